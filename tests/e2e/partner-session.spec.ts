import { expect, type Page, test } from '@playwright/test';
import { startPartnerHost } from '../../demo/partner-vue/server.mjs';
import { freePort } from './support/freePort';
import { deepText, registerOrigin, signInWithElement, tokenOf } from './support/partnerSession';
import { E2E_WS_PORT } from './support/serverDatabase';

/*
 * A partner page on its own origin, under a strict CSP, with <console-login> beside <cdr-list> and
 * <member-list> from the start (demo/partner-vue/public/side-by-side.html). The lists follow the page's one
 * session: nothing is asked before the sign-in, rows come without Retry, a sign-out leaves none of the
 * account's text anywhere (shadow roots included), another account sees only its own, and a token handed over
 * mid-page keeps everything working.
 */

/** Acme's seeded departments (server/resources/seedOrganisation.ts) and its numbers' prefix. */
const ACME_TEXT = [
  '8001',
  'Acme',
  'Headquarters',
  'Dispatch Centre',
  'Fleet North',
  'Fleet South',
  'Warehouse',
  'Site Security',
];

let host: { url: string; close(): Promise<unknown> };

test.beforeAll(async ({ baseURL }) => {
  const consoleUrl = baseURL!;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The same portal serves both enterprises: each registers it.
  await registerOrigin(consoleUrl, 'acme', origin);
  await registerOrigin(consoleUrl, 'globex', origin);
  host = await startPartnerHost({ port, consoleUrl, partnerKey: 'not-used-here', wsPort: E2E_WS_PORT });
});
test.afterAll(async () => {
  await host?.close();
});

interface Seen {
  /** API calls made without a token, other than the public sign-in ones. */
  anonymous: string[];
  refused: string[];
  tokens: { path: string; authorization: string }[];
  violations: string[];
}

async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { anonymous: [], refused: [], tokens: [], violations: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || request.method() === 'OPTIONS') return;
    const authorization = request.headers().authorization ?? '';
    seen.tokens.push({ path: url.pathname, authorization });
    if (!/\S{16,}/.test(authorization) && !/\/(login\/auth|sysinfo\/get|client-config)$/.test(url.pathname))
      seen.anonymous.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.status() === 401) seen.refused.push(response.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text());
  });
  return seen;
}

const events = (page: Page) => page.getByTestId('partner-events');

test('the lists follow <console-login>: wait, load, forget acme on sign-out, show only globex, survive a new token', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  await page.goto(`${host.url}/side-by-side.html`);
  await expect(page.getByTestId('partner-status')).toHaveText('ready');
  const cdr = page.locator('cdr-list');
  const members = page.locator('member-list');

  // Before anyone signs in: a quiet state, no call without a token, no toast, no dc-session-expired.
  await expect(cdr.locator('[part="signed-out"]')).toHaveText('Sign in to see this content.');
  await expect(members.locator('[part="signed-out"]')).toHaveText('Sign in to see this content.');
  await page.waitForLoadState('networkidle');
  expect(seen.anonymous).toEqual([]);
  expect(seen.refused).toEqual([]);
  await expect(page.locator('console-login').locator('.bp6-toast')).toHaveCount(0);
  await expect(events(page)).not.toContainText('dc-session-expired');

  // acme signs in: both lists load by themselves.
  await signInWithElement(page, 'acme');
  await expect(cdr.getByRole('button', { name: 'Details' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(members.getByText(/^8001\d+/).first()).toBeVisible();
  await expect(members.getByText(/Fleet North|Fleet South|Warehouse|Headquarters/).first()).toBeVisible();
  // Open a drawer too: it must go with the rest.
  // The lists may still redraw their first rows as the session settles: click until the drawer is open.
  await expect(async () => {
    await cdr.getByRole('button', { name: 'Details' }).first().click();
    await expect(cdr.locator('.bp6-drawer')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // Sign-out: within a second none of acme's text is left, in any shadow root.
  // The open drawer covers the page (its backdrop takes the pointer): the button is clicked through it.
  await page.locator('console-login').getByRole('button', { name: 'Sign out' }).dispatchEvent('click');
  await expect.poll(async () => leftOver(await deepText(page), ACME_TEXT), { timeout: 1_000 }).toEqual([]);
  await expect(members.locator('[part="signed-out"]')).toBeVisible();
  await expect(events(page)).toContainText('dc-session-change signed-out');
  await expect(events(page)).not.toContainText('dc-session-expired');

  // globex signs in on the same page: its own rows and departments only.
  await signInWithElement(page, 'globex');
  await expect(members.getByText(/^8002\d+/).first()).toBeVisible({ timeout: 20_000 });
  await expect(members.getByText(/Control Room|Patrol Team/).first()).toBeVisible();
  expect(leftOver(await deepText(page), ACME_TEXT)).toEqual([]);

  // A token handed over mid-page (a portal renewing it): the lists load again with it and keep working.
  const fresh = await tokenOf(baseURL!, 'globex');
  const calls = seen.tokens.length;
  await page.evaluate(
    async ({ consoleUrl, token }) => {
      const library = await import(`${consoleUrl}/elements/index.js`);
      await library.session.useToken(token);
    },
    { consoleUrl: baseURL!, token: fresh },
  );
  await expect(events(page)).toContainText('dc-session-change token-replaced');
  await expect
    .poll(() =>
      seen.tokens
        .slice(calls)
        .some((call) => call.path.endsWith('/localuser/page') && call.authorization.includes(fresh)),
    )
    .toBe(true);
  await expect(members.locator('[part="signed-out"]')).toHaveCount(0);
  await expect(members.getByText(/^8002\d+/).first()).toBeVisible();
  await members.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(members.getByText(/^8002\d+/).first()).toBeVisible();
  expect(seen.refused).toEqual([]);
  expect(seen.violations).toEqual([]);
});

function leftOver(text: string, forbidden: readonly string[]): string[] {
  return forbidden.filter((needle) => text.includes(needle));
}
