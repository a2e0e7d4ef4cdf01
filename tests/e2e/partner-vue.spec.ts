import { expect, type Page, test } from '@playwright/test';
import { startPartnerHost } from '../../demo/partner-vue/server.mjs';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../src/core/config/runtimeConfig';
import { ApiClient } from '../api/support/apiClient';
import { ACCOUNTS } from './support/accounts';
import { freePort } from './support/freePort';
import { deepText } from './support/partnerSession';
import { E2E_WS_PORT } from './support/serverDatabase';

/*
 * In Chromium: a Vue 3 partner portal on its own origin, under a strict CSP, signs in through its own
 * back end (the partner-key exchange) and embeds <cdr-list> and <member-list>: rows appear, 20 remove/re-add
 * cycles leave one element with one React root and no extra socket, events reach Vue, the page's hostile
 * stylesheet changes nothing inside, its theme (custom properties, ::part) does, and nothing breaks the
 * policy. The same page from an origin that is not registered shows a clear error in the element.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
    __openSockets?: number;
  }
}

let hosts: { url: string; close(): Promise<unknown> }[] = [];

/** A portal sub-user of `account`'s enterprise (call records and members) and its partner key for `origins`. */
async function portalKeyOf(
  consoleUrl: string,
  account: 'acme' | 'globex',
  origins: string[],
): Promise<string> {
  const api = new ApiClient(consoleUrl, {
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  });
  const signIn = await api.call('POST', '/login/auth', {
    body: { username: ACCOUNTS[account].username, password: ACCOUNTS[account].password },
    encrypt: true,
  });
  const token = (signIn.data as { token: string }).token;
  const call = async <T>(path: string, body: unknown) => {
    const answer = await api.call('POST', path, { body, token });
    expect(answer.envelope.message, path).toBe('');
    return answer.data as T;
  };
  const { origins: registered } = await call<{ origins: string[] }>('/enterprise-oem/origins', {});
  await call('/enterprise-oem/setOrigins', { origins: [...new Set([...registered, ...origins])].slice(-20) });
  // The portal's own sub-user: it reads call records and members and may export call records.
  const ops = await call<{ id: string }>('/admin/add', {
    username: `portal-${account}-${Date.now().toString(36)}`,
    password: 'Portal@12345',
    name: 'Partner portal',
    permits: ['cdr:search', 'cdr:export', 'localuser:search'],
  });
  const { secret } = await call<{ secret: string }>('/enterprise-oem/addPartnerKey', {
    name: `Vue host ${account} ${Date.now() % 100000}`,
    accountId: ops.id,
    origins,
    expiresAt: null,
  });
  return secret;
}

test.beforeAll(async ({ baseURL }) => {
  const consoleUrl = baseURL!;
  // Ports the system hands out: the registered origin's and a stranger's (not registered).
  const hostPort = await freePort();
  const strangerPort = await freePort();
  const hostOrigin = `http://127.0.0.1:${hostPort}`;
  // One portal for two enterprises: each registered it and gave it a key.
  const partnerKeys = {
    acme: await portalKeyOf(consoleUrl, 'acme', [hostOrigin]),
    globex: await portalKeyOf(consoleUrl, 'globex', [hostOrigin]),
  };
  const common = { consoleUrl, wsPort: E2E_WS_PORT };
  hosts = [
    await startPartnerHost({ ...common, partnerKeys, port: hostPort }),
    await startPartnerHost({ ...common, partnerKey: partnerKeys.acme, port: strangerPort }),
  ];
});
test.afterAll(async () => {
  for (const host of hosts) await host.close();
});

