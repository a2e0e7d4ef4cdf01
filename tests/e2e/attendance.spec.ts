import { screen } from './support/alarms';
import { appSignIn } from './support/appApi';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { expect, test } from './support/session';

/*
 * `<attendance-list>` in Chromium, as acme: give Headquarters a rule whose work starts at
 * midnight with no grace on every day, have a member of it check in through the app endpoint (as the
 * dispatch app does), and see the check late in the records, the daily report and the member's calendar,
 * in Chinese and in English, with no serious axe findings.
 */

const MEMBER_ACCOUNT = 'farah.silva01';
const CENTRE = { latitude: 31.2304, longitude: 121.4737 };

test('acme sets a department’s rule, a member checks in late through the app, the report shows it', async ({
  signInAs,
}) => {
  test.setTimeout(120_000);
  const page = await signInAs('acme', { path: '/app-mgr/attendance' });
  const attendance = await screen(page, 'attendance-list');

  // Rules: the first department (Headquarters) is chosen; it starts on the default rule.
  await attendance.getByRole('tab', { name: '考勤规则' }).click();
  const source = attendance.getByTestId('rule-source');
  // An earlier run (--repeat-each) left its rule: removed first, after a confirmation.
  await expect(source).toContainText(/默认规则|本部门的规则/);
  if ((await source.textContent())?.includes('本部门的规则')) {
    await attendance.getByRole('button', { name: '删除本部门规则' }).click();
    await attendance.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  }
  await expect(source).toContainText('默认规则');
  const form = attendance.locator('form[part="form"]');
  await form.locator('#dc-att-rule-workStart').fill('00:00');
  await form.locator('#dc-att-rule-workEnd').fill('23:59');
  await form.locator('#dc-att-rule-graceMinutes').fill('0');
  for (const day of ['周六', '周日']) await form.locator('label', { hasText: day }).click();
  await form.locator('#dc-att-rule-areaKind').selectOption('polygon');
  await form.locator('#dc-att-rule-points').fill('31.2304, 121.4737\n31.2310');
  await form.getByRole('button', { name: '保存规则' }).click();
  await expect(form).toContainText('第 2 行不是有效的“纬度, 经度”');
  await form.locator('#dc-att-rule-areaKind').selectOption('circle');
  await form.locator('#dc-att-rule-latitude').fill(String(CENTRE.latitude));
  await form.locator('#dc-att-rule-longitude').fill(String(CENTRE.longitude));
  await form.locator('#dc-att-rule-radiusMeters').fill('300');
  await expect(form.getByRole('img', { name: /范围预览/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: '保存规则' }).click();
  await expect(source).toContainText('本部门的规则');

  // The member checks in through the app endpoint: any time after 00:00:00 is late under this rule.
  const phone = await appSignIn('8001', MEMBER_ACCOUNT, { deviceId: 'e2e-attendance-01' });
  const check = await phone.send('POST', '/app/attendance/check', {
    type: 'in',
    ...CENTRE,
    address: 'Gate 1',
  });
  expect(check.envelope.code, check.envelope.message).toBe('0000');
  expect(check.data).toMatchObject({ result: 'late', inArea: true });

  // The daily report by member counts it late.
  await attendance.getByRole('tab', { name: '考勤报表' }).click();
  await attendance.locator('#dc-att-report-group').selectOption('member');
  const row = attendance.locator(`tr[data-row-id="${phone.member.id}"]`);
  await expect(row.locator('[data-count="late"]')).toHaveText('1');
  await expect(row.locator('[data-count="present"]')).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);

  // The records show it, filtered by the member's name.
  await attendance.getByRole('tab', { name: '打卡记录' }).click();
  await attendance.locator('#dc-filter-keyword').fill('farah');
  await attendance.locator('#dc-filter-keyword').press('Enter');
  await expect(attendance.locator('[data-result="late"]').first()).toBeVisible();
  await expect(attendance.locator('[data-result="late"]').first()).toContainText('迟到');

  // In English: the member's calendar marks today late.
  await chooseLocale(page, 'English');
  await attendance.getByRole('tab', { name: 'Calendar' }).click();
  await attendance.locator('#dc-att-calendar-member').click();
  await page.getByRole('textbox', { name: 'Search member name or account' }).fill('farah');
  await page.getByRole('menuitem', { name: /Farah Silva/ }).click();
  const today = attendance.locator('.dc-att-day[data-result="late"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText('Late');
  await attendance.getByRole('tab', { name: 'Reports' }).click();
  await expect(attendance.getByRole('columnheader', { name: 'Late' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
