import { expect, type Page, test } from '@playwright/test';
import { startPartnerHost } from '../../demo/partner-vue/server.mjs';
import { freePort } from './support/freePort';
import { registerOrigin, tokenOf } from './support/partnerSession';
import { E2E_WS_PORT } from './support/serverDatabase';

/*
 * A partner page that holds its own tokens (demo/partner-vue/public/side-by-side.html, no sign-in form used)
 * hands one over with its hard end, `useToken({ token, expiresAt })`. Two minutes before that end the page hears
 * `dc-token-expiring` on `window`, renews with `useToken`, and the lists keep their rows. The page's clock is
 * moved (Playwright's clock) instead of waited for.
 */

let host: { url: string; close(): Promise<unknown> };

test.beforeAll(async ({ baseURL }) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await registerOrigin(baseURL!, 'acme', origin);
  host = await startPartnerHost({
    port,
    consoleUrl: baseURL!,
    partnerKey: 'not-used-here',
    wsPort: E2E_WS_PORT,
  });
});
test.afterAll(async () => {
  await host?.close();
});

interface Expiring {
  expiresAt: number;
  username: string | null;
}

/** Hands a token over as a partner's page does, through the library's one session. */
async function handOver(page: Page, consoleUrl: string, token: string, expiresAt: number): Promise<void> {
  await page.evaluate(
    async ({ consoleUrl, token, expiresAt }) => {
      const library = await import(`${consoleUrl}/elements/index.js`);
      await library.session.useToken({ token, expiresAt });
    },
    { consoleUrl, token, expiresAt },
  );
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { expiring: Expiring[] }).expiring);

test('dc-token-expiring is heard two minutes before a partner token ends; a renewed token keeps the rows', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await page.clock.install();
  await page.addInitScript(() => {
    const box = window as unknown as { expiring: Expiring[] };
    box.expiring = [];
    window.addEventListener('dc-token-expiring', (event) => {
      box.expiring.push((event as CustomEvent<Expiring>).detail);
    });
  });
  await page.goto(`${host.url}/side-by-side.html`);
  await expect(page.getByTestId('partner-status')).toHaveText('ready');

  // A token that ends two minutes and ten seconds from now, by the page's clock.
  const expiresAt = (await page.evaluate(() => Date.now())) + 2 * 60_000 + 10_000;
  await handOver(page, baseURL!, await tokenOf(baseURL!, 'acme'), expiresAt);
  const cdr = page.locator('cdr-list');
  const members = page.locator('member-list');
  await expect(cdr.getByRole('button', { name: 'Details' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(members.getByText(/^8001\d+/).first()).toBeVisible({ timeout: 20_000 });
  expect(await heard(page)).toEqual([]);

  // Ten seconds on, the end is two minutes ahead: the page is told, once, with the end and the account.
  await page.clock.fastForward('00:11');
  await expect.poll(() => heard(page)).toEqual([{ expiresAt, username: 'acme' }]);
  await expect(page.getByTestId('partner-events')).toContainText('dc-token-expiring');

  // The portal renews: the lists go on with the new token, rows in place, and the old end passes unheard.
  const renewedUntil = (await page.evaluate(() => Date.now())) + 60 * 60_000;
  const fresh = await tokenOf(baseURL!, 'acme');
  const sentWithFresh = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/cdr/page') && (request.headers().authorization ?? '').includes(fresh),
  );
  await handOver(page, baseURL!, fresh, renewedUntil);
  await expect(page.getByTestId('partner-events')).toContainText('dc-session-change token-replaced');
  await expect(cdr.getByRole('button', { name: 'Details' }).first()).toBeVisible();
  await expect(members.getByText(/^8001\d+/).first()).toBeVisible();
  await cdr.getByRole('button', { name: 'Refresh', exact: true }).click();
  await sentWithFresh;
  await expect(cdr.getByRole('button', { name: 'Details' }).first()).toBeVisible();
  await expect(cdr.locator('[part="signed-out"]')).toHaveCount(0);
  await page.clock.fastForward('02:10');
  await expect(cdr.getByRole('button', { name: 'Details' }).first()).toBeVisible();
  expect(await heard(page)).toHaveLength(1);
  expect(refused).toEqual([]);
});
