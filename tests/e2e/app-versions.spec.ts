import path from 'node:path';
import { screen } from './support/alarms';
import { appSignIn, DEMO_MEMBERS } from './support/appApi';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/session';

/*
 * /14 `<app-version-list>` in Chromium: admin uploads the fixture APK (its fields read from the file)
 * and releases it to Acme only; two Acme phones report their versions through the app's endpoints, and
 * Acme's view of the same element lists the devices per version and the one still outdated.
 */

test.describe.configure({ mode: 'serial' });

const APK = path.resolve('tests/fixtures/apk/dispatch-app.apk');

test('admin uploads an APK and sees the version read from it', async ({ signInAs }) => {
  test.setTimeout(90_000);
  const page = await signInAs('admin', { path: '/system/appversion' });
  const versions = await screen(page, 'app-version-list');
  // An earlier run (--repeat-each) uploaded the fixture: deleted first, after a confirmation.
  const earlier = versions.locator('tbody tr', { hasText: 'com.example.dispatch' });
  await expect(versions.getByText('还没有应用版本').or(earlier.first())).toBeVisible();
  if ((await earlier.count()) > 0) {
    await earlier.first().getByRole('button', { name: '删除' }).click();
    await versions.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  }
  await expect(versions.getByText('还没有应用版本')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await versions.getByRole('button', { name: '上传 APK' }).click();
  const form = versions.locator('form[part="form"]');
  await form.locator('#dc-ver-file').setInputFiles(APK);
  await form.locator('#dc-ver-notes-zh').fill('修复定位漂移');
  await form.locator('#dc-ver-notes-en').fill('Fixes location drift');
  await form.getByText('指定企业').click();
  await form.getByText('Acme Logistics (8001)').click();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: '上传' }).click();
  await expect(form).toBeHidden();

  const row = versions.locator('tbody tr', { hasText: 'com.example.dispatch' });
  await expect(row).toContainText('2.3.1');
  await expect(row).toContainText('20301');
  await expect(row).toContainText('24');
  await expect(row).toContainText('指定企业（1 家）');
  await row.getByRole('button', { name: '详情' }).click();
  const detail = versions.getByTestId('version-detail');
  await expect(detail).toContainText('Acme Logistics');
  await expect(detail).toContainText('Fixes location drift');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});

test("acme's view lists its devices per version and the outdated ones", async ({ signInAs }) => {
  test.setTimeout(90_000);
  // Two Acme phones: one still on 1.0.100, one updated and reporting 2.3.1.
  await appSignIn('8001', DEMO_MEMBERS[0], { deviceId: 'e2e-ver-phone-old' });
  const updated = await appSignIn('8001', DEMO_MEMBERS[1], { deviceId: 'e2e-ver-phone-new' });
  const check = await updated.call<{ update: { versionCode: number } | null }>('GET', '/app/version/check', {
    platform: 'android',
    versionCode: 100,
  });
  expect(check.update?.versionCode).toBe(20301);
  await updated.call('POST', '/app/version/report', {
    platform: 'android',
    deviceModel: 'Pixel 8',
    osVersion: '14',
    appVersionName: '2.3.1',
    appVersionCode: 20301,
  });

  const page = await signInAs('acme', { path: '/app-mgr/appversion' });
  const view = await screen(page, 'app-version-list');
  await expect(view.getByTestId('released-versions')).toContainText('2.3.1');
  const byVersion = view.getByTestId('devices-by-version');
  await expect(byVersion.locator('tr[data-version-code="20301"]')).toContainText('最新');
  await expect(byVersion.locator('tr[data-version-code="100"]')).toContainText('旧版本');
  await expect(view.locator('[data-stat="outdated"] .dc-ver-stat-value')).not.toHaveText('0');
  const devices = view.getByTestId('app-devices');
  await expect(devices.locator('tr[data-device-id="e2e-ver-phone-new"]')).toContainText('2.3.1 (20301)');
  await expect(devices.locator('tr[data-device-id="e2e-ver-phone-old"]')).toContainText('旧版本');
  expect(await seriousViolations(page)).toEqual([]);
});
