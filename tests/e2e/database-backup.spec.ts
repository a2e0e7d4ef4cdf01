import fs from 'node:fs/promises';
import { ACCOUNTS } from './support/accounts';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { type AccountName, expect, storageStateOf, test } from './support/session';
import { renewStoredSessions } from './support/storedSessions';

/*
 * `<database-backup-list>` in Chromium, as admin: take a backup of the running server's database,
 * download it, restore it after the confirmation, and see the console go on working.
 */

test('admin takes a backup, downloads it and restores it; the console keeps working', async ({
  signInAs,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await signInAs('admin', { path: '/security-audits/database-backup' });
  const backups = await screen(page, 'database-backup-list');
  await expect(backups.getByTestId('backup-engine')).toContainText('SQLite');
  const before = await backups.locator('tbody tr').count();

  await backups.getByRole('button', { name: '立即备份' }).click();
  await expect(backups.locator('tbody tr')).toHaveCount(before + 1, { timeout: 20_000 });
  const newest = backups.locator('tbody tr').first();
  await expect(newest).toContainText('admin');

  const downloading = page.waitForEvent('download');
  await newest.getByRole('button', { name: '下载' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dispatch-console-b\d{8}-\d{6}-[a-z0-9]{6}\.sqlite\.gz$/);
  const saved = await download.path();
  expect((await fs.stat(saved!)).size).toBeGreaterThan(1000);

  await newest.getByRole('button', { name: '恢复' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('的备份替换当前数据库');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: '恢复' }).click();
  await expect(backups.getByText(/数据库已恢复到 .* 的备份/)).toBeVisible({ timeout: 20_000 });

  // Still signed in and served: another screen loads its rows.
  await page.goto('/#/security-audits/operlog');
  const log = await screen(page, 'operation-log-list');
  await expect(log.locator('.dc-grid-body')).toHaveAttribute('aria-busy', 'false');
  await expect(log.locator('.dc-grid-footer')).toContainText(/共 \d+ 条/);

  // Every other session ended with the restore: acme's kept browser storage is signed out now.
  const others = (Object.keys(ACCOUNTS) as AccountName[]).filter((account) => account !== 'admin');
  const acmeContext = await browser.newContext({ baseURL, storageState: storageStateOf('acme') });
  const acmePage = await acmeContext.newPage();
  await acmePage.goto('/#/dashboard/index');
  await expect(acmePage).toHaveURL(/#\/login/, { timeout: 15_000 });
  await acmeContext.close();
  // The rest of the run signs in with the kept storage of each account: sign them in again.
  await renewStoredSessions(browser, baseURL!, others);
});
