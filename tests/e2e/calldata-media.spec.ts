import fs from 'node:fs';
import { screen } from './support/alarms';
import { chooseLocale } from './support/locale';
import { query } from './support/recordGrids';
import { expect, test } from './support/session';

/*
 * In Chromium, as acme on the console: media data (thumbnails signed in batches, a clip played and
 * downloaded) and PTT records (the actions column fits in both languages, a group's bursts played in order).
 * The demo seed gives Acme 5,000 calls over 30 days; member 1 is Farah Silva on 8001001.
 */

test('media data: thumbnails are signed in batches, a clip plays inline and its download saves the file', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/claptrans' });
  const oneByOne: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/claptrans/mediaUrl')) oneByOne.push(request.url());
  });
  const clips = await screen(page, 'media-record-list');
  await clips.locator('#dc-record-range').selectOption('allTime');
  await clips.locator('#dc-record-mediaType').selectOption('video');
  const batch = page.waitForResponse((response) => response.url().endsWith('/api/claptrans/mediaUrls'));
  await clips.getByRole('button', { name: '查询' }).click();
  expect((await batch).status()).toBe(200);
  const thumbnail = clips.locator('img.dc-thumb').first();
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  expect(oneByOne).toHaveLength(0);

  await clips.getByRole('button', { name: '播放' }).first().click();
  const player = clips.locator('[part="inline-player"]');
  await expect(player.locator('video')).toHaveAttribute('src', /\/api\/calldata\/media\/\d+\?exp=/);
  const download = page.waitForEvent('download');
  await player.getByRole('button', { name: '下载' }).click();
  const saved = await download;
  // Signed as an attachment when clicked: the server names the file.
  expect(saved.url()).toContain('download=1');
  expect(saved.suggestedFilename()).toMatch(/\.\w+$/);
  expect(fs.statSync(await saved.path()).size).toBeGreaterThan(0);
  await clips.getByRole('button', { name: '停止' }).first().click();
  await expect(player).toHaveCount(0);
});

test('PTT records: the actions column fits its buttons, in Chinese and in English', async ({ signInAs }) => {
  const page = await signInAs('acme', { path: '/data-mgr/pttrecord' });
  const ptt = await screen(page, 'ptt-record-list');
  await ptt.locator('#dc-record-range').selectOption('last30Days');
  /** Every action button of the first row ends inside its cell (nothing clipped). */
  const fits = async (groupLabel: string) => {
    const group = ptt.getByRole('button', { name: groupLabel }).first();
    await expect(group).toBeVisible();
    const cell = group.locator('xpath=ancestor::div[contains(@class, "bp6-table-cell")][1]');
    await expect
      .poll(async () => {
        const [button, box] = [await group.boundingBox(), await cell.boundingBox()];
        // Whole pixels: sub-pixel layout leaves float dust such as -0.0000153.
        return button && box ? Math.round(box.x + box.width - (button.x + button.width)) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  };
  await ptt.getByRole('button', { name: '查询' }).click();
  await fits('按顺序播放群组');
  await chooseLocale(page, 'English');
  await fits('Play group in sequence');
});

test('PTT records: a group plays its bursts of the range in order, whatever the talker filter, until stopped', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/pttrecord' });
  const ptt = await screen(page, 'ptt-record-list');
  await ptt.locator('#dc-record-range').selectOption('last30Days');
  await ptt.locator('#dc-record-emergency').selectOption('true');
  await query(page, ptt);
  const firstRow = ptt.getByRole('button', { name: '按顺序播放群组' }).first();
  await expect(firstRow).toBeVisible();
  const groupPage = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/pttrecord/page') && request.postData()?.includes('"asc"') === true,
  );
  await firstRow.click();
  const asked = (await groupPage).postData() ?? '';
  // The emergency filter narrows the grid, not the group's conversation.
  expect(asked).not.toContain('emergency');
  const nowPlaying = ptt.locator('[part="now-playing"]');
  await expect(nowPlaying).toContainText(/正在播放第 \d+ \/ \d+ 条/);
  await nowPlaying.getByRole('button', { name: '停止' }).click();
  await expect(nowPlaying).toHaveCount(0);
});
