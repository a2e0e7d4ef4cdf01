import { expect, openSettings, sideMenu, test } from './support/session';

test.describe('mobile layout (docs/behaviour.md#screens-and-routes: below 992 px)', () => {
  test('the menu moves into a drawer and the previous menu settings come back when widening', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '48px');
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('menu-toggle').click();
    const drawer = sideMenu(page);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: '组织管理' }).click();
    await drawer.getByRole('link', { name: '部门管理' }).click();
    await expect(page).toHaveURL(/#\/org\/dept$/);
    await expect(drawer).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('sidebar')).toHaveCSS('width', '48px');
  });
});

test.describe('phone width (390 × 844)', () => {
  test('the header fits, the page never scrolls sideways (tables do, inside), and drawers fit the screen', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { viewport: { width: 390, height: 844 }, path: '/data-mgr/cdr' });
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    // Every header control is on screen: the language, the user and sign-out are icons here.
    await expect(page.getByTestId('logout')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('open-settings')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('locale-picker')).toHaveAccessibleName('简体中文');
    await expect(page.locator('cdr-list').getByRole('button', { name: '查询' })).toBeVisible();
    expect(await pageWidth()).toBe(390);
    // The department tree and its details stack instead of standing side by side.
    await page.goto('/#/org/dept');
    await expect(page.locator('dept-tree').getByRole('treeitem').first()).toBeVisible();
    expect(await pageWidth()).toBe(390);
    await page.goto('/#/org/extension');
    await page.locator('extension-list').getByRole('button', { name: '新增', exact: true }).click();
    const form = page.locator('extension-list').locator('.bp6-drawer');
    await expect(form).toBeVisible();
    // Layout works in 1/64 px and transforms in floats (390.0000153 was seen): compare whole pixels.
    expect(Math.round((await form.boundingBox())?.width ?? Infinity)).toBeLessThanOrEqual(390);
  });
});

test.describe('settings drawer', () => {
  test('content width, settings button position and footer follow the settings', async ({ signInAs }) => {
    const page = await signInAs('acme');
    const drawer = await openSettings(page);
    await drawer.getByLabel('内容区域宽度').selectOption('fixed');
    await expect(page.getByTestId('layout-content')).toHaveClass(/is-fixed-width/);
    await drawer.getByLabel('设置按钮位置').selectOption('fixed');
    await drawer.getByText('页脚').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.dc-settings-fab')).toBeVisible();
    await expect(page.locator('.dc-footer')).toBeVisible();
    // The header's settings button moved to the fixed one at the side; Escape closed the drawer.
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('layout-header').getByTestId('open-settings')).toHaveCount(0);
    await page.locator('.dc-settings-fab').click();
    await page.getByTestId('settings-drawer').getByText('菜单搜索').click();
    await expect(page.getByTestId('open-search')).toHaveCount(0);
    // With the search turned off, Ctrl+K does not open it either.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: '搜索菜单' })).toHaveCount(0);
    await expect(sideMenu(page)).toBeVisible();
  });
});
