import type { Page } from '@playwright/test';
import { type AccountName, expect, sideMenu, test } from './support/session';

/*
 * The console as served runs under the server's strict Content-Security-Policy
 * (server/http/securityHeaders.ts). Every screen of an account's menu is opened and any violation fails:
 * `securitypolicyviolation` events (those inside elements' shadow roots bubble to the document) and console
 * messages about the policy.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records violations from the next load on; answers the list as the test sees it. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations?.push(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  await page.reload();
  return async () => [...messages, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

/** Every link of the sidebar: each group opened in turn (opening one closes its sibling). */
async function menuLinks(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  await expect(menu.locator('a').first()).toBeVisible();
  const hrefs = await menu
    .locator(':scope > ul > li > a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const groups = menu.locator(':scope > ul > li > button');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const group = groups.nth(index);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = group.locator('xpath=..').locator('ul a[href]');
    await expect(list.first()).toBeVisible();
    hrefs.push(...(await list.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))));
  }
  return [...new Set(hrefs.filter((href) => href.startsWith('#/')))];
}

for (const account of ['admin', 'acme'] as AccountName[]) {
  test(`${account}: every screen of the menu opens without a Content-Security-Policy violation`, async ({
    signInAs,
  }) => {
    test.setTimeout(120_000);
    const page = await signInAs(account, { path: '/dashboard/index' });
    const violations = await watchPolicy(page);
    const links = await menuLinks(page);
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) {
      await page.goto(`/${href}`);
      await expect(page.getByTestId('page-loading')).toHaveCount(0);
      // An element screen has loaded its first page when its grid is no longer busy.
      const busy = page.locator('.dc-grid-body[aria-busy="true"]');
      await expect(busy).toHaveCount(0);
      expect(await violations(), `after ${href}`).toEqual([]);
    }
  });
}
