import type { Page } from '@playwright/test';
import { expect, sideMenu } from './session';

/** Every link of the sidebar: each group opened in turn (opening one closes its sibling). */
export async function menuLinks(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  // A menu may start with a group (an agency's has no top-level link).
  await expect(menu.locator(':scope > ul > li').first()).toBeVisible();
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

/** Opens a screen by its menu link and waits until it is ready: the page is in, its grid's first page loaded. */
export async function openScreen(page: Page, href: string): Promise<void> {
  await page.goto(`/${href}`);
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.locator('.dc-grid-body[aria-busy="true"]')).toHaveCount(0);
}
