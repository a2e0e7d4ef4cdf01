import { imeiCheckDigit as luhnDigit } from '../../server/devices/deviceLicences';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { expect, openMenu, sideMenu, test } from './support/session';

/*
 * `<device-license-list>` in Chromium, as admin under 高级配置: the seeded devices, a device added in
 * the drawer (a wrong IMEI check digit named first, the enterprise chosen by name), disabled, and an import
 * whose bad row is listed while nothing goes in.
 */

test('admin licenses a device to an enterprise, disables it, and a bad import changes nothing', async ({
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36).slice(-5)}${testInfo.repeatEachIndex}`.toUpperCase();
  const serial = `E2E-${stamp}`;
  const page = await signInAs('admin', { path: '/dashboard/index' });
  // Admin's account shows the advanced configuration from the first sign-in.
  await expect(sideMenu(page).getByRole('button', { name: '高级配置' })).toBeVisible();
  await openMenu(page, '高级配置', '客户端授权管理');
  const devices = await screen(page, 'device-license-list');
  await expect(devices.getByText('DC-8001-0001')).toBeVisible();

  await devices.getByRole('button', { name: '新增' }).click();
  const form = devices.locator('.bp6-drawer');
  await form.locator('#dc-field-serial').fill(serial);
  await form.locator('#dc-field-imei').fill('490154203237519');
  await form.locator('#dc-field-enterprisePrefix').click();
  await devices.getByPlaceholder('按名称或号码前缀搜索企业').fill('Globex');
  await devices.getByRole('menuitem', { name: /8002 Globex Security/ }).click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('IMEI必须是 15 位数字且校验位正确')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  // A valid IMEI of this run's own (14 digits and their check digit).
  const first14 = `35${String(Date.now()).slice(-12)}`;
  await form.locator('#dc-field-imei').fill(first14 + luhnDigit(first14));
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  await devices.getByLabel('关键字').fill(serial);
  await devices.getByLabel('关键字').press('Enter');
  // The search leaves this run's device alone in the grid.
  await expect(devices.getByText('共 1 条')).toBeVisible();
  await expect(devices.getByText('Globex Security')).toBeVisible();
  await expect(devices.getByText('是', { exact: true })).toBeVisible();
  await devices.getByRole('button', { name: '编辑' }).click();
  await form.getByText('启用').click();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(devices.getByText('否', { exact: true })).toBeVisible();

  // An import with one bad row: the row is named and nothing goes in.
  await devices.getByLabel('关键字').fill('E2E-IMPORT');
  await devices.getByLabel('关键字').press('Enter');
  await expect(devices.getByText('共 0 条')).toBeVisible();
  await devices.getByRole('button', { name: '导入' }).click();
  const dialog = devices.locator('.bp6-dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'devices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'serial,imei,enterprisePrefix,model,enabled,description',
        `E2E-IMPORT-${stamp}-1,,8001,T10,true,`,
        `E2E-IMPORT-${stamp}-2,,99999,T10,true,`,
      ].join('\n'),
    ),
  });
  await dialog.getByRole('button', { name: '上传并导入' }).click();
  await expect(dialog.getByText('没有号码前缀为“99999”的企业')).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await devices.getByLabel('关键字').press('Enter');
  await expect(devices.getByText('共 0 条')).toBeVisible();
});
