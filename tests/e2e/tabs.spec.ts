import type { Page } from '@playwright/test';
import { screen } from './support/alarms';
import { expect, openMenu, openSettings, tabs, test } from './support/session';

/** Marks the visible page's DOM node, so a test can tell a kept page from a re-mounted one. */
async function markCurrentPage(page: Page, mark: string): Promise<void> {
  await page.getByTestId('current-page').evaluate((node, value) => {
    (node as HTMLElement).dataset.mark = value;
  }, mark);
}

/** The mark of the page at `path` once it is the visible one. */
async function pageMark(page: Page, path: string): Promise<string | undefined> {
  const node = page.locator(`[data-testid="current-page"][data-page="${path}"]`);
  await expect(node).toBeVisible();
  return node.evaluate((element) => (element as HTMLElement).dataset.mark);
}

/** Three light screens of one group, so the tests measure the tabs rather than the screens. */
async function openThree(page: Page): Promise<void> {
  await openMenu(page, '应用管理', '考勤管理');
  await openMenu(page, '应用管理', '任务管理');
  await openMenu(page, '应用管理', 'APP 版本');
  await expect(tabs(page)).toHaveText(['概览', '错误日志', '考勤管理', '任务管理', 'APP 版本']);
  await tabs(page).nth(1).locator('.dc-tabs__close').click();
  await expect(tabs(page)).toHaveText(['概览', '考勤管理', '任务管理', 'APP 版本']);
}

