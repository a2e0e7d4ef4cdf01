import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/session';

/*
 * `<service-log>` in Chromium, as admin: a request made elsewhere shows up in the live view as the
 * server logs it (filtered while streaming); the search finds it by text; the level is changed at run time.
 */

test('admin sets the level, watches a request appear in the live log and finds it by search', async ({
  signInAs,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await signInAs('admin', { path: '/security-audits/log' });
  const log = await screen(page, 'service-log');
  const probe = `/api/e2e-live-probe-${Date.now()}`;
  // The e2e server starts at LOG_LEVEL=warn: the run-time level goes to info, applied at once.
  await log.locator('#dc-log-runtime-level').selectOption('info');
  await log.getByRole('button', { name: '保存' }).click();
  await expect(log.getByText(/日志级别 信息/)).toBeVisible();

  const following = page.waitForResponse((response) => response.url().endsWith('/api/log/follow'));
  await log.getByRole('tab', { name: '实时' }).click();
  const live = log.getByTestId('live-log');
  await expect(live).toContainText('实时中');
  await live.getByRole('textbox', { name: '筛选实时日志' }).fill(probe);
  // The server sends lines only once the view has asked to follow them.
  await following;
  await request.post(probe, { data: {} });
  await expect(live.getByRole('log').locator('.dc-live-line').first()).toBeVisible({ timeout: 15_000 });
  await expect(live.getByRole('log')).toContainText('incoming request');
  expect(await seriousViolations(page)).toEqual([]);

  await log.getByRole('tab', { name: '查询' }).click();
  await log.locator('#dc-log-keyword').fill(probe);
  await log.getByRole('button', { name: '查询' }).click();
  const results = log.getByTestId('log-results');
  await expect(results.locator('tbody tr').first()).toBeVisible();
  await results.locator('tbody tr').first().click();
  await expect(results.locator('pre')).toContainText(probe);

  // Back to the server's quieter level for the rest of the run.
  await log.locator('#dc-log-runtime-level').selectOption('warn');
  await log.getByRole('button', { name: '保存' }).click();
  await expect(log.getByText(/日志级别 警告/)).toBeVisible();
});
