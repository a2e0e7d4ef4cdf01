import { screen } from './support/alarms';
import { chooseLocale } from './support/locale';
import { expect, openSettings, test } from './support/session';

test.describe('theme and colours (docs/behaviour.md#screens-and-routes theme, docs/behaviour.md#constants)', () => {
  test('dark mode paints the header #151515 and the sidebar #212121, and survives a reload', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    await expect(page.locator('html')).not.toHaveClass(/bp6-dark/);
    await expect(page.getByTestId('layout-header')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/bp6-dark/);
    await expect(page.getByTestId('layout-header')).toHaveCSS('background-color', 'rgb(21, 21, 21)');
    await expect(page.getByTestId('sidebar')).toHaveCSS('background-color', 'rgb(33, 33, 33)');
    await page.reload();
    await expect(page.getByTestId('layout-header')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('theme-toggle').click();
    await expect(page.getByTestId('layout-header')).toHaveAttribute('data-theme', 'light');
  });

  test('header, sidebar and theme colours from the settings, with text for their darkness; reset', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    const drawer = await openSettings(page);
    await drawer.getByTestId('settings-header-bg').getByRole('radio', { name: '#009688' }).click();
    await expect(page.getByTestId('layout-header')).toHaveCSS('background-color', 'rgb(0, 150, 136)');
    await expect(page.getByTestId('layout-header')).toHaveAttribute('data-theme', 'dark');
    await drawer.getByTestId('settings-sidebar-bg').getByRole('radio', { name: '#ffffff' }).click();
    await expect(page.getByTestId('sidebar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-theme', 'light');
    await drawer.getByTestId('settings-theme-color').getByRole('radio', { name: '#ff5c93' }).click();
    await expect(page.locator('html')).toHaveCSS('--dc-primary', '#ff5c93');
    await drawer.getByText('折叠菜单显示名称').click();
    await drawer.getByText('折叠菜单', { exact: true }).click();
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '80px');
    await page.reload();
    await expect(page.getByTestId('layout-header')).toHaveCSS('background-color', 'rgb(0, 150, 136)');
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '80px');
    await (await openSettings(page)).getByTestId('settings-reset').click();
    await expect(page.getByTestId('layout-header')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.getByTestId('sidebar')).toHaveCSS('background-color', 'rgb(0, 21, 41)');
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '210px');
  });
});

test.describe('locale (docs/behaviour.md#screens-and-routes locale picker)', () => {
  test('switching the language changes menus, tabs, breadcrumb and title, keeping the open pages', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { path: '/org/dept' });
    await expect(page).toHaveTitle('部门管理 - 调度管理平台');
    await chooseLocale(page, 'English');
    await expect(page).toHaveTitle('Departments - Dispatch Console');
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Departments' })).toBeVisible();
    await expect(page.getByTestId('tab-bar').getByRole('tab')).toHaveText(['Overview', 'Departments']);
    await expect(page.getByTestId('breadcrumb')).toContainText('Organisation');
    await chooseLocale(page, '简体中文');
    await expect(page.getByTestId('tab-bar').getByRole('tab')).toHaveText(['概览', '部门管理']);
  });

  test('a list screen keeps its typed filter and page while the language changes', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/org/localuser' });
    const members = await screen(page, 'member-list');
    await members.getByLabel('关键字').fill('kept filter');
    await members.getByRole('button', { name: '下一页' }).click();
    await expect(members.getByTestId('grid-page')).toHaveText(/^第 2 \//);
    await chooseLocale(page, 'English');
    await expect(page).toHaveTitle('Members - Dispatch Console');
    await expect(members.getByLabel('Keyword')).toHaveValue('kept filter');
    await expect(members.getByTestId('grid-page')).toHaveText(/^Page 2 /);
  });

  test('with “reload after changing the language” on, a language change reloads the page', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { path: '/org/dept' });
    await (await openSettings(page)).getByText('切换语言后刷新页面').click();
    await page.keyboard.press('Escape');
    // A mark on the window survives anything but a reload.
    await page.evaluate(() => {
      (window as Window & { beforeLocaleChange?: boolean }).beforeLocaleChange = true;
    });
    await chooseLocale(page, 'English');
    await expect(page).toHaveTitle('Departments - Dispatch Console');
    await expect
      .poll(() =>
        page.evaluate(() => (window as Window & { beforeLocaleChange?: boolean }).beforeLocaleChange),
      )
      .toBeUndefined();
    await expect(page.getByTestId('locale-picker')).toHaveText('English');
  });
});
