import fs from 'node:fs';
import { MEMBER, raiseAlarm } from './support/alarms';
import { openPortalPage } from './support/portal';
import { expect, test } from './support/session';

/*
 * "as a <cdr-list> embedded in the portal page": demo/portal/calls.html, the partner's dispatch
 * desk under the same strict policy, embeds <cdr-list> and <sos-notifier> and nothing of the console.
 */

test('the embedded <cdr-list> filters, opens a call with its signed recording, and exports the rows', async ({
  page,
}) => {
  const localeParts: string[] = [];
  page.on('request', (request) => {
    const part = /\/elements\/locales\/([a-zA-Z_]+-[a-zA-Z]+)-[\w-]+\.js$/.exec(request.url());
    if (part) localeParts.push(part[1] as string);
  });
  const problems = await openPortalPage(page, 'calls.html', 'en');
  const cdr = page.locator('cdr-list');
  await expect(cdr.getByRole('toolbar')).toBeVisible({ timeout: 15_000 });
  await expect(cdr.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  await cdr.locator('#dc-record-range').selectOption('last30Days');
  await cdr.getByLabel('Caller', { exact: true }).fill(MEMBER.extension);
  await cdr.getByRole('button', { name: 'More filters' }).click();
  await cdr.locator('#dc-record-hasRecording').selectOption('true');
  const filtered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/cdr/page') && response.request().postData()?.includes('true') === true,
  );
  await cdr.getByRole('button', { name: 'Search', exact: true }).click();
  const answer = (await (await filtered).json()) as { data: { total: number } };
  const total = answer.data.total;
  expect(total).toBeGreaterThan(0);
  await expect(cdr.locator('.dc-grid-footer')).toContainText(String(total));

  await cdr.getByRole('button', { name: 'Details' }).first().click();
  const detail = cdr.locator('[part="detail"]');
  await expect(detail.locator('td[data-field="callerNumber"]')).toHaveText(MEMBER.extension);
  const audio = detail.locator('audio').first();
  await expect(audio).toHaveAttribute('src', /\/api\/calldata\/media\/\d+\?exp=/);
  // The recording plays from the partner's page: its policy allows media from the same origin only.
  const duration = await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    element.pause();
    return element.duration;
  });
  expect(duration).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await cdr.getByRole('button', { name: 'Export', exact: true }).click();
  await cdr.getByRole('menuitem', { name: /CSV/ }).click();
  const lines = fs
    .readFileSync(await (await download).path(), 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.includes(`,${MEMBER.extension},`))).toBe(true);

  // The page's elements loaded the messages they name (docs/architecture.md#elements), not every screen's.
  expect(localeParts).toEqual(expect.arrayContaining(['en-boot', 'en-calldata', 'en-kit']));
  expect(localeParts).not.toContain('en-rest');
  expect(localeParts).not.toContain('en-dashboard');

  expect(problems.violations).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('a new alarm of the enterprise shows on the portal page through <sos-notifier>', async ({
  page,
  signInAs,
}) => {
  const problems = await openPortalPage(page, 'calls.html', 'en');
  await expect(page.locator('cdr-list').getByRole('toolbar')).toBeVisible({ timeout: 15_000 });

  await raiseAlarm(signInAs, 'sos');

  const notice = page.locator('sos-notifier').getByRole('alert');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(`New SOS alarm from ${MEMBER.name}`);
  await notice.getByRole('button', { name: 'View' }).click();
  // The page handles the documented dc-sos-open event itself.
  await expect(page.locator('#portal-alarm')).toHaveText(
    `Alarm from ${MEMBER.name}: handle it in the dispatch console.`,
  );
  expect(problems.violations).toEqual([]);
});
