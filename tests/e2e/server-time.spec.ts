import { startSntpServer } from '../../server/servertime/sntpClient';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/session';

/*
 * `<server-time-sync>` in Chromium, as admin: the two clocks, a refused NTP entry, the platform time
 * zone, and a check against an SNTP server (one started by the test on loopback, 3 s ahead).
 */

test('admin sets the time zone and NTP servers, and checks the clock against NTP', async ({ signInAs }) => {
  test.setTimeout(60_000);
  const sntp = await startSntpServer(() => Date.now() + 3_000);
  try {
    const page = await signInAs('admin', { path: '/system/server-time' });
    const time = await screen(page, 'server-time-sync');
    await expect(time.getByTestId('server-clock')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(time.getByTestId('browser-drift')).toContainText('相差不到 1 秒');
    expect(await seriousViolations(page)).toEqual([]);

    await time.locator('#dc-time-ntp').fill('not a host');
    await time.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText(/请输入主机名或 IPv4 地址/).first()).toBeVisible();

    await time.locator('#dc-time-zone').selectOption('Asia/Shanghai');
    await time.locator('#dc-time-ntp').fill(`127.0.0.1:${sntp.port}`);
    await time.getByRole('button', { name: '保存' }).click();
    await expect(time.getByTestId('server-clock')).toContainText('UTC+08:00');

    await time.getByRole('button', { name: '立即与 NTP 校对' }).click();
    const check = time.getByTestId('ntp-check');
    // The offset is measured, so it lands within a few milliseconds of the 3 s the test server adds.
    await expect(check).toContainText(`127.0.0.1:${sntp.port}：服务器时钟偏差 -`);
    const offset = Number(/偏差 (-?\d+) 毫秒/.exec((await check.textContent()) ?? '')?.[1]);
    expect(Math.abs(offset + 3_000)).toBeLessThan(500);

    // Leave the platform as the rest of the run expects it.
    await time.locator('#dc-time-zone').selectOption('UTC');
    await time.getByRole('button', { name: '保存' }).click();
    await expect(time.getByTestId('server-clock')).toContainText('UTC+00:00');
  } finally {
    sntp.close();
  }
});
