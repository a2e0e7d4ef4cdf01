import type { Locator, Page, TestInfo } from '@playwright/test';
import { membersXlsx, toneWav } from './support/orgFiles';
import { expect, test } from './support/session';

/*
 * In Chromium, as acme on the console (the shell renders each organisation screen by its tag at
 * its route): a department, a member in it, a range-created extension bound to the member, a call group
 * with the member; 1,000 members imported from an XLSX file; a broadcast file uploaded and played; and
 * acme-ops, who may only read departments and members. Acme's enterprise prefix is 8001 (seed).
 */

const RUN_STAMP = Date.now().toString(36).slice(-5);

/**
 * What a test names its records after: the run's stamp and the repetition, so a test repeated on the same
 * server (`--repeat-each`) creates records of its own rather than clashing with the ones it made before.
 */
function stampOf(testInfo: TestInfo): string {
  return `${RUN_STAMP}${testInfo.repeatEachIndex}`;
}

async function screenOf(page: Page, tag: string): Promise<Locator> {
  const element = page.locator(tag);
  await expect(element.getByRole('toolbar').first()).toBeVisible({ timeout: 15_000 });
  return element;
}

/** The open form drawer of an element (Blueprint portals it inside the element's shadow root). */
function drawer(element: Locator): Locator {
  return element.locator('.bp6-drawer');
}

async function chooseDepartment(element: Locator, button: Locator, name: string): Promise<void> {
  await button.click();
  const picker = element.locator('.dc-dept-picker');
  await picker.getByRole('textbox').fill(name);
  await picker.getByRole('treeitem', { name }).click();
  await expect(picker).toBeHidden();
}

async function createDepartment(page: Page, name: string): Promise<void> {
  await page.goto('/#/org/dept');
  const tree = await screenOf(page, 'dept-tree');
  await tree.getByRole('button', { name: '新增顶级部门' }).click();
  await drawer(tree).locator('#dc-field-name').fill(name);
  await drawer(tree).getByRole('button', { name: '保存' }).click();
  await expect(drawer(tree)).toBeHidden();
  await expect(tree.getByRole('treeitem', { name })).toBeVisible();
}

async function chooseMember(
  element: Locator,
  button: Locator,
  account: string,
  label: string,
): Promise<void> {
  await button.click();
  const menu = element.locator('.dc-member-select');
  await menu.getByRole('textbox').fill(account);
  await menu.getByRole('menuitem', { name: label }).click();
}

test('acme creates a department, adds a member into it, gives the member a range-created extension and puts the member in a call group', async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = stampOf(testInfo);
  const deptName = `E2E 部门 ${stamp}`;
  const account = `e2e.${stamp}`;
  const memberName = `测试成员 ${stamp}`;
  const memberLabel = `${memberName} (${account})`;
  // Five extensions from suffix 700, 710, … (one ten per repetition): the keyword `8001${tens}` finds them.
  // Not 90x: the seed's call groups have 8001900–8001902, and an extension may not take a group's number.
  const tens = 70 + (testInfo.repeatEachIndex % 10);
  const page = await signInAs('acme', { path: '/org/dept' });
  await createDepartment(page, deptName);

  // A member in it, the department chosen in the tree selection of the form.
  await page.goto('/#/org/localuser');
  const members = await screenOf(page, 'member-list');
  await members.getByRole('button', { name: '新增' }).click();
  const form = drawer(members);
  await form.locator('#dc-field-account').fill(account);
  await form.locator('#dc-field-name').fill(memberName);
  await chooseDepartment(members, form.locator('#dc-field-deptId'), deptName);
  await expect(form.locator('#dc-field-deptId')).toHaveText(deptName);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await chooseDepartment(members, members.locator('.dc-toolbar-field button'), deptName);
  await expect(members.getByText('共 1 条')).toBeVisible();
  await expect(members.getByText(account)).toBeVisible();

  // A range of extensions after the enterprise prefix; the first one bound to the member.
  await page.goto('/#/org/extension');
  const extensions = await screenOf(page, 'extension-list');
  await extensions.getByRole('button', { name: '批量新增号段' }).click();
  const dialog = extensions.locator('.bp6-dialog');
  await dialog.locator('#dc-range-start').fill(`${tens}0`);
  await dialog.locator('#dc-range-count').fill('5');
  await expect(dialog.getByTestId('range-preview')).toHaveText(
    `将创建 5 个分机：8001${tens}0 – 8001${tens}4`,
  );
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await extensions.getByLabel('关键字').fill(`8001${tens}`);
  await extensions.getByLabel('关键字').press('Enter');
  await expect(extensions.getByText('共 5 条')).toBeVisible();
  await extensions.getByRole('button', { name: '绑定成员' }).first().click();
  const bind = extensions.locator('.bp6-dialog');
  await chooseMember(extensions, bind.locator('#dc-bind-member'), account, memberLabel);
  await bind.locator('.bp6-dialog-footer').getByRole('button', { name: '绑定成员' }).click();
  await expect(bind).toBeHidden();
  await expect(extensions.getByText(memberLabel)).toBeVisible();

  // The member now shows the extension.
  await page.goto('/#/org/localuser');
  const again = await screenOf(page, 'member-list');
  await again.getByLabel('关键字').fill(account);
  await again.getByLabel('关键字').press('Enter');
  await expect(again.getByText(`8001${tens}0`)).toBeVisible();

  // A call group with the member, chosen in the two-pane selector.
  await page.goto('/#/org/callgroup');
  const groups = await screenOf(page, 'call-group-list');
  await groups.getByRole('button', { name: '新增' }).click();
  const groupForm = drawer(groups);
  await groupForm.locator('#dc-field-name').fill(`E2E 组 ${stamp}`);
  await groupForm.locator('#dc-field-number').fill(`80016${String(Date.now()).slice(-5)}`); // under Acme's prefix, 8001
  await groupForm.locator('#dc-field-strategy').selectOption('sequence');
  await groupForm.locator('#dc-field-memberIds').fill(account);
  await groupForm.locator('.dc-picker-list label', { hasText: memberLabel }).click();
  await groupForm.getByRole('button', { name: '添加所选（1）' }).click();
  await expect(groupForm.getByText(`1. ${memberLabel}`)).toBeVisible();
  await groupForm.getByRole('button', { name: '保存' }).click();
  await expect(groupForm).toBeHidden();
  await groups.getByLabel('关键字').fill(`E2E 组 ${stamp}`);
  await groups.getByLabel('关键字').press('Enter');
  await expect(groups.getByText('1 人')).toBeVisible();

  // Disabling the member asks first; cancelled, nothing changes.
  await page.goto('/#/org/localuser');
  const list = await screenOf(page, 'member-list');
  await list.getByLabel('关键字').fill(account);
  await list.getByLabel('关键字').press('Enter');
  await expect(list.getByText('共 1 条')).toBeVisible();
  // The one row's button (the toolbar's batch buttons appear only with a selection).
  const disable = list.getByRole('button', { name: '停用' }).first();
  await disable.click();
  const confirm = list.locator('.bp6-alert');
  await expect(confirm).toContainText('停用 1 名成员？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await disable.click();
  await list.locator('.bp6-alert').getByRole('button', { name: '停用' }).click();
  await expect(list.getByRole('button', { name: '启用' }).first()).toBeVisible();
});

