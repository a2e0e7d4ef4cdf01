import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRecord, PttRecord, SosAlarm } from '../../../src/contract/calldata';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Filters, sorting and paging edges of the record lists besides the call records (records.test.ts):
 * media clips (claptrans), PTT bursts (pttrecord) and SOS alarms (sos), on the demo seed (200 / 1,500 / 40 rows
 * for Acme).
 */

let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

function lister<Row>(route: string) {
  return (body: Record<string, unknown>) =>
    acme.ok<Page<Row>>(`/${route}/page`, { pageNum: 1, pageSize: 500, ...body });
}
const clips = lister<MediaRecord>('claptrans');
const bursts = lister<PttRecord>('pttrecord');
const alarms = lister<SosAlarm>('sos');

/** The values of one field of the rows, in list order. */
const valuesOf = <Row, Key extends keyof Row>(rows: readonly Row[], key: Key) => rows.map((row) => row[key]);
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const descending = (values: readonly number[]) => [...values].sort((a, b) => b - a);

describe('media clips (claptrans)', () => {
  it('newest first by default; the media type filter keeps only that type and splits the total', async () => {
    const all = await clips({});
    expect(valuesOf(all.records, 'startTime')).toEqual(descending(valuesOf(all.records, 'startTime')));
    const videos = await clips({ mediaType: 'video' });
    const audios = await clips({ mediaType: 'audio' });
    expect(videos.total).toBeGreaterThan(0);
    expect(audios.total).toBeGreaterThan(0);
    expect(videos.total + audios.total).toBe(all.total);
    expect(videos.records.every((clip) => clip.mediaType === 'video')).toBe(true);
    // A still for video clips only.
    expect(audios.records.every((clip) => clip.thumbnailFileId === null)).toBe(true);
  });

  it('the member filter matches an account prefix; the keyword a name, group or address', async () => {
    const sample = (await clips({ pageSize: 20 })).records[0]!;
    const byMember = await clips({ member: sample.memberAccount });
    expect(byMember.total).toBeGreaterThan(0);
    expect(byMember.records.every((clip) => clip.memberAccount.startsWith(sample.memberAccount))).toBe(true);
    const byKeyword = await clips({ keyword: sample.memberName.toUpperCase() });
    expect(byKeyword.records.map((clip) => clip.id)).toContain(sample.id);
    const nothing = await clips({ keyword: 'no clip has this text' });
    expect(nothing).toEqual({ records: [], total: 0 });
  });

  it('the time range keeps the clips that started inside it', async () => {
    const all = await clips({});
    const from = all.records[150]!.startTime;
    const to = all.records[50]!.startTime;
    const ranged = await clips({ startTimeFrom: from, startTimeTo: to });
    expect(ranged.total).toBe(
      all.records.filter((clip) => clip.startTime >= from && clip.startTime <= to).length,
    );
    expect(ranged.records.every((clip) => clip.startTime >= from && clip.startTime <= to)).toBe(true);
  });

  it('sorts by size and by duration both ways', async () => {
    const bySize = await clips({ sort: 'size', order: 'asc' });
    expect(valuesOf(bySize.records, 'size')).toEqual(ascending(valuesOf(bySize.records, 'size')));
    const longest = await clips({ sort: 'durationSec', order: 'desc' });
    expect(valuesOf(longest.records, 'durationSec')).toEqual(
      descending(valuesOf(longest.records, 'durationSec')),
    );
    expect(longest.total).toBe(bySize.total);
  });
});

describe('PTT bursts (pttrecord)', () => {
  it('the talker filter matches an extension prefix and finds every burst of that talker', async () => {
    const all = await bursts({ pageSize: 500 });
    const talker = all.records[0]!.talkerExtension;
    const byTalker = await bursts({ talker });
    expect(byTalker.records.every((burst) => burst.talkerExtension.startsWith(talker))).toBe(true);
    expect(byTalker.total).toBeGreaterThan(0);
    expect(byTalker.total).toBeLessThan(all.total);
    const byPrefix = await bursts({ talker: talker.slice(0, 4) });
    expect(byPrefix.total).toBeGreaterThanOrEqual(byTalker.total);
    expect((await bursts({ talker: '0000000' })).total).toBe(0);
  });

  it('group and emergency filters combine', async () => {
    const sample = (await bursts({ emergency: true })).records[0]!;
    expect(sample).toBeDefined();
    const filtered = await bursts({ groupName: sample.groupName, emergency: true });
    expect(filtered.total).toBeGreaterThan(0);
    for (const burst of filtered.records)
      expect(burst).toMatchObject({ groupName: sample.groupName, emergency: true });
    const calm = await bursts({ groupName: sample.groupName, emergency: false });
    expect(calm.total + filtered.total).toBe((await bursts({ groupName: sample.groupName })).total);
  });

  it('sorts by length; pages of one sort neither repeat nor lose bursts', async () => {
    const longest = await bursts({ sort: 'durationMs', order: 'desc', pageSize: 100 });
    expect(valuesOf(longest.records, 'durationMs')).toEqual(
      descending(valuesOf(longest.records, 'durationMs')),
    );
    const seen = new Set<string>();
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const page = await bursts({ sort: 'durationMs', order: 'asc', pageSize: 500, pageNum });
      for (const burst of page.records) seen.add(burst.id);
    }
    expect(seen.size).toBe(1500);
  });

  it('a column that cannot be sorted is refused', async () => {
    const bad = await acme.refused('/pttrecord/page', { pageNum: 1, pageSize: 20, sort: 'talkerName' });
    expect(bad.message).toBe(message('en', 'validation.sortField'));
  });
});

