import type { Locator, Page } from '@playwright/test';
import { expect } from './session';

/**
 * The pager's total ("共 N 条") once the grid has its page: while a page loads the pager still shows the
 * previous total, or 0 before the first page.
 */
export async function totalOf(element: Locator): Promise<number> {
  await expect(element.locator('.dc-grid-body')).toHaveAttribute('aria-busy', 'false');
  const pager = element.locator('.dc-grid-footer');
  await expect(pager).toContainText(/共 \d+ 条/);
  return Number(/共 (\d+) 条/.exec((await pager.textContent()) ?? '')![1]);
}

/**
 * Runs the filter bar's query and waits until the grid shows its answer: until then the rows on screen are
 * the previous query's, and a click on "the first row" would open one of those.
 */
export async function query(page: Page, element: Locator): Promise<void> {
  const listed = page.waitForResponse((response) =>
    /\/api\/[^/]+\/page$/.test(new URL(response.url()).pathname),
  );
  await element.getByRole('button', { name: '查询' }).click();
  await listed;
  await expect(element.locator('.dc-grid-body')).toHaveAttribute('aria-busy', 'false');
}
