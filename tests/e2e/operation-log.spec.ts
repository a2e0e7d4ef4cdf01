import type { Locator, Page } from '@playwright/test';
import { screen } from './support/alarms';
import { englishAssistiveLabels } from './support/assistive';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { expect, test } from './support/session';

/*
 * `<operation-log-list>` in Chromium: acme changes something in its console; the platform
 * administrator finds the line in the operation log, reads the operation in words and opens it to see
 * each changed field before and after. The screen has no serious accessibility finding.
 */

async function createDepartment(page: Page, name: string): Promise<void> {
  await page.goto('/#/org/dept');
  const tree = await screen(page, 'dept-tree');
  await tree.getByRole('button', { name: '新增顶级部门' }).click();
  const drawer = tree.locator('.bp6-drawer');
  await drawer.locator('#dc-field-name').fill(name);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(tree.getByRole('treeitem', { name })).toBeVisible();
}

async function search(page: Page, log: Locator): Promise<void> {
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/operlog/page'));
  await log.getByRole('button', { name: '查询' }).click();
  await listed;
  await expect(log.locator('.dc-grid-body')).toHaveAttribute('aria-busy', 'false');
}

test("the operation log shows an enterprise's change to the platform administrator, field by field", async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `审计部门 ${testInfo.repeatEachIndex}-${Date.now() % 100000}`;
  const acme = await signInAs('acme', { path: '/org/dept' });
  await createDepartment(acme, name);

  const page = await signInAs('admin', { path: '/security-audits/operlog' });
  const log = await screen(page, 'operation-log-list');
  await log.getByLabel('账号', { exact: true }).fill('acme');
  await log.getByLabel('账号、操作、对象、变更内容或 IP', { exact: true }).fill(name);
  await search(page, log);
  await expect(log.locator('.dc-grid-footer')).toContainText('共 1 条');
  await expect(log.getByText('部门管理 · 新增', { exact: true })).toBeVisible();
  // The detail column reads as a sentence, not JSON.
  const sentence = log.locator('[data-detail]').first();
  await expect(sentence).toContainText(`部门管理 · 新增 ${name}`);
  await expect(sentence).not.toContainText('{');
  await expect(log.getByText('Acme Logistics')).toBeVisible();

  await log.getByRole('button', { name: '详情' }).first().click();
  const detail = log.locator('[part="detail"]');
  await expect(detail).toBeVisible();
  await expect(detail.locator('td[data-field="role"]')).toHaveText('企业管理员');
  await expect(detail.locator('tr[data-field="name"]')).toContainText(name);
  // A Chinese page carries no English assistive label of Blueprint's: selects, the drawer's close, the calendar.
  expect(await englishAssistiveLabels(log)).toEqual([]);
  await log.getByRole('button', { name: '关闭' }).click();
  await expect(detail).toBeHidden();
  await log.locator('.dc-time-input input').first().press('ArrowDown');
  await expect(log.getByRole('button', { name: '上个月' })).toBeVisible();
  expect(await englishAssistiveLabels(log)).toEqual([]);
  await page.keyboard.press('Escape');

  expect(await seriousViolations(page)).toEqual([]);

  // In English the same line reads in English words, the detail as a sentence.
  await chooseLocale(page, 'English');
  await expect(log.getByText('Departments · Add', { exact: true })).toBeVisible();
  await expect(sentence).toContainText(`Departments · Add ${name}`);
  await log.getByRole('button', { name: 'Details' }).first().click();
  await expect(detail.locator('td[data-field="role"]')).toHaveText('Enterprise administrator');
  await expect(detail.locator('tr[data-field="name"]')).toContainText(name);
});
