import { expect, type Page, test } from '@playwright/test';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../src/core/config/runtimeConfig';
import { ApiClient } from '../api/support/apiClient';
import { ACCOUNTS } from './support/accounts';
import { readReadmeExample, startReadmeHost } from './support/readmeHost';
import { E2E_WS_PORT } from './support/serverDatabase';

/*
 * The README's embedding example, taken from README.md itself and served from a second origin under the
 * strict policy it shows: the elements upgrade, <console-login> signs in and call records appear, with no
 * policy violation. A hostile page stylesheet changes no computed style inside the elements. An element
 * inside a partner's closed shadow root upgrades with `defineAll({ root })`.
 */

const HOSTILE_CSS = `* { font-size: 30px; color: red; font-family: serif; line-height: 5; letter-spacing: 4px; text-transform: uppercase }`;

/** The partner's own web component: a closed shadow root holding <cdr-list>, signed in with a token. */
const SHADOW_PAGE = `<!-- shadow.html -->
<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Closed shadow root</title>
<script type="module" src="./shadow.js"></script></head><body><partner-panel></partner-panel></body></html>`;

function shadowScript(consoleOrigin: string): string {
  return `import { configure, defineAll, session } from '${consoleOrigin}/elements/index.js';
await configure({ apiBase: '${consoleOrigin}', locale: 'en' });
const token = new URLSearchParams(location.search).get('token');
if (token) session.useToken(token);
class PartnerPanel extends HTMLElement {
  constructor() {
    super();
    this.inner = this.attachShadow({ mode: 'closed' });
    this.inner.innerHTML = '<cdr-list page-size="20"></cdr-list>';
    defineAll({ root: this.inner });
  }
}
customElements.define('partner-panel', PartnerPanel);
const panel = document.querySelector('partner-panel');
// The page keeps its closed root to itself; the test reads what it shows through this.
window.closedPanel = () => {
  const list = panel.inner.querySelector('cdr-list');
  const buttons = [...(list?.shadowRoot?.querySelectorAll('button') ?? [])];
  return {
    upgraded: Boolean(customElements.get('cdr-list')) && list instanceof customElements.get('cdr-list'),
    details: buttons.filter((button) => button.textContent.trim() === 'Details').length,
  };
};
`;
}

let host: { url: string; close(): Promise<void> } | undefined;
let token = '';

test.beforeAll(async ({ baseURL }) => {
  const consoleUrl = baseURL!;
  const example = readReadmeExample(consoleUrl, E2E_WS_PORT);
  host = await startReadmeHost(example, {
    'hostile.css': { type: 'text/css', body: HOSTILE_CSS },
    'shadow.html': { type: 'text/html; charset=utf-8', body: SHADOW_PAGE },
    'shadow.js': { type: 'text/javascript; charset=utf-8', body: shadowScript(new URL(consoleUrl).origin) },
  });
  // The partner's origin is registered for acme's accounts (as under 用户中心 > 企业定制).
  const api = new ApiClient(consoleUrl, {
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  });
  const signIn = await api.call('POST', '/login/auth', {
    body: { username: ACCOUNTS.acme.username, password: ACCOUNTS.acme.password },
    encrypt: true,
  });
  token = (signIn.data as { token: string }).token;
  const origins = await api.call('POST', '/enterprise-oem/origins', { body: {}, token });
  const known = (origins.data as { origins: string[] }).origins;
  const saved = await api.call('POST', '/enterprise-oem/setOrigins', {
    body: { origins: [...new Set([...known, host.url])].slice(-20) },
    token,
  });
  expect(saved.envelope.message).toBe('');
});
test.afterAll(async () => {
  await host?.close();
});

