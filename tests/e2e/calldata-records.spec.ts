import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { MEMBER, screen } from './support/alarms';
import { query } from './support/recordGrids';
import { expect, test } from './support/session';

/*
 * In Chromium, as acme on the console (the shell renders a screen by its tag): call records filtered by
 * time range and caller, paged to the last page, opened, played (a refused recording signed again) and
 * exported.
 * The demo seed gives Acme 5,000 calls over 30 days; member 1 is Farah Silva on 8001001.
 */

test('call records: filter by time range and caller, open one, play its recording and seek, export the rows', async ({
  signInAs,
}) => {
  test.slow(); // five steps through one screen, two of them downloads
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const cdr = await screen(page, 'cdr-list');
  await cdr.locator('#dc-record-range').selectOption('last30Days');
  await cdr.getByLabel('主叫', { exact: true }).fill(MEMBER.extension);
  await cdr.getByRole('button', { name: '更多筛选' }).click();
  await cdr.locator('#dc-record-hasRecording').selectOption('true');
  // Read the total only once the filtered page has arrived (the pager still shows the previous one before).
  const filtered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/cdr/page') && response.request().postData()?.includes('true') === true,
  );
  await cdr.getByRole('button', { name: '查询' }).click();
  const answer = (await (await filtered).json()) as { data: { total: number } };
  const total = answer.data.total;
  expect(total).toBeGreaterThan(0);
  await expect(cdr.locator('.dc-grid-footer')).toContainText(`共 ${total} 条`);

  await cdr.getByRole('button', { name: '详情' }).first().click();
  const detail = page.locator('cdr-list').locator('[part="detail"]');
  await expect(detail.locator('td[data-field="callerNumber"]')).toHaveText(MEMBER.extension);
  const audio = detail.locator('audio').first();
  await expect(audio).toHaveAttribute('src', /\/api\/calldata\/media\/\d+\?exp=/);
  // Play (muted: no user-gesture rule), then seek: the signed URL serves Range, so the jump lands.
  const played = await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    // Playing has begun once the media clock moves (however slowly the machine decodes).
    await new Promise<void>((resolve) => {
      const moved = () =>
        element.currentTime > 0 ? resolve() : element.addEventListener('timeupdate', moved, { once: true });
      moved();
    });
    const before = element.currentTime;
    element.currentTime = 2;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    return { before, after: element.currentTime, duration: element.duration };
  });
  expect(played.before).toBeGreaterThan(0);
  expect(played.after).toBeCloseTo(2, 0);
  expect(played.duration).toBeGreaterThan(2);
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await cdr.getByRole('button', { name: '导出', exact: true }).click();
  await cdr.getByRole('menuitem', { name: '导出为 CSV' }).click();
  const file = await (await download).path();
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.includes(`,${MEMBER.extension},`))).toBe(true);
  // The notice counts the rows. It sits over the toolbar's right end (docs/behaviour.md#errors: top right) and stays while
  // the pointer rests on it, as a person would find it: close it before exporting again.
  const exported = cdr.locator('.bp6-toast').filter({ hasText: `已导出 ${total} 行` });
  await expect(exported).toBeVisible();
  await exported.getByRole('button').click();
  await expect(exported).toHaveCount(0);

  // The same filtered rows as a workbook.
  const xlsxDownload = page.waitForEvent('download');
  await cdr.getByRole('button', { name: '导出', exact: true }).click();
  await cdr.getByRole('menuitem', { name: '导出为 XLSX' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await xlsxDownload).path());
  expect(workbook.worksheets[0].actualRowCount).toBe(total + 1);
});

