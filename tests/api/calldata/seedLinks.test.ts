import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyselySink } from '../../../server/calldata/seed/rowSink';
import { seedCalldata } from '../../../server/calldata/seed/seedCalldata';
import { calldataDb } from '../../../server/calldata/tables';
import type { MediaRecord, SosAlarm } from '../../../src/contract/calldata';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * The seed links a clip to about one alarm in three (the SOS drawer's clip player has something to show in
 * the demo): a clip of the alarm's own enterprise, the member's own when one was recorded near the alarm.
 */

let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

/** Every seeded alarm that links a clip, with the clip's enterprise and member (read from the tables). */
async function linkedClips(enterpriseId: string) {
  return calldataDb(t.server.db)
    .selectFrom('sos_alarms')
    .innerJoin('media_records', 'media_records.id', 'sos_alarms.related_media_id')
    .select([
      'sos_alarms.id as alarmId',
      'sos_alarms.member_account as alarmMember',
      'sos_alarms.alarm_time as alarmTime',
      'media_records.id as clipId',
      'media_records.enterprise_id as clipEnterprise',
      'media_records.member_account as clipMember',
      'media_records.start_time as clipTime',
    ])
    .where('sos_alarms.enterprise_id', '=', enterpriseId)
    .execute();
}

async function enterpriseIdOf(prefix: string): Promise<string> {
  const row = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', prefix)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seeded alarms link clips', () => {
  it('the start seed links a clip of the same enterprise to a share of the alarms, some the member’s own clip near the alarm', async () => {
    const alarms = await acme.ok<Page<SosAlarm>>('/sos/page', { pageNum: 1, pageSize: 100 });
    expect(alarms.total).toBe(40);
    const linked = alarms.records.filter((alarm) => alarm.relatedMediaId !== null);
    expect(linked.length).toBeGreaterThanOrEqual(5);
    expect(linked.length).toBeLessThan(alarms.total);
    const rows = await linkedClips(await enterpriseIdOf('8001'));
    expect(rows).toHaveLength(linked.length);
    const acmeId = await enterpriseIdOf('8001');
    expect(rows.every((row) => row.clipEnterprise === acmeId)).toBe(true);
    const own = rows.filter(
      (row) => row.clipMember === row.alarmMember && Math.abs(row.clipTime - row.alarmTime) <= 86_400_000,
    );
    expect(own.length).toBeGreaterThan(0);
  });

  it('a linked clip reads through the clip resource and its signed URL answers with the media', async () => {
    const alarms = await acme.ok<Page<SosAlarm>>('/sos/page', { pageNum: 1, pageSize: 100 });
    const alarm = alarms.records.find((candidate) => candidate.relatedMediaId !== null)!;
    const clip = await acme.ok<MediaRecord>('/claptrans/get', { id: alarm.relatedMediaId });
    expect(clip.id).toBe(alarm.relatedMediaId);
    const signed = await acme.ok<{ url: string }>('/claptrans/mediaUrl', { fileId: clip.fileId });
    const response = await fetch(`${t.server.url}${signed.url}`, { headers: { Range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toMatch(
      clip.mediaType === 'video' ? /^video\// : /^audio\//,
    );
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it('the seed command (rows added to an enterprise that has some) links clips of that enterprise only', async () => {
    const globexId = await enterpriseIdOf('8002');
    const before = await linkedClips(globexId);
    const lastClip = await calldataDb(t.server.db)
      .selectFrom('media_records')
      .select((eb) => eb.fn.max<number>('id').as('max'))
      .executeTakeFirstOrThrow();
    await seedCalldata({
      db: t.server.db,
      engine: t.server.engine,
      sink: kyselySink(t.server.db as unknown as Kysely<unknown>),
      enterpriseId: globexId,
      volumes: { cdr: 500, media: 60, ptt: 100, sos: 60, logins: 0 },
      dataDir: t.server.config.dataDir!,
      now: Date.now(),
      days: 90,
      seed: 2026,
    });
    const after = await linkedClips(globexId);
    const added = after.filter((row) => !before.some((old) => old.alarmId === row.alarmId));
    expect(added.length).toBeGreaterThanOrEqual(8);
    expect(after.every((row) => row.clipEnterprise === globexId)).toBe(true);
    // The added alarms link the clips added with them, not the ones the start seed made before.
    expect(added.every((row) => Number(row.clipId) > Number(lastClip.max))).toBe(true);
  });
});
