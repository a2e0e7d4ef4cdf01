import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { expect, openMenu, test } from './support/session';

/*
 * `<resource-monitor>` in Chromium, as admin: this server's samples charted, a new one arriving live
 * over the WebSocket within the sampling interval, pause, the 24-hour view; axe; English.
 */

test('admin watches the server resources arrive live, pauses, and looks at the last day', async ({
  signInAs,
}) => {
  test.setTimeout(90_000);
  const page = await signInAs('admin', { path: '/dashboard/index' });
  await openMenu(page, '系统管理', '资源监控');
  const monitor = await screen(page, 'resource-monitor');
  const count = monitor.getByTestId('sample-count');
  // The server samples every 10 s; the e2e server has been up long enough for one, else one arrives.
  await expect(count).toBeVisible({ timeout: 25_000 });
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await expect(monitor.getByText('CPU（每核）')).toBeVisible();
  await expect(monitor.getByText('事件循环延迟')).toBeVisible();
  await expect(monitor.getByText('实时')).toBeVisible();
  // A live sample arrives over the WebSocket.
  await expect
    .poll(async () => Number((await count.textContent())?.match(/\d+/)?.[0]), { timeout: 25_000 })
    .toBeGreaterThan(before);
  // The charts are uPlot canvases, fed the live samples.
  const cpu = monitor.getByRole('img', { name: /^CPU（每核）/ });
  await expect(cpu.locator('canvas')).toBeAttached();
  await expect(cpu).not.toHaveAttribute('data-points', '0');
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);

  await monitor.getByRole('button', { name: '暂停' }).click();
  await expect(monitor.getByText('已暂停')).toBeVisible();
  await monitor.getByRole('combobox', { name: '时间范围' }).selectOption('24h');
  await expect(monitor.getByText('CPU（每核）')).toBeVisible();
  await expect(cpu.locator('canvas')).toBeAttached();

  await chooseLocale(page, 'English');
  await expect(monitor.getByText('CPU per core')).toBeVisible();
  await chooseLocale(page, '简体中文');
});
