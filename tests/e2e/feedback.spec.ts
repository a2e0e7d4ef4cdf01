import { tinyPng } from '../api/support/pictures';
import { screen } from './support/alarms';
import { appSignIn, DEMO_MEMBERS } from './support/appApi';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/session';

/*
 * `<feedback-list>` in Chromium: a member reports a problem through the app's endpoint with a
 * screenshot and a log; admin finds it, sees the picture inline and the log as text, replies and resolves
 * it, and the app reads the reply back.
 */

test('admin reads a report sent through the app, with its attachments, and replies', async ({ signInAs }) => {
  test.setTimeout(90_000);
  const member = await appSignIn('8001', DEMO_MEMBERS[0], { deviceId: 'e2e-feedback-phone' });
  const text = `Map tiles stay blank ${Date.now() % 100000}`;
  const sent = await member.upload<{ id: string }>(
    '/app/feedback/submit',
    { name: 'screen.png', type: 'image/png', content: tinyPng() },
    { category: 'location', content: text },
  );
  await member.upload(
    '/app/feedback/attach',
    { name: 'app.log', type: 'text/plain', content: 'E/MapView: tile 404 at z=12\n' },
    { feedbackId: sent.id },
  );

  const page = await signInAs('admin', { path: '/system/feedback' });
  const list = await screen(page, 'feedback-list');
  await list.getByRole('textbox', { name: '关键字' }).fill(text);
  await list.getByRole('button', { name: '查询' }).click();
  const row = list.locator(`tr[data-feedback-id="${sent.id}"]`);
  await expect(row).toContainText('新反馈');
  await expect(row).toContainText('定位');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /查看/ }).click();
  const detail = list.locator('form[part="detail"]');
  await expect(detail.getByTestId('feedback-content')).toHaveText(text);
  await expect(detail.locator('img[alt="screen.png"]')).toBeVisible();
  await expect(detail.locator('pre')).toContainText('tile 404 at z=12');
  expect(await seriousViolations(page)).toEqual([]);
  await detail.locator('#dc-fb-reply').fill('已在 2.3.1 修复，请更新');
  await detail.locator('#dc-fb-status').selectOption('resolved');
  await detail.getByRole('button', { name: '保存回复' }).click();
  await expect(row).toContainText('已解决');

  const mine = await member.call<{ records: { id: string; status: string; reply: string }[] }>(
    'GET',
    '/app/feedback/mine',
  );
  expect(mine.records.find((record) => record.id === sent.id)).toMatchObject({
    status: 'resolved',
    reply: '已在 2.3.1 修复，请更新',
  });
});
