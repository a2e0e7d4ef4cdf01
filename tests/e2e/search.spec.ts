import { ACCOUNTS } from './support/accounts';
import { holdClock } from './support/pageClock';
import { expect, test } from './support/session';

test.describe('menu search (docs/behaviour.md#screens-and-routes)', () => {
  test('Ctrl+K opens it; fuzzy match shows Parent > Child with the matched characters marked', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: '搜索菜单' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('menu-search-hints')).toContainText('确认');
    await expect(dialog.getByTestId('menu-search-hints')).toContainText('切换');
    await expect(dialog.getByTestId('menu-search-hints')).toContainText('关闭');
    await dialog.getByTestId('menu-search-input').fill('门理');
    const results = dialog.getByTestId('menu-search-result');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toHaveText('组织管理 > 部门管理');
    await expect(results.first().locator('mark')).toHaveText(['门', '理']);
  });

  test('Up and Down wrap around; Enter opens the selection and closes', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await page.getByTestId('open-search').click();
    const dialog = page.getByRole('dialog', { name: '搜索菜单' });
    const input = dialog.getByTestId('menu-search-input');
    await input.fill('管理');
    const results = dialog.getByTestId('menu-search-result');
    await expect(results.first()).toHaveAttribute('aria-selected', 'true');
    const count = await results.count();
    expect(count).toBeGreaterThan(2);
    await input.press('ArrowUp');
    await expect(results.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(results.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
    const chosen = ((await results.nth(1).textContent()) ?? '').split(' > ').pop() ?? '';
    await input.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('breadcrumb')).toContainText(chosen);
  });

  test('results follow the input only once it settles; Enter at once opens what is typed', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    // The page's clock is held, so the 200 ms debounce runs only when the test moves the clock (an installed
    // clock runs on with real time: on a loaded machine the debounce could fire before the first check).
    await page.clock.install();
    await page.reload();
    await expect(page.getByTestId('open-search')).toBeVisible();
    await holdClock(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: '搜索菜单' });
    const input = dialog.getByTestId('menu-search-input');
    const results = dialog.getByTestId('menu-search-result');
    await input.fill('管理');
    await expect(results).toHaveCount(0);
    await page.clock.runFor(250);
    await expect(results.first()).toBeVisible();
    const settledCount = await results.count();
    expect(settledCount).toBeGreaterThan(1);
    // Still typing: the list shows the previous query's results until the input settles.
    await input.fill('门理');
    await expect(results).toHaveCount(settledCount);
    await page.clock.runFor(250);
    await expect(results).toHaveText(['组织管理 > 部门管理']);
    // Enter inside the debounce acts on the live query, not on the stale list.
    await input.fill('成员');
    await input.press('Enter');
    // The dialog's closing transition runs on the page's timers.
    await page.clock.resume();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/#\/org\/localuser$/);
  });

  test('Ctrl+K does not open the search over the lock screen', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await page.getByTestId('lock-screen-button').click();
    await expect(page.getByTestId('lock-screen')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: '搜索菜单' })).toHaveCount(0);
    await page.getByTestId('lock-password').fill(ACCOUNTS.acme.password);
    await page.getByTestId('lock-unlock').click();
    await expect(page.getByTestId('lock-screen')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: '搜索菜单' })).toBeVisible();
  });

  test('no match shows the no-data text; hidden entries are never found; Esc and Cancel close', async ({
    signInAs,
  }) => {
    const page = await signInAs('admin');
    await page.keyboard.press('Meta+k');
    const dialog = page.getByRole('dialog', { name: '搜索菜单' });
    await dialog.getByTestId('menu-search-input').fill('企业详情');
    await expect(dialog.getByText('暂无搜索结果')).toBeVisible();
    await dialog.getByTestId('menu-search-input').fill('企业');
    await expect(dialog.getByTestId('menu-search-result')).toHaveText(['账户管理 > 企业管理']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('open-search').click();
    await expect(dialog.getByTestId('menu-search-input')).toHaveValue('');
    await dialog.getByTestId('menu-search-cancel').click();
    await expect(dialog).toHaveCount(0);
  });
});