test.describe('multi-tab browsing (docs/behaviour.md#screens-and-routes)', () => {
  test('pages become tabs once; the affixed overview cannot be closed; closing the current tab moves left', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    await openThree(page);
    await openMenu(page, '应用管理', '考勤管理');
    await expect(tabs(page)).toHaveCount(4);
    await expect(tabs(page).first().locator('.dc-tabs__close')).toHaveCount(0);
    await tabs(page).nth(3).click();
    await expect(page).toHaveURL(/#\/app-mgr\/appversion$/);
    await tabs(page).nth(3).getByTitle('关闭 APP 版本').click();
    await expect(page).toHaveURL(/#\/app-mgr\/task$/);
    await expect(tabs(page)).toHaveText(['概览', '考勤管理', '任务管理']);
    // By keyboard: Delete on a focused tab closes it; the affixed overview stays.
    await page.getByRole('tab', { name: '任务管理' }).focus();
    await page.keyboard.press('Delete');
    await expect(tabs(page)).toHaveText(['概览', '考勤管理']);
    await page.getByRole('tab', { name: '概览' }).focus();
    await page.keyboard.press('Delete');
    await expect(tabs(page)).toHaveText(['概览', '考勤管理']);
  });

  test('a hidden tab keeps its page mounted; refresh re-mounts it', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/org/dept' });
    await expect(page.locator('[data-page="/org/dept"]')).toBeVisible();
    await markCurrentPage(page, 'dept-state');
    await openMenu(page, '组织管理', '成员管理');
    expect(await pageMark(page, '/org/localuser')).toBeUndefined();
    await expect(page.locator('[data-page="/org/dept"]')).toBeHidden();
    await tabs(page).filter({ hasText: '部门管理' }).click();
    expect(await pageMark(page, '/org/dept')).toBe('dept-state');
    await page.getByTestId('tab-refresh').click();
    await expect(page.locator('[data-page="/org/dept"][data-mark]')).toHaveCount(0);
    expect(await pageMark(page, '/org/dept')).toBeUndefined();
  });

  test('switching away and back keeps a list screen’s filter text, page number and scroll position', async ({
    signInAs,
  }) => {
    // A short window, so the member list (40 seeded members, 20 a page) scrolls the document.
    const page = await signInAs('acme', { path: '/org/localuser', viewport: { width: 1280, height: 500 } });
    const members = await screen(page, 'member-list');
    await expect(members.getByTestId('grid-total')).toHaveText(/共 \d+ 条/);
    await members.getByLabel('关键字').fill('kept filter');
    await members.getByRole('button', { name: '下一页' }).click();
    await expect(members.getByTestId('grid-page')).toHaveText(/^第 2 \//);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);

    await openMenu(page, '组织管理', '部门管理');
    await expect(page.locator('[data-testid="current-page"][data-page="/org/dept"]')).toBeVisible();
    // A page seen for the first time starts at the top, not at the member list's position.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await tabs(page).filter({ hasText: '成员管理' }).click();
    await expect(page.locator('[data-testid="current-page"][data-page="/org/localuser"]')).toBeVisible();
    await expect(members.getByLabel('关键字')).toHaveValue('kept filter');
    await expect(members.getByTestId('grid-page')).toHaveText(/^第 2 \//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  });

  test('context menu: close left, close right, close others, close all', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await openThree(page);
    await tabs(page).nth(2).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭左侧标签页' }).click();
    await expect(tabs(page)).toHaveText(['概览', '任务管理', 'APP 版本']);
    await tabs(page).nth(1).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭右侧标签页' }).click();
    await expect(tabs(page)).toHaveText(['概览', '任务管理']);
    await expect(page).toHaveURL(/#\/app-mgr\/task$/);
    await openMenu(page, '应用管理', '考勤管理');
    await tabs(page).nth(2).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其它标签页' }).click();
    await expect(tabs(page)).toHaveText(['概览', '考勤管理']);
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await page.getByTestId('tab-quick-menu').click();
    await page.getByRole('menuitem', { name: '关闭全部标签页' }).click();
    await expect(tabs(page)).toHaveText(['概览']);
    await expect(page).toHaveURL(/#\/dashboard\/index$/);
  });

  test('drag reorders the tabs', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await openThree(page);
    await tabs(page).nth(3).dragTo(tabs(page).nth(1));
    await expect(tabs(page)).toHaveText(['概览', 'APP 版本', '考勤管理', '任务管理']);
  });

  test('the tab of the page in view is scrolled into the tab bar when more tabs are open than it shows', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { viewport: { width: 1000, height: 700 } });
    await openThree(page);
    for (const item of ['部门管理', '成员管理', '群组管理', '图标管理', '广播文件管理']) {
      await openMenu(page, '组织管理', item);
    }
    const list = page.getByRole('tablist');
    // More tabs than fit: the list scrolls (its scrollbar hidden), and the newest, active tab is in view.
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(page.getByRole('tab', { name: '广播文件管理' })).toBeInViewport({ ratio: 1 });
    await page.getByRole('tab', { name: '概览' }).click();
    await expect(page.getByRole('tab', { name: '概览' })).toBeInViewport({ ratio: 1 });
    await openMenu(page, '组织管理', '广播文件管理');
    await expect(page.getByRole('tab', { name: '广播文件管理' })).toBeInViewport({ ratio: 1 });
  });

  test('with the cache on the tabs survive a reload; the tab bar can be turned off', async ({ signInAs }) => {
    const page = await signInAs('acme');
    const drawer = await openSettings(page);
    await drawer.getByText('刷新后保留标签页').click();
    await expect(drawer.getByLabel('刷新后保留标签页')).toBeChecked();
    await page.keyboard.press('Escape');
    await openMenu(page, '应用管理', '考勤管理');
    await expect(tabs(page)).toHaveText(['概览', '错误日志', '考勤管理']);
    await page.reload();
    await expect(tabs(page)).toHaveText(['概览', '错误日志', '考勤管理']);
    await (await openSettings(page)).getByText('多标签页', { exact: true }).click();
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  });

  test('with the tab bar off the header’s page actions refresh the page and refuse tab-list operations', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { path: '/org/dept' });
    await expect(page.getByTestId('page-actions')).toHaveCount(0);
    await (await openSettings(page)).getByText('多标签页', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
    await markCurrentPage(page, 'dept-state');

    await page.getByTestId('page-actions').click();
    await page.getByRole('menuitem', { name: '关闭全部标签页' }).click();
    await expect(page.getByText('当前未开启多标签页，请在设置中开启！')).toBeVisible();
    await expect(page).toHaveURL(/#\/org\/dept$/);
    expect(await pageMark(page, '/org/dept')).toBe('dept-state');

    await page.getByTestId('page-actions').click();
    await page.getByRole('menuitem', { name: '重新加载' }).click();
    await expect(page.locator('[data-page="/org/dept"][data-mark]')).toHaveCount(0);
    expect(await pageMark(page, '/org/dept')).toBeUndefined();
  });
});

test('a dynamicLevel route keeps at most that many tabs: the oldest enterprise detail goes first', async ({
  signInAs,
}) => {
  // enterpriseDetail/:id (dynamicLevel 3) is a hidden admin route; ids of no enterprise show that the
  // enterprise could not be loaded, but each is a page of its own with its own tab all the same.
  const page = await signInAs('admin', { path: '/dashboard/index' });
  // A detail tab is titled by the enterprise's name once it is loaded: these are told apart by their path.
  const detail = (id: string) =>
    page.locator(`[data-testid="tab"][data-path="/account/enterpriseDetail/${id}"]`);
  for (const id of ['101', '102', '103']) {
    await page.goto(`/#/account/enterpriseDetail/${id}`);
    await expect(tabs(page).last()).toHaveAttribute('data-path', `/account/enterpriseDetail/${id}`);
  }
  const details = page.locator('[data-testid="tab"][data-path^="/account/enterpriseDetail/"]');
  await expect(details).toHaveCount(3);
  await page.goto('/#/account/enterpriseDetail/104');
  await expect(tabs(page).last()).toHaveAttribute('data-path', '/account/enterpriseDetail/104');
  await expect(details).toHaveCount(3);
  await expect(detail('101')).toHaveCount(0);
});