test('acme imports 1,000 members from an XLSX file into a department', async ({ signInAs }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = stampOf(testInfo);
  const dept = `E2E 导入 ${stamp}`;
  const file = testInfo.outputPath('members.xlsx');
  const fs = await import('node:fs/promises');
  await fs.writeFile(file, await membersXlsx(1000, `imp.${stamp}.`, dept));

  const page = await signInAs('acme', { path: '/org/dept' });
  await createDepartment(page, dept);
  await page.goto('/#/org/localuser');
  const members = await screenOf(page, 'member-list');
  await members.getByRole('button', { name: '导入' }).click();
  const dialog = members.locator('.bp6-dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: '上传并导入' }).click();
  // Either every row went in, or the dialog says why not (the assertion after shows the reason).
  await expect(members.getByText('已导入 1000 行').or(dialog.getByRole('alert'))).toBeVisible({
    timeout: 60_000,
  });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await chooseDepartment(members, members.locator('.dc-toolbar-field button'), dept);
  await expect(members.getByText('共 1000 条')).toBeVisible();
});

test('acme uploads a broadcast file and plays it through its signed media URL', async ({
  signInAs,
}, testInfo) => {
  const stamp = stampOf(testInfo);
  const file = testInfo.outputPath(`tone-${stamp}.wav`);
  const fs = await import('node:fs/promises');
  await fs.writeFile(file, toneWav(1));

  const page = await signInAs('acme', { path: '/org/broadcast-file' });
  const files = await screenOf(page, 'broadcast-file-list');
  await files.getByTestId('upload-input').setInputFiles(file);
  await expect(files.getByText(`tone-${stamp}`, { exact: true })).toBeVisible();
  await files.getByRole('button', { name: `播放“tone-${stamp}”` }).click();
  const audio = files.getByTestId('broadcast-audio');
  await expect(audio).toHaveAttribute('src', /\/api\/media\/.+\?exp=\d+&sig=/);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
    .toBeGreaterThan(0);
  expect(await audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(1);
  await audio.evaluate((element: HTMLAudioElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0);
});

test('acme-ops sees departments and members read-only', async ({ signInAs }) => {
  const page = await signInAs('acmeOps', { path: '/org/dept' });
  const tree = await screenOf(page, 'dept-tree');
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  await tree.getByRole('treeitem').first().click();
  await expect(tree.locator('[part="details"]')).toBeVisible();
  await expect(tree.getByRole('button', { name: '新增顶级部门' })).toHaveCount(0);
  await expect(tree.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(tree.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(tree.getByRole('treeitem').first()).not.toHaveAttribute('draggable', 'true');

  const extensionReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/extension/')) extensionReads.push(request.url());
  });
  await page.goto('/#/org/localuser');
  const members = await screenOf(page, 'member-list');
  await expect(members.getByText(/共 \d+ 条/)).toBeVisible();
  await expect(members.getByRole('button', { name: '新增' })).toHaveCount(0);
  await expect(members.getByRole('button', { name: '导入' })).toHaveCount(0);
  await expect(members.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(members.getByRole('button', { name: '重置密码' })).toHaveCount(0);
  // Without extension:search the extension numbers still show: they come with the member rows, so no
  // /extension/get is asked (and refused) per row.
  await expect(members.locator('.bp6-table-header', { hasText: '分机' }).first()).toBeVisible();
  await expect(members.getByText(/^8001\d{3,}$/).first()).toBeVisible();
  expect(extensionReads).toEqual([]);
  await expect(page.getByTestId('error-log-count')).toHaveCount(0);
});
