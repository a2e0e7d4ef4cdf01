import type { Page } from '@playwright/test';
import { menuLinks, openScreen } from './support/menuWalk';
import { type AccountName, expect, test } from './support/session';

/*
 * Every screen of each role's menu opens without a console warning or error and without an uncaught page
 * error (a React error, a failed request logged by the browser, a refused style): each is reported with the
 * screen it appeared on. The sign-ins are the run's stored ones (accounts.setup.ts).
 */

/** Collects the page's console warnings and errors and its uncaught errors, each tagged with `where()`. */
function watchNoise(page: Page, where: () => string): string[] {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      noise.push(`${where()}: console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => noise.push(`${where()}: page error: ${error.message}`));
  return noise;
}

for (const account of ['admin', 'acme', 'acmeOps', 'agency'] as AccountName[]) {
  test(`${account}: every screen of the menu opens without console warnings or errors`, async ({
    signInAs,
  }) => {
    test.setTimeout(60_000);
    let screen = 'sign-in';
    const page = await signInAs(account, { path: '/dashboard/index' });
    const noise = watchNoise(page, () => screen);
    await page.reload();
    screen = '#/dashboard/index';
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      screen = href;
      await openScreen(page, href);
    }
    expect(noise).toEqual([]);
  });
}