test('call records: the last of 250 pages is one typed number away; a page past it is clamped with a message', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const cdr = await screen(page, 'cdr-list');
  await cdr.locator('#dc-record-range').selectOption('allTime');
  await cdr.getByRole('button', { name: '查询' }).click();
  await expect(cdr.getByTestId('grid-total')).toHaveText('共 5000 条');
  const goTo = cdr.getByLabel('跳转到第几页（1 至 250），按回车');
  await goTo.fill('9999');
  await goTo.press('Enter');
  await expect(cdr.getByTestId('grid-page')).toHaveText('第 250 / 250 页');
  await expect(cdr.getByTestId('grid-page-message')).toHaveText('共 250 页：已显示第 250 页');
  await expect(cdr.getByRole('button', { name: '详情' }).first()).toBeVisible();
  await cdr.getByLabel('首页').click();
  await expect(cdr.getByTestId('grid-page')).toHaveText('第 1 / 250 页');
});

test('call records: a range typed as YYYY-MM-DD HH:mm:ss (or picked in the calendar) filters the list; other text is refused with a message', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const cdr = await screen(page, 'cdr-list');
  const from = cdr.getByRole('combobox', { name: '开始' });
  const to = cdr.getByRole('combobox', { name: '结束' });
  // docs/behaviour.md#constants: the default range (today) reads as YYYY-MM-DD HH:mm:ss, not in the browser's own format.
  await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
  await expect(to).toHaveValue(/^\d{4}-\d{2}-\d{2} 23:59:59$/);

  // The calendar opens inside the element, styled, with Chinese month names and a seconds time picker.
  await from.click();
  const calendar = cdr.locator('.bp6-datepicker');
  await expect(calendar).toBeVisible();
  await expect(calendar.locator('.bp6-datepicker-month-select')).toContainText('月');
  await expect(calendar.locator('.bp6-timepicker-second')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('calendar.png') });
  // A day picked keeps the time and shows as YYYY-MM-DD HH:mm:ss.
  const month = (await from.inputValue()).slice(0, 8);
  await calendar.locator('.rdp-day:not(.rdp-day_outside)', { hasText: /^10$/ }).click();
  await expect(from).toHaveValue(`${month}10 00:00:00`);
  await from.press('Escape');
  await expect(calendar).toBeHidden();

  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  const start = `${day(-3)} 06:00:00`;
  const end = `${day(-2)} 18:30:15`;
  await from.fill(start);
  await to.fill(end);
  await to.press('Escape'); // the calendar closes (it opens below the field, over the buttons)
  const filtered = page.waitForResponse((response) => response.url().endsWith('/api/cdr/page'));
  await cdr.getByRole('button', { name: '查询' }).click();
  const sent = JSON.parse((await filtered).request().postData() ?? '{}') as Record<string, unknown>;
  expect(sent.startTimeFrom).toBe(new Date(start.replace(' ', 'T')).getTime());
  expect(sent.startTimeTo).toBe(new Date(end.replace(' ', 'T')).getTime() + 999);
  await expect(cdr.locator('#dc-record-range')).toHaveValue('custom');
  await expect(from).toHaveValue(start);

  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/cdr/page')) requests += 1;
  });
  await from.fill('11/24/2026, 12:00 AM');
  await from.press('Escape');
  await expect(from).toHaveValue('时间无效');
  await cdr.getByRole('button', { name: '查询' }).click();
  await expect(cdr.getByRole('alert')).toHaveText(
    '请按 YYYY-MM-DD HH:mm:ss 格式输入时间（例如 2026-11-24 08:30:00）',
  );
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(requests).toBe(0);
});

test('call records: a call without files says so under the Files heading, in view', async ({ signInAs }) => {
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const cdr = await screen(page, 'cdr-list');
  await cdr.locator('#dc-record-range').selectOption('last30Days');
  await cdr.getByRole('button', { name: '更多筛选' }).click();
  await cdr.locator('#dc-record-hasRecording').selectOption('false');
  const filtered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/cdr/page') && response.request().postData()?.includes('false') === true,
  );
  await cdr.getByRole('button', { name: '查询' }).click();
  await filtered;
  await expect(cdr.locator('.dc-grid-body')).toHaveAttribute('aria-busy', 'false');
  await cdr.getByRole('button', { name: '详情' }).first().click();
  const detail = cdr.locator('[part="detail"]');
  await expect(detail.getByRole('heading', { name: '文件' })).toBeVisible();
  await expect(detail.getByTestId('cdr-no-files')).toHaveText('没有文件');
  await expect(detail.getByTestId('cdr-no-files')).toBeInViewport();
  await expect(detail.locator('audio, video')).toHaveCount(0);
});

