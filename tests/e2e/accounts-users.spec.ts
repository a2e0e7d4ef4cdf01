import { screen } from './support/alarms';
import { englishAssistiveLabels, recordToastButtons, shownToastButtons } from './support/assistive';
import { seriousViolations } from './support/axe';
import { expect, sideMenu, test } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';

/*
 * In Chromium: acme creates a sub-user with two grants in the permission tree; the sub-user signs in
 * and sees exactly those screens (and the overview, always); the platform administrator adds an administrator.
 */

test('acme creates a sub-user with two grants, who then sees exactly those menus', async ({
  signInAs,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const username = `acme-sub-${testInfo.repeatEachIndex}-${Date.now() % 100000}`;
  const page = await signInAs('acme', { path: '/user/admin' });
  const list = await screen(page, 'enterprise-admin-list');
  await list.getByRole('button', { name: '新增' }).click();
  const drawer = list.locator('.bp6-drawer');
  await drawer.locator('#dc-field-username').fill(username);
  await drawer.locator('#dc-field-password').fill('SubUser@123');
  await drawer.locator('#dc-field-name').fill('调度子账号');
  const tree = drawer.locator('.dc-permit-tree');
  await tree.locator('[data-screen="dept"]').getByRole('button').click();
  await tree.locator('[data-screen="dept"] .dc-permit-actions').getByText('查看').click();
  await tree.locator('[data-screen="cdr"]').getByRole('button').click();
  await tree.locator('[data-screen="cdr"] .dc-permit-actions').getByText('查看').click();
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(list.getByText(username)).toBeVisible();

  const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
  try {
    const sub = await context.newPage();
    await sub.goto('/#/login');
    await signIn(sub, username, 'SubUser@123');
    await expectSignedIn(sub, username);
    const groups = sideMenu(sub).locator(':scope > ul > li > button, :scope > ul > li > a');
    await expect(groups).toHaveText(['首页', '数据管理', '组织管理'], { useInnerText: true });
  } finally {
    await context.close();
  }
});

test('the platform administrator adds an administrator', async ({ signInAs }, testInfo) => {
  const username = `ops-${testInfo.repeatEachIndex}-${Date.now() % 100000}`;
  const page = await signInAs('admin', { path: '/user/admin' });
  await recordToastButtons(page);
  await page.reload();
  const list = await screen(page, 'admin-account-list');
  await expect(list.getByText('admin', { exact: true })).toBeVisible();
  await list.getByRole('button', { name: '新增' }).click();
  const drawer = list.locator('.bp6-drawer');
  await expect(drawer.locator('.dc-permit-tree')).toHaveCount(0);
  // The form drawer closes with a button in Chinese, and nothing on the page is labelled in Blueprint's English.
  await expect(drawer.getByRole('button', { name: '关闭' })).toBeVisible();
  expect(await englishAssistiveLabels(page.locator('body'))).toEqual([]);
  await drawer.locator('#dc-field-username').fill(username);
  await drawer.locator('#dc-field-password').fill('Operator@123');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(list.getByText(username)).toBeVisible();
  // The "saved" toast is dismissed by a button in Chinese too.
  await expect.poll(() => shownToastButtons(page)).toContain('关闭');
  expect(await shownToastButtons(page)).not.toContain('Close');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
});
