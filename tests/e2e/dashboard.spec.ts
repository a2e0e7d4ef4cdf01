import { expect, type Locator, type Page, test } from '@playwright/test';
import config from '../../playwright.config';
import { ACCOUNTS } from './support/accounts';
import { chooseLocale } from './support/locale';
import { signIn } from './support/signIn';

/*
 * In Chromium: the shell renders /dashboard/index by its tag <dashboard-monitor>; its figures move
 * with the server's `monitor` push (every 2 s); when the WebSocket drops, an offline banner shows and the
 * element reconnects by itself. Locators pierce the element's open shadow root.
 */

const WS_PORT = Number(process.env.E2E_WS_PORT ?? 29181);
// The portal test fulfils its page itself, so it has no network address: Chromium's Local Network Access checks
// then treat it as public and block its WebSocket to 127.0.0.1. A real portal is served from a host.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  },
});

const monitor = (page: Page) => page.locator('dashboard-monitor');
const figure = (page: Page, name: string) => monitor(page).locator(`[data-figure="${name}"] .dc-dash-value`);
const updated = (page: Page) => monitor(page).locator('[data-figure="updated"]');
const offlineBanner = (page: Page) => monitor(page).locator('[data-banner="offline"]');
/** A chart's plot: the box named for assistive technology, in which uPlot puts its canvas. */
const chartPlot = (host: Locator) => host.locator('[part="chart"] [role="img"]').first();
/** How many pixels of a chart's canvas are painted (uPlot draws lines, grid and labels there). */
const paintedPixels = (plot: Locator) =>
  plot.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let painted = 0;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]) painted += 1;
    return painted;
  });

test.describe('<dashboard-monitor> on the home page', () => {
  test('an administrator sees live platform figures that change with the push', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/#\/dashboard/);
    await expect(figure(page, 'cpu')).toHaveText(/^\d+(\.\d)?%$/);
    await expect(figure(page, 'online')).toHaveText(/^[1-9]\d*$/);
    await expect(monitor(page).locator('[data-figure="enterprise"]')).toHaveCount(0);
    // UPlot draws each chart on a canvas, which follows its box's width and each push.
    const plot = chartPlot(monitor(page));
    await expect(plot).toHaveAccessibleName(/\d+(\.\d)?%$/);
    await expect.poll(() => paintedPixels(plot)).toBeGreaterThan(0);
    const wide = await plot.locator('canvas').evaluate((canvas) => canvas.clientWidth);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => plot.locator('canvas').evaluate((canvas) => canvas.clientWidth)).not.toBe(wide);

    // The "updated" time is the figures' own time: a new push changes it, and the charts' newest sample.
    const first = await updated(page).textContent();
    const newest = (await plot.getAttribute('data-last')) ?? '';
    await expect(updated(page)).not.toHaveText(first ?? '');
    await expect(plot).not.toHaveAttribute('data-last', newest);
  });

  test('an enterprise sees its own enterprise card, in English', async ({ page }) => {
    await page.goto('/#/login');
    await chooseLocale(page, 'English');
    await signIn(page, ACCOUNTS.acme.username, ACCOUNTS.acme.password);
    const card = monitor(page).locator('[data-figure="enterprise"]');
    await expect(card).toContainText('Acme Logistics');
    await expect(card).toContainText('Members');
    await expect(monitor(page).locator('[data-figure="online"] h3')).toHaveText('Online users');
  });

  test('when the WebSocket drops, the offline banner shows; once the server answers again it goes', async ({
    page,
  }) => {
    let serverUp = true;
    const open: { close: () => Promise<void> }[] = [];
    // Between the page and the real socket server: pass through while "up", refuse while "down".
    await page.routeWebSocket(new RegExp(`:${WS_PORT}/`), async (socket) => {
      if (!serverUp) {
        await socket.close({ code: 1006, reason: 'down' }).catch(() => undefined);
        return;
      }
      socket.connectToServer();
      open.push(socket);
    });
    await page.goto('/');
    await signIn(page, ACCOUNTS.acme.username, ACCOUNTS.acme.password);
    await expect(figure(page, 'cpu')).toBeVisible();
    await expect.poll(() => open.length).toBeGreaterThan(0);
    await expect(offlineBanner(page)).toHaveCount(0);

    serverUp = false;
    for (const socket of open.splice(0)) await socket.close().catch(() => undefined);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(monitor(page).locator('[data-status="offline"]')).toBeAttached();

    serverUp = true;
    // The back-off retries (1 s, 2 s, 4 s …) reach the server again.
    await expect(offlineBanner(page)).toHaveCount(0, { timeout: 20_000 });
    const before = await updated(page).textContent();
    await expect(updated(page)).not.toHaveText(before ?? '');
  });
});

/** A partner page holding nothing but a sign-in and the monitor, on the library build (dist/elements). */
const PORTAL_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner monitor</title>
<script type="module">
  import { configure, defineAll } from '/elements/index.js';
  await configure({ locale: 'en', theme: 'dark' });
  defineAll({ prefix: 'acme' });
</script></head>
<body><acme-console-login hide-signed-in></acme-console-login><acme-dashboard-monitor></acme-dashboard-monitor></body></html>`;

test.describe('<dashboard-monitor> in a portal page', () => {
  test('works alone, prefixed, in English and dark, with live figures', async ({ page }) => {
    await page.route('**/dashboard-portal.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: PORTAL_PAGE }),
    );
    await page.goto('/dashboard-portal.html');
    const login = page.locator('acme-console-login');
    await login.locator('input[name="username"]').fill(ACCOUNTS.globex.username);
    await login.locator('input[name="password"]').fill(ACCOUNTS.globex.password);
    await login.locator('button[type="submit"]').click();

    const portalMonitor = page.locator('acme-dashboard-monitor');
    await expect(portalMonitor.locator('[data-figure="enterprise"]')).toContainText('Globex Security');
    await expect(portalMonitor.locator('[data-figure="cpu"] h3')).toHaveText('CPU');
    await expect(portalMonitor.locator('[data-theme="dark"]')).toBeAttached();
    await expect.poll(() => paintedPixels(chartPlot(portalMonitor))).toBeGreaterThan(0);
    const first = await portalMonitor.locator('[data-figure="updated"]').textContent();
    await expect(portalMonitor.locator('[data-figure="updated"]')).not.toHaveText(first ?? '');
  });
});
