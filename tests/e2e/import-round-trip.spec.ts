import fs from 'node:fs';
import { expect, test } from './support/session';

/*
 * docs/behaviour.md "Import and export", in Chromium as acme: the extension list's own CSV export imports
 * back unchanged with "update existing rows" (every row updated, none created), and on a bad file the
 * dialog counts the rows in error as the server's answer does.
 */

function csvRows(text: string): string[][] {
  // Acme's extensions hold no commas, quotes or line breaks: a plain split reads the export.
  return text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

test('the exported extension list imports back with "update existing rows"; a bad file is counted by rows as the server counts them', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/org/extension' });
  const list = page.locator('extension-list');
  await expect(list.getByRole('toolbar').first()).toBeVisible({ timeout: 15_000 });

  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: '导出', exact: true }).click();
  await list.getByRole('menuitem', { name: '导出为 CSV' }).click();
  const exported = fs.readFileSync(await (await download).path());
  const rows = csvRows(exported.toString('utf8'));
  const count = rows.length - 1;
  expect(count).toBeGreaterThan(0);
  // The export names the bound member and other read-only columns; the import skips them.
  expect(rows[0]).toContain('绑定成员');

  await list.getByRole('button', { name: '导入' }).click();
  const dialog = list.locator('.bp6-dialog');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'extensions.csv', mimeType: 'text/csv', buffer: exported });
  const updateExisting = dialog.getByRole('checkbox', { name: '更新已有数据' });
  await expect(updateExisting).not.toBeChecked();
  await dialog.getByText('更新已有数据', { exact: true }).click();
  await expect(updateExisting).toBeChecked();
  await dialog.getByRole('button', { name: '上传并导入' }).click();
  await expect(list.getByText(`已导入 ${count} 行：新建 0 行，更新 ${count} 行`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Row 2 has two errors (a count that is no number, a flag that is no flag), row 3 one: two rows in error.
  const header = rows[0]!;
  const bad = [header, [...rows[1]!], [...rows[1]!]];
  bad[1]![header.indexOf('最大注册数')] = 'many';
  bad[1]![header.indexOf('启用')] = 'perhaps';
  bad[2]![header.indexOf('免打扰')] = 'sometimes';
  const badFile = Buffer.from(`${bad.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');
  await list.getByRole('button', { name: '导入' }).click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'extensions-bad.csv', mimeType: 'text/csv', buffer: badFile });
  const answer = page.waitForResponse((response) => response.url().endsWith('/extension/import'));
  await dialog.getByRole('button', { name: '上传并导入' }).click();
  const envelope = (await (await answer).json()) as { message: string; data: { errors: unknown[] } };
  expect(envelope.message).toBe('未导入任何数据：2 行共有 3 处错误');
  expect(envelope.data.errors).toHaveLength(3);
  await expect(dialog.getByRole('alert')).toContainText(
    '2 行共有 3 处错误，没有导入或修改任何数据。请改正下列各行后重新导入。',
  );
  await expect(dialog.getByRole('table', { name: '错误行列表' }).getByRole('row')).toHaveCount(4);
});