describe('SOS alarms (sos)', () => {
  it('status and type filters keep only their alarms and add up to the whole list', async () => {
    const all = await alarms({});
    expect(valuesOf(all.records, 'alarmTime')).toEqual(descending(valuesOf(all.records, 'alarmTime')));
    const statuses = [...new Set(all.records.map((alarm) => alarm.status))];
    expect(statuses.length).toBeGreaterThan(1);
    let sum = 0;
    for (const status of statuses) {
      const page = await alarms({ status });
      expect(page.records.every((alarm) => alarm.status === status)).toBe(true);
      sum += page.total;
    }
    expect(sum).toBe(all.total);
    const type = all.records[0]!.alarmType;
    const byType = await alarms({ alarmType: type, status: all.records[0]!.status });
    expect(byType.records.every((alarm) => alarm.alarmType === type)).toBe(true);
    expect(byType.records.map((alarm) => alarm.id)).toContain(all.records[0]!.id);
  });

  it('the member filter matches an account prefix; the time range bounds the alarm time', async () => {
    const all = await alarms({});
    const sample = all.records[5]!;
    const byMember = await alarms({ member: sample.memberAccount });
    expect(byMember.records.every((alarm) => alarm.memberAccount.startsWith(sample.memberAccount))).toBe(
      true,
    );
    expect(byMember.records.map((alarm) => alarm.id)).toContain(sample.id);
    const ranged = await alarms({ alarmTimeFrom: all.records[20]!.alarmTime, alarmTimeTo: sample.alarmTime });
    expect(ranged.records.every((alarm) => alarm.alarmTime <= sample.alarmTime)).toBe(true);
    expect(ranged.total).toBe(
      all.records.filter(
        (alarm) => alarm.alarmTime >= all.records[20]!.alarmTime && alarm.alarmTime <= sample.alarmTime,
      ).length,
    );
  });

  it('sorts by status, then oldest first when asked', async () => {
    const byStatus = await alarms({ sort: 'status', order: 'asc' });
    const statuses = valuesOf(byStatus.records, 'status');
    expect(statuses).toEqual([...statuses].sort());
    const oldest = await alarms({ sort: 'alarmTime', order: 'asc' });
    expect(valuesOf(oldest.records, 'alarmTime')).toEqual(ascending(valuesOf(oldest.records, 'alarmTime')));
  });
});

describe('paging edges of every other record list', () => {
  it.each([
    ['claptrans', 200],
    ['pttrecord', 1500],
    ['sos', 40],
    ['login-history', undefined],
  ])('%s: the last page is partial, a page beyond the end is empty with the total', async (route, seeded) => {
    const first = await acme.ok<Page<Record<string, unknown>>>(`/${route}/page`, {
      pageNum: 1,
      pageSize: 20,
    });
    if (seeded !== undefined) expect(first.total).toBe(seeded);
    const total = first.total;
    const lastPage = Math.ceil(total / 20);
    const last = await acme.ok<Page<Record<string, unknown>>>(`/${route}/page`, {
      pageNum: lastPage,
      pageSize: 20,
    });
    expect(last.records).toHaveLength(total - (lastPage - 1) * 20);
    const beyond = await acme.ok<Page<Record<string, unknown>>>(`/${route}/page`, {
      pageNum: lastPage + 1,
      pageSize: 20,
    });
    expect(beyond).toEqual({ records: [], total });
    const far = await acme.ok<Page<Record<string, unknown>>>(`/${route}/page`, {
      pageNum: 100_000,
      pageSize: 100,
    });
    expect(far).toEqual({ records: [], total });
  });

  it.each(['claptrans', 'pttrecord', 'sos', 'login-history'])(
    '%s: a page size not in the list, or page 0, is refused with a clear message',
    async (route) => {
      for (const pageSize of [15, 0, 1000]) {
        const refused = await acme.refused(`/${route}/page`, { pageNum: 1, pageSize });
        expect(refused.status).toBe(400);
        expect(refused.message).toBe(message('en', 'validation.pageSize'));
      }
      const zero = await acme.refused(`/${route}/page`, { pageNum: 0, pageSize: 20 }, 'zh_CN');
      expect(zero.status).toBe(400);
      expect(zero.message).not.toBe('');
    },
  );
});