/** Records policy violations and page errors from the first load on. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => console.error(`Content Security Policy: ${event.effectiveDirective} ${event.blockedURI}`),
      true,
    );
  });
  return async () => problems;
}

const STYLE_PROPERTIES = [
  'font-size',
  'font-family',
  'color',
  'line-height',
  'letter-spacing',
  'text-transform',
  'font-weight',
  'text-align',
  'direction',
  'visibility',
  'cursor',
  'white-space',
  'word-spacing',
] as const;

/** Computed styles of the list's title, a filter label, the pager and a grid cell. */
async function insideStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  const list = page.locator('cdr-list');
  const targets = {
    title: list.locator('[part="title"]').first(),
    label: list.locator('[part="filter-bar"] label').first(),
    pager: list.locator('[part="pager"]').first(),
    cell: list.locator('[part="grid"] .bp6-table-cell').first(),
  };
  const styles: Record<string, Record<string, string>> = {};
  for (const [name, target] of Object.entries(targets)) {
    await expect(target, name).toBeVisible();
    styles[name] = await target.evaluate(
      (element, properties) =>
        Object.fromEntries(properties.map((p) => [p, getComputedStyle(element).getPropertyValue(p)])),
      [...STYLE_PROPERTIES],
    );
  }
  return styles;
}

async function signInThroughTheExample(page: Page): Promise<void> {
  const login = page.locator('console-login');
  await login.locator('input[name=username]').fill(ACCOUNTS.acme.username);
  await login.locator('input[name=password]').fill(ACCOUNTS.acme.password);
  await login.locator('button[type=submit]').click();
}

test("the README's embedding example works as written on another origin under its strict policy", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = await watch(page);
  const settings: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-config')) settings.push(request.url());
  });
  await page.goto(`${host!.url}/calls.html`);
  await expect(page.locator('console-login input[name=username]')).toBeVisible({ timeout: 20_000 });
  await signInThroughTheExample(page);
  const details = page.locator('cdr-list').getByRole('button', { name: 'Details' }).first();
  await expect(details).toBeVisible({ timeout: 20_000 });
  // configure({ apiBase }) learnt the protocol settings from the console itself.
  expect(settings.length).toBeGreaterThan(0);
  expect(await problems()).toEqual([]);

  // The page's hostile stylesheet: every computed style inside stays what it was without it.
  const clean = await insideStyles(page);
  expect(clean.title!['font-size']).not.toBe('30px');
  await page.goto(`${host!.url}/calls.html?hostile`);
  await expect(page.locator('body')).toHaveCSS('font-size', '30px');
  if (!(await page.locator('cdr-list').count())) await signInThroughTheExample(page);
  await expect(page.locator('cdr-list').getByRole('button', { name: 'Details' }).first()).toBeVisible({
    timeout: 20_000,
  });
  expect(await insideStyles(page)).toEqual(clean);

  // The page themes through the documented custom properties: the grid's cells follow --dc-text, --dc-border.
  await page.locator('cdr-list').evaluate((list: HTMLElement) => {
    list.style.setProperty('--dc-text', 'rgb(0, 0, 255)');
    list.style.setProperty('--dc-border', 'rgb(0, 128, 0)');
  });
  const cell = page.locator('cdr-list [part="grid"] .bp6-table-cell').first();
  await expect(cell).toHaveCSS('color', 'rgb(0, 0, 255)');
  expect(await cell.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('rgb(0, 128, 0)');
  expect(await problems()).toEqual([]);
});

test("an element inside a partner's closed shadow root upgrades with defineAll({ root })", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = await watch(page);
  await page.goto(`${host!.url}/shadow.html?token=${encodeURIComponent(token)}`);
  await expect
    .poll(
      () =>
        page.evaluate(
          // The page's module awaits configure() before it defines the panel: until then, nothing to read.
          () =>
            (window as unknown as { closedPanel?(): { upgraded: boolean } }).closedPanel?.() ?? {
              upgraded: false,
            },
        ),
      {
        timeout: 20_000,
      },
    )
    .toMatchObject({ upgraded: true });
  await expect
    .poll(
      () =>
        page.evaluate(
          () => (window as unknown as { closedPanel?(): { details: number } }).closedPanel?.().details ?? 0,
        ),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  expect(await problems()).toEqual([]);
});
