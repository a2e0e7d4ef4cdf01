import type { Page } from '@playwright/test';
import { expect, openSettings, sideMenu, test } from './support/session';

/*
 * The menu is built once the session's routes are in, and a group's list renders as it opens: names are
 * compared with retrying assertions, never read once.
 */

/** Expects the top-level group names of the sidebar, in order. */
async function expectGroups(page: Page, names: string[]): Promise<void> {
  await expect(sideMenu(page).locator(':scope > ul > li > button, :scope > ul > li > a')).toHaveText(names, {
    useInnerText: true,
  });
}

/** Opens `group` (if closed) and expects its child names, in order. */
async function expectChildren(page: Page, group: string, names: string[]): Promise<void> {
  const button = sideMenu(page).getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button.locator('xpath=..').locator('ul a')).toHaveText(names, { useInnerText: true });
}

test.describe('menus by role (docs/behaviour.md#screens-and-routes, docs/behaviour.md#validation, docs/behaviour.md#roles-and-permissions)', () => {
  test("admin: the platform groups sorted by orderNo, advanced config on by the account's default until turned off", async ({
    signInAs,
  }) => {
    // The seed turns the advanced-config flag on for admin; this browser's choice then wins.
    const page = await signInAs('admin');
    await expectGroups(page, ['首页', '账户管理', '高级配置', '安全审计', '系统管理', '用户中心']);
    await expectChildren(page, '账户管理', ['企业管理', '授权管理', '代理商管理']);
    await expectChildren(page, '用户中心', ['修改密码', '管理员管理']);
    const drawer = await openSettings(page);
    await expect(drawer.getByTestId('settings-advanced-config')).toBeChecked();
    await drawer.getByText('显示高级配置').click();
    await page.keyboard.press('Escape');
    await expect(sideMenu(page).getByRole('button', { name: '高级配置' })).toHaveCount(0);
    await expectGroups(page, ['首页', '账户管理', '安全审计', '系统管理', '用户中心']);
    await page.reload();
    await expectGroups(page, ['首页', '账户管理', '安全审计', '系统管理', '用户中心']);
    await (await openSettings(page)).getByText('显示高级配置').click();
    await expect(sideMenu(page).getByRole('button', { name: '高级配置' })).toBeVisible();
  });

  test('acme (enterprise): dashboard, app, data, organisation and user groups', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await expectGroups(page, ['首页', '应用管理', '数据管理', '组织管理', '用户中心']);
    await expectChildren(page, '组织管理', [
      '号码管理',
      '部门管理',
      '成员管理',
      '群组管理',
      '图标管理',
      '广播文件管理',
    ]);
    await expectChildren(page, '用户中心', ['修改密码', '企业管理员', '企业定制']);
  });

  test('acme-ops (sub-user): only the screens it holds codes for, the overview always', async ({
    signInAs,
  }) => {
    const page = await signInAs('acmeOps');
    await expectGroups(page, ['首页', '数据管理', '组织管理', '用户中心']);
    await expectChildren(page, '首页', ['概览']);
    await expectChildren(page, '数据管理', ['通话记录']);
    await expectChildren(page, '组织管理', ['部门管理', '成员管理']);
    await expectChildren(page, '用户中心', ['修改密码']);
  });

  test('agency: account management with the enterprise list, its own password, its home page', async ({
    signInAs,
  }) => {
    const page = await signInAs('agency', { path: '/dashboard/index' });
    await expectGroups(page, ['账户管理', '用户中心']);
    await expectChildren(page, '账户管理', ['企业管理']);
    await expectChildren(page, '用户中心', ['修改密码']);
    await page.getByTestId('app-logo').click();
    await expect(page).toHaveURL(/#\/account\/enterprise$/);
  });

  test('accordion: opening a group closes its sibling; collapse shows a mini sidebar', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    const menu = sideMenu(page);
    await menu.getByRole('button', { name: '数据管理' }).click();
    await expect(menu.getByRole('link', { name: '通话记录' })).toBeVisible();
    await menu.getByRole('button', { name: '组织管理' }).click();
    await expect(menu.getByRole('link', { name: '部门管理' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '通话记录' })).toHaveCount(0);
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '48px');
    await menu.getByRole('button', { name: '组织管理' }).hover();
    await page.getByRole('menuitem', { name: '成员管理' }).click();
    await expect(page).toHaveURL(/#\/org\/localuser$/);
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '210px');
  });

  test('the logo goes to the home path', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/about/index' });
    await page.getByTestId('app-logo').click();
    await expect(page).toHaveURL(/#\/dashboard\/index$/);
  });
});
