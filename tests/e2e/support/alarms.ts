import { expect, type Locator, type Page } from '@playwright/test';

/** Farah Silva, member 1 of Acme in the demo seed (extension 8001001). */
export const MEMBER = { account: 'farah.silva01', name: 'Farah Silva', extension: '8001001' };

/** Waits for a record screen's toolbar: the element has loaded and rendered. */
export async function screen(page: Page, tag: string): Promise<Locator> {
  const element = page.locator(tag);
  await expect(element.getByRole('toolbar')).toBeVisible({ timeout: 15_000 });
  return element;
}

/**
 * Raises an alarm for MEMBER from a second console, the way a drill does (the alarm list's test-alarm
 * dialog). `type` is an alarm type value: `sos`, `man_down`, `geofence`.
 */
export async function raiseAlarm(
  signInAs: (account: 'acme', options: { path: string }) => Promise<Page>,
  type: string,
): Promise<void> {
  const reporter = await signInAs('acme', { path: '/data-mgr/sos' });
  const alarms = await screen(reporter, 'sos-list');
  await alarms.getByRole('button', { name: '测试告警' }).click();
  await alarms.locator('#dc-sos-account').fill(MEMBER.account);
  await alarms.locator('#dc-sos-type').selectOption(type);
  await alarms.getByRole('dialog').getByRole('button', { name: '测试告警' }).click();
  await expect(alarms.getByRole('dialog')).toHaveCount(0);
}
