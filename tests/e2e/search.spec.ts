import { expect, test } from './support/session';

test.describe('menu search (spec §2)', () => {
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