test('call records: a recording refused (403) is signed again, and one left paused past its URL plays on from where it was', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  // Signed URLs live 10 minutes, and the page's clock cannot run that far ahead of the server's (API
  // requests carry a timestamp the server takes within 5 minutes). So the second URL is answered with one
  // minute left, the page's clock is moved past it, and from then on that URL is refused (403) as the
  // server refuses an expired one.
  await page.clock.install();
  await page.reload();
  const refused = new Set<string>();
  const refusedHits: string[] = [];
  await page.route('**/api/calldata/media/**', (route) => {
    const url = new URL(route.request().url());
    if (!refused.has(`${url.pathname}${url.search}`)) return route.continue();
    refusedHits.push(url.search);
    return route.fulfill({ status: 403, body: 'expired' });
  });
  const signings: string[] = [];
  await page.route('**/api/cdr/mediaUrl', async (route) => {
    signings.push(route.request().postData() ?? '');
    if (signings.length !== 2) return route.continue();
    const response = await route.fetch();
    const answer = (await response.json()) as { data: { expiresAt: number } };
    answer.data.expiresAt = Date.now() + 60_000;
    return route.fulfill({ response, json: answer });
  });
  const cdr = await screen(page, 'cdr-list');
  await cdr.locator('#dc-record-range').selectOption('allTime');
  await cdr.getByRole('button', { name: '更多筛选' }).click();
  await cdr.locator('#dc-record-hasRecording').selectOption('true');
  await query(page, cdr);
  await cdr.getByRole('button', { name: '详情' }).first().click();
  const audio = page.locator('cdr-list').locator('[part="detail"] audio').first();
  const srcOf = async () => new URL((await audio.getAttribute('src')) ?? '', page.url());
  await expect(audio).toHaveAttribute('src', /\/api\/calldata\/media\/\d+\?exp=/);
  const first = await srcOf();

  // 1. The first URL is refused: the player signs again and loads the fresh one.
  refused.add(`${first.pathname}${first.search}`);
  await audio.evaluate((element: HTMLAudioElement) => element.load());
  await expect.poll(async () => (await srcOf()).search).not.toBe(first.search);
  expect(refusedHits.length).toBeGreaterThan(0);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
    .toBeGreaterThan(0);
  const second = await srcOf();
  expect(second.pathname).toBe(first.pathname);

  // 2. Paused at 1.5 s until the URL has expired, then played: signed first, resumed from 1.5 s.
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    element.currentTime = 1.5;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
  });
  await page.clock.fastForward('01:00');
  refused.add(`${second.pathname}${second.search}`);
  const hitsBefore = refusedHits.length;
  // Where the fresh source starts playing: 0 had the position been lost.
  const resumedAt = await audio.evaluate((element: HTMLAudioElement) => {
    const expired = element.src;
    const resumed = new Promise<number>((resolve) => {
      const playing = () => {
        if (element.src === expired) return;
        element.removeEventListener('playing', playing);
        resolve(element.currentTime);
      };
      element.addEventListener('playing', playing);
    });
    // The source swapped under it aborts this play(); the player plays on by itself.
    element.play().catch(() => undefined);
    return resumed;
  });
  expect(resumedAt).toBeGreaterThanOrEqual(1.45);
  await expect.poll(async () => (await srcOf()).search).not.toBe(second.search);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 1.5))
    .toBe(true);
  expect((await srcOf()).pathname).toBe(first.pathname);
  // Signed before the expired URL was asked for again: no 403 on the way.
  expect(refusedHits.length).toBe(hitsBefore);
  expect(signings).toHaveLength(3);
  expect(new Set(signings).size).toBe(1);
});