test("the portal's policy names the console's WebSocket port, whatever WS_PORT is", async ({ baseURL }) => {
  // No port given: the partner's server reads it from the console, as `node server.mjs` does.
  const host = await startPartnerHost({ consoleUrl: baseURL!, partnerKey: 'pk_unused.secret', port: 0 });
  try {
    const policy = (await fetch(`${host.url}/`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`ws://127.0.0.1:${E2E_WS_PORT}`);
    expect(E2E_WS_PORT).not.toBe(8012);
  } finally {
    await host.close();
  }
});

/** Records policy violations and counts open WebSockets from the first load on. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    window.__openSockets = 0;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
      true,
    );
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('open', () => {
          window.__openSockets = (window.__openSockets ?? 0) + 1;
        });
        this.addEventListener('close', () => {
          window.__openSockets = (window.__openSockets ?? 0) - 1;
        });
      }
    };
  });
  return async () => [...messages, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

test('a Vue portal on its own origin embeds the elements with a token from its back end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watch(page);
  await page.goto(`${hosts[0]!.url}/`);
  await expect(page.getByTestId('partner-status')).toHaveText('ready');
  const cdr = page.locator('cdr-list');
  await expect(cdr.getByRole('button', { name: 'Details' }).first()).toBeVisible({ timeout: 20_000 });

  // The page's stylesheet stops at the shadow root; its theme goes through the custom properties and parts.
  const details = cdr.getByRole('button', { name: 'Details' }).first();
  const inside = await details.evaluate((button) => {
    const style = getComputedStyle(button);
    return { font: style.fontFamily, background: style.backgroundColor };
  });
  expect(inside.font).not.toContain('Comic Sans');
  expect(inside.background).not.toBe('rgb(255, 255, 0)');
  await expect(cdr.locator('[part="toolbar"]').first()).toHaveCSS('background-color', 'rgb(243, 229, 245)');

  // An element's event reaches Vue. The list may redraw its first rows while the session settles (a click
  // on a row being replaced opens nothing): clicked until the event is there.
  await expect(async () => {
    await details.click();
    await expect(page.getByTestId('partner-events')).toContainText('dc-row-open', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  // A download from the console's origin: the export of what the list shows.
  const download = page.waitForEvent('download');
  await cdr.getByRole('button', { name: 'Export', exact: true }).click();
  await cdr.getByRole('menuitem', { name: 'Export as CSV' }).click();
  const exported = await (await download).path();
  const fs = await import('node:fs');
  expect(fs.readFileSync(exported, 'utf8').split('\n').length).toBeGreaterThan(1);

  // Twenty times removed and added again (Vue's conditional rendering), with the other element between.
  const sockets = await page.evaluate(() => window.__openSockets ?? 0);
  for (let cycle = 0; cycle < 20; cycle += 1) {
    await page.getByRole('button', { name: 'Members' }).click();
    await expect(page.locator('member-list').getByRole('toolbar')).toBeVisible();
    await page.getByRole('button', { name: 'Call records' }).click();
    await expect(cdr.getByRole('toolbar')).toBeVisible();
  }
  await expect(cdr.getByRole('button', { name: 'Details' }).first()).toBeVisible();
  const roots = await page.evaluate(() => ({
    cdr: document.querySelectorAll('cdr-list').length,
    members: document.querySelectorAll('member-list').length,
    reactRoots: document.querySelector('cdr-list')?.shadowRoot?.querySelectorAll('.dc-root').length,
  }));
  expect(roots).toEqual({ cdr: 1, members: 0, reactRoots: 1 });
  expect(await page.evaluate(() => window.__openSockets ?? 0)).toBeLessThanOrEqual(Math.max(sockets, 1));

  // An attribute bound by Vue reaches the element.
  await page.getByLabel('Rows shown').selectOption('50');
  await expect(cdr).toHaveAttribute('page-size', '50');
  await expect(cdr.locator('[part="pager"] select')).toHaveValue('50');

  expect(await violations()).toEqual([]);
});

test('the same portal from an origin that is not registered shows a clear error in the element', async ({
  page,
}) => {
  await page.goto(`${hosts[1]!.url}/`);
  await expect(page.getByTestId('partner-status')).toHaveText('ready');
  const alert = page.locator('cdr-list').getByRole('alert');
  await expect(alert).toContainText('cannot reach the console', { timeout: 20_000 });
  await expect(alert).toContainText(`This page (${hosts[1]!.url})`);
});

test('the Vue portal signs out and switches enterprise: the previous one leaves no trace', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${hosts[0]!.url}/`);
  await expect(page.getByTestId('partner-status')).toHaveText('ready');
  await page.getByRole('button', { name: 'Members' }).click();
  const members = page.locator('member-list');
  await expect(members.getByText(/ 8001 \d{4}$/).first()).toBeVisible({ timeout: 20_000 });

  // Signed out by the page: within a second no acme number is left in any shadow root.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(async () => (await deepText(page)).includes('8001'), { timeout: 1_000 }).toBe(false);
  await expect(members.locator('[part="signed-out"]')).toBeVisible();

  // Back as acme, then straight to globex without a sign-out between: only globex's rows remain.
  await page.getByRole('button', { name: 'Sign in as acme' }).click();
  await expect(members.getByText(/ 8001 \d{4}$/).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in as globex' }).click();
  await expect(members.getByText(/ 8002 \d{4}$/).first()).toBeVisible({ timeout: 20_000 });
  expect(await deepText(page)).not.toContain('8001');
  await page.getByRole('button', { name: 'Call records' }).click();
  await expect(page.locator('cdr-list').getByRole('toolbar')).toBeVisible();
  await expect(page.locator('cdr-list').locator('[part="signed-out"]')).toHaveCount(0);
  expect(await deepText(page)).not.toContain('8001');
});
