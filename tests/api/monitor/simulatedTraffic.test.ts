import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import { simulatorBannerLine, startSimulator } from '../../../server/simulator/trafficSimulator';
import { createEnterprise } from '../accounts/platform';
import { signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

type RecordTable = 'call_records' | 'ptt_records' | 'sos_alarms';

async function rows(table: RecordTable, enterpriseId: string) {
  return calldataDb(t.server.db)
    .selectFrom(table)
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .execute();
}

async function enterpriseId(prefix: string): Promise<string> {
  const row = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', prefix)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One simulator round where every chance hits (rolls of 0.01: an answered call, a burst, an alarm). */
async function oneRound(now: number) {
  const simulator = startSimulator({
    db: t.server.db,
    publish: t.server.publish,
    config: t.server.config,
    rates: { call: 1, ptt: 1, sos: 1 },
    random: () => 0.01,
    intervalMs: 3_600_000,
  });
  await simulator.round(now);
  simulator.stop();
}

describe('simulated traffic only where it is asked for', () => {
  it('an enterprise created after the seed receives no simulated record; the demo ones do, marked', async () => {
    const created = await createEnterprise(t, { name: 'Audit Corp', functions: ['video', 'ptt', 'sos'] });
    const acme = await enterpriseId('8001');
    const before = {
      acme: (await rows('call_records', acme)).length,
      acmeSos: (await rows('sos_alarms', acme)).length,
    };

    await oneRound(Date.now() - 1_000);

    for (const table of ['call_records', 'ptt_records', 'sos_alarms'] as const)
      expect(await rows(table, created.id), table).toHaveLength(0);
    const calls = await rows('call_records', acme);
    expect(calls.length).toBe(before.acme + 1);
    const latest = calls.reduce((a, b) => (b.id > a.id ? b : a));
    expect(latest.simulated).toBe(1);
    // The call rang before it was answered: billed time is the talk, the duration includes the ringing.
    expect(latest.answer_time).toBeGreaterThan(latest.start_time);
    expect(latest.billed_sec).toBeLessThan(latest.duration_sec);
    const alarms = await rows('sos_alarms', acme);
    expect(alarms.length).toBe(before.acmeSos + 1);
    const alarm = alarms.reduce((a, b) => (b.id > a.id ? b : a));
    expect(alarm.simulated).toBe(1);
    expect(alarm.latitude).not.toBeNull();
    expect(alarm.longitude).not.toBeNull();
    // The simulator reports with the enterprise's own members: the operation log has no refused report.
    const refused = await t.server.db
      .selectFrom('operation_log')
      .select('id')
      .where('account', '=', 'simulator')
      .where('result', '=', 'failure')
      .execute();
    expect(refused).toHaveLength(0);
  });

  it('the lists show the mark and a filter leaves simulated records out', async () => {
    const acme = await signIn(t, 'acme');
    const all = await acme.ok<{ total: number; records: { simulated: boolean }[] }>('/cdr/page', {
      pageNum: 1,
      pageSize: 10,
    });
    expect(all.total).toBeGreaterThan(0);
    expect(all.records.every((record) => record.simulated)).toBe(true);
    const real = await acme.ok<{ total: number }>('/cdr/page', {
      pageNum: 1,
      pageSize: 10,
      simulated: false,
    });
    expect(real.total).toBe(0);
    const bursts = await acme.ok<{ total: number }>('/pttrecord/page', {
      pageNum: 1,
      pageSize: 10,
      simulated: false,
    });
    expect(bursts.total).toBe(0);
    const alarms = await acme.ok<{ total: number }>('/sos/page', {
      pageNum: 1,
      pageSize: 10,
      simulated: true,
    });
    expect(alarms.total).toBeGreaterThan(0);
  });

  it('the start banner names the enterprises it feeds, and says when it is off', async () => {
    const on = await simulatorBannerLine(t.server.db, { SIMULATOR: '1' });
    expect(on).toContain('Acme Logistics (8001)');
    expect(on).not.toContain('Audit Corp');
    expect(await simulatorBannerLine(t.server.db, {})).toContain('off');
  });
});
