import path from 'node:path';
import Database from 'better-sqlite3';
import type { AppTask } from '../../src/contract/apps/appTask';
import { screen } from './support/alarms';
import { appSignIn } from './support/appApi';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { E2E_DATA_DIR } from './support/serverDatabase';
import { expect, test } from './support/session';

/*
 * `<app-task-list>` in Chromium: acme creates a task for a call group, a member of the group accepts
 * it through the app endpoint (played from the test process), and the open task's log shows it without a
 * reload; then in English the member finishes it and the log follows again. Axe on the form and the detail.
 */

/** An acme call group with an enabled member, read from the e2e server's database. */
function acmeCallGroup(): { name: string; number: string; memberAccount: string } {
  const database = new Database(path.join(E2E_DATA_DIR, 'console.db'), { readonly: true });
  try {
    database.pragma('busy_timeout = 5000');
    const row = database
      .prepare(
        `SELECT g.name AS name, g.number AS number, m.account AS memberAccount
         FROM call_groups g
         JOIN enterprises e ON e.id = g.enterprise_id
         JOIN call_group_members cm ON cm.call_group_id = g.id
         JOIN members m ON m.id = cm.member_id
         WHERE e.prefix = '8001' AND m.status = 'enabled'
           -- Still on the seed's app password (the seed hashes it once for all demo members): other specs
           -- add members to groups or reset their passwords.
           AND m.password_hash = (SELECT password_hash FROM members WHERE account = 'farah.silva01')
         ORDER BY g.number, m.account LIMIT 1`,
      )
      .get() as { name: string; number: string; memberAccount: string } | undefined;
    if (!row) throw new Error('acme has no call group with an enabled member');
    return row;
  } finally {
    database.close();
  }
}

test('acme gives a call group a task; a member accepts it in the app and the log updates live', async ({
  signInAs,
}) => {
  test.setTimeout(90_000);
  const group = acmeCallGroup();
  const title = `巡检水泵 ${Date.now() % 100000}`;
  const page = await signInAs('acme', { path: '/app-mgr/task' });
  const tasks = await screen(page, 'app-task-list');

  await tasks.getByRole('button', { name: '新建任务' }).click();
  const form = tasks.locator('[part="form"]');
  await form.locator('#dc-task-title').fill(title);
  await form.locator('#dc-task-content').fill('检查 3 号泵房');
  await form.locator('#dc-task-priority').selectOption('high');
  await form.locator('#dc-task-deadline').fill('2099-01-01T10:00');
  await form.locator('#dc-task-callGroupId').selectOption({ label: `${group.name} (${group.number})` });
  expect(await seriousViolations(page)).toEqual([]);
  await tasks.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  await tasks.locator('#dc-filter-keyword').fill(title);
  await tasks.locator('#dc-filter-keyword').press('Enter');
  await expect(tasks.getByText(title)).toBeVisible();
  await tasks.getByRole('button', { name: '详情' }).click();
  const detail = tasks.locator('[part="detail"]');
  const log = detail.getByTestId('task-log');
  await expect(log.locator('li')).toHaveCount(1);
  await expect(log).toContainText('创建了任务');
  await expect(detail.locator('[data-field="status"]')).toContainText('新建');

  // The member, in the dispatch app: the task is on their list through the call group; they accept it.
  const member = await appSignIn('8001', group.memberAccount);
  const listed = await member.call<{ records: AppTask[] }>('GET', '/app/task/list');
  const task = listed.records.find((row) => row.title === title);
  expect(task, 'the task on the member list').toBeTruthy();
  await member.call('POST', '/app/task/accept', { id: task?.id ?? '' });
  await member.call('POST', '/app/task/comment', { id: task?.id ?? '', text: 'On my way' });

  await expect(log.locator('li[data-action="accepted"]')).toContainText('接单');
  await expect(log.locator('li[data-action="accepted"]')).toContainText(group.memberAccount);
  await expect(log.locator('li[data-action="comment"]')).toContainText('On my way');
  await expect(detail.locator('[data-field="status"]')).toContainText('已接单');
  expect(await seriousViolations(page)).toEqual([]);

  // A console comment goes to the log too.
  await detail.locator('#dc-task-comment-text').fill('收到，注意安全');
  await detail.getByRole('button', { name: '发表评论' }).click();
  await expect(log.locator('li[data-action="comment"]')).toHaveCount(2);

  // In English: the member finishes the task and the open log follows again.
  await detail.locator('#dc-task-comment-text').press('Escape');
  await expect(detail).toBeHidden();
  await chooseLocale(page, 'English');
  await tasks.getByRole('button', { name: 'Details' }).click();
  await expect(detail.getByRole('heading', { name: 'Task log' })).toBeVisible();
  await member.call('POST', '/app/task/update', { id: task?.id ?? '', status: 'done', note: 'Pump fixed' });
  await expect(log.locator('li[data-action="done"]')).toContainText('finished the task');
  await expect(log.locator('li[data-action="done"]')).toContainText('Pump fixed');
  await expect(detail.locator('[data-field="status"]')).toContainText('Done');
  expect(await seriousViolations(page)).toEqual([]);
});
