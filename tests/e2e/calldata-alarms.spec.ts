import type { SosAlarm } from '../../src/contract/calldata';
import { MEMBER, raiseAlarm, screen } from './support/alarms';
import { escapeFrom } from './support/overlays';
import { query, totalOf } from './support/recordGrids';
import { expect, test } from './support/session';

/*
 * In Chromium, as acme on the console: an alarm raised elsewhere shows up live on the alarm list and as a
 * notice on any screen, is acknowledged and resolved; its details show its position, history and call.
 * The demo seed gives Acme 5,000 calls over 30 days; member 1 is Farah Silva on 8001001.
 */

test('an alarm raised elsewhere shows up live; it is acknowledged and resolved', async ({ signInAs }) => {
  const watcher = await signInAs('acme', { path: '/data-mgr/sos' });
  const sos = await screen(watcher, 'sos-list');
  await expect(sos.locator('[part="live-state"]')).toHaveText('实时');
  const before = await totalOf(sos);

  await raiseAlarm(signInAs, 'man_down');

  // Without reloading, the watcher sees one notice (the layout's notifier; the list stays quiet) and one more row.
  const notice = watcher.locator('sos-notifier').getByRole('alert');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`${MEMBER.name} 发出新的人员倒地告警`);
  await expect.poll(() => totalOf(sos)).toBe(before + 1);

  await sos.locator('#dc-record-status').selectOption('open');
  await query(watcher, sos);
  await sos.getByRole('button', { name: '确认', exact: true }).first().click();
  await watcher.locator('sos-list').locator('#dc-sos-note').fill('Calling the member');
  await watcher.locator('sos-list').getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(sos.getByText('告警已变为“已确认”')).toBeVisible();

  await sos.locator('#dc-record-status').selectOption('acknowledged');
  await query(watcher, sos);
  await sos.getByRole('button', { name: '解决', exact: true }).first().click();
  await watcher.locator('sos-list').locator('#dc-sos-note').fill('Member is safe');
  await watcher.locator('sos-list').getByRole('dialog').getByRole('button', { name: '解决' }).click();
  await expect(sos.getByText('告警已变为“已解决”')).toBeVisible();
});

test('a new alarm shows on any open screen of the enterprise; "View" opens the alarm list', async ({
  signInAs,
}) => {
  const watcher = await signInAs('acme', { path: '/org/localuser' });
  await expect(watcher.locator('member-list').getByRole('toolbar')).toBeVisible({ timeout: 15_000 });
  // The notifier is connected once the page's socket is: wait for the layout to hold it.
  await expect(watcher.locator('sos-notifier')).toBeAttached();

  await raiseAlarm(signInAs, 'geofence');

  const notice = watcher.locator('sos-notifier').getByRole('alert');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`${MEMBER.name} 发出新的电子围栏告警`);
  await expect(watcher.locator('member-list').getByRole('toolbar')).toBeVisible();
  await notice.getByRole('button', { name: '查看' }).click();
  await expect(watcher).toHaveURL(/#\/data-mgr\/sos$/);
  await expect(await screen(watcher, 'sos-list')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('an alarm’s details show its position and history, and open the call it links to', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/sos' });
  const sos = await screen(page, 'sos-list');
  /** The next alarm page the screen receives, as answered. */
  const nextPage = () =>
    page
      .waitForResponse((response) => response.url().endsWith('/api/sos/page'))
      .then(async (response) => ((await response.json()) as { data: { records: SosAlarm[] } }).data.records);

  // The demo seed spreads Acme's 40 alarms over 30 days, about half of them linked to a call. A hundred a
  // page: all of them come, however many alarms other tests (or their repetitions) raised since.
  await sos.locator('#dc-record-range').selectOption('last30Days');
  await query(page, sos);
  const month = nextPage();
  await sos.getByLabel('每页条数').selectOption('100');
  const alarm = (await month).find((candidate) => candidate.relatedCdrId && candidate.latitude !== null);
  expect(alarm, 'a seeded alarm with a position and a linked call').toBeDefined();
  const { latitude, longitude, accuracyM, relatedCdrId, memberAccount, status, id } = alarm!;

  // Narrow the list to that member's alarms of that status, so its row is in view.
  await sos.getByLabel('成员账号', { exact: true }).fill(memberAccount);
  await sos.locator('#dc-record-status').selectOption(status);
  const narrowed = nextPage();
  await sos.getByRole('button', { name: '查询' }).click();
  const row = (await narrowed).findIndex((candidate) => candidate.id === id);
  expect(row).toBeGreaterThanOrEqual(0);

  // Keyboard: focus the row's details button and press Enter.
  const details = sos.locator(`.bp6-table-cell-row-${row}`).getByRole('button', { name: '详情' }).first();
  await details.focus();
  const linkedCall = page.waitForResponse((response) => response.url().endsWith('/api/cdr/get'));
  await page.keyboard.press('Enter');
  const drawer = page.locator('sos-list').locator(`[part="detail"][data-alarm-id="${id}"]`);
  await expect(drawer.locator('td[data-field="coordinates"]')).toHaveText(
    `${latitude!.toFixed(6)}, ${longitude!.toFixed(6)}`,
  );
  await expect(drawer.locator('td[data-field="accuracyM"]')).toHaveText(`± ${accuracyM} 米`);
  await expect(drawer.locator('[part="history"] li').first()).toContainText('发出告警');

  const call = ((await (await linkedCall).json()) as { data: { id: string; callerNumber: string } }).data;
  expect(call.id).toBe(relatedCdrId);
  const related = drawer.locator('[data-related="call"]');
  await expect(related).toHaveAttribute('data-state', 'found');
  await expect(related).toContainText(`#${relatedCdrId}`);
  await related.getByRole('button', { name: '打开通话' }).click();
  // The call opens in the call records' own drawer, over the alarm's.
  await expect(page.locator('sos-list').locator('td[data-field="callerNumber"]')).toHaveText(
    call.callerNumber,
  );
  // Escape closes the drawer that holds the focus: the call's, not the alarm's underneath.
  await escapeFrom(page, page.locator('sos-list'), 'td[data-field="callerNumber"]');
  await expect(page.locator('sos-list').locator('td[data-field="callerNumber"]')).toHaveCount(0);
  await expect(drawer).toBeVisible();
});
