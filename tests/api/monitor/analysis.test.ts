import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import { recordOperation } from '../../../server/db/audit';
import {
  type Analysis,
  analysisSchema,
  type Workbench,
  workbenchSchema,
} from '../../../src/contract/monitor';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
const tokens: Record<string, string> = {};
let acmeId = '';
let globexId = '';
beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['admin', 'acme', 'globex', 'acme-ops']) tokens[name] = await t.login(name);
  const rows = await t.server.db.selectFrom('enterprises').select(['id', 'prefix']).execute();
  acmeId = rows.find((row) => row.prefix === '8001')!.id;
  globexId = rows.find((row) => row.prefix === '8002')!.id;
});
afterAll(async () => t?.stop());

async function analysis(name: string, period?: string): Promise<Analysis> {
  const result = await t.client.call('POST', '/dashboard/analysis', {
    token: tokens[name],
    body: period ? { period } : undefined,
  });
  expect(result.envelope.code, result.envelope.message).toBe('0000');
  return analysisSchema.parse(result.data);
}

async function workbench(name: string): Promise<Workbench> {
  const result = await t.client.call('POST', '/dashboard/workbench', { token: tokens[name] });
  expect(result.envelope.code, result.envelope.message).toBe('0000');
  return workbenchSchema.parse(result.data);
}

function call(enterpriseId: string, start: number, answered: boolean, seconds: number) {
  return {
    enterprise_id: enterpriseId,
    direction: 'outbound',
    caller_number: '8001001',
    caller_name: 'Dashboard Test',
    callee_number: '8001002',
    callee_name: '',
    start_time: start,
    answer_time: answered ? start + 2_000 : null,
    end_time: start + 2_000 + seconds * 1000,
    duration_sec: answered ? seconds : 0,
    billed_sec: answered ? seconds : 0,
    status: answered ? 'answered' : 'no_answer',
    hangup_cause: 'NORMAL_CLEARING',
    call_type: 'audio',
    has_recording: 0,
  };
}

function burst(enterpriseId: string, start: number, group: string, talker: string) {
  return {
    enterprise_id: enterpriseId,
    group_name: group,
    talker_name: talker,
    talker_extension: '8001001',
    start_time: start,
    end_time: start + 4_000,
    duration_ms: 4_000,
    address: '',
    emergency: 0,
    latitude: null,
    longitude: null,
    file_id: null,
  };
}

describe('/dashboard/analysis (calls per hour and day, answer rate, PTT use)', () => {
  it('today answers 24 hourly buckets; 7 and 30 days answer daily buckets', async () => {
    const today = await analysis('acme', 'today');
    expect(today.bucket).toBe('hour');
    expect(today.callsOverTime).toHaveLength(24);
    const week = await analysis('acme');
    expect(week.period).toBe('7d');
    expect(week.bucket).toBe('day');
    expect(week.callsOverTime).toHaveLength(7);
    expect((await analysis('acme', '30d')).pttOverTime).toHaveLength(30);
  });

  it('new calls and bursts of the enterprise move its figures, and never another enterprise’s', async () => {
    const before = await analysis('acme', 'today');
    const globexBefore = await analysis('globex', 'today');
    const now = Date.now() - 60_000;
    const db = calldataDb(t.server.db);
    await db
      .insertInto('call_records')
      .values([call(acmeId, now, true, 60), call(acmeId, now, true, 120), call(acmeId, now, false, 0)])
      .execute();
    const bursts = Array.from({ length: 40 }, (_, i) =>
      burst(acmeId, now - i, 'Dashboard Test Group', 'Dashboard Talker'),
    );
    await db.insertInto('ptt_records').values(bursts).execute();

    const after = await analysis('acme', 'today');
    expect(after.callDataAvailable).toBe(true);
    expect(after.totals.calls! - before.totals.calls!).toBe(3);
    expect(after.totals.answered! - before.totals.answered!).toBe(2);
    expect(after.totals.pttBursts! - before.totals.pttBursts!).toBe(40);
    expect(after.totals.pttSeconds! - before.totals.pttSeconds!).toBe(160);
    expect(after.callsOverTime!.reduce((sum, b) => sum + b.calls, 0)).toBe(after.totals.calls);
    expect(after.busiestGroups!.map((g) => g.name)).toContain('Dashboard Test Group');
    expect(after.busiestTalkers!.map((g) => g.name)).toContain('Dashboard Talker');
    expect(after.totals.answerRate).not.toBeNull();

    const globexAfter = await analysis('globex', 'today');
    expect(globexAfter.totals).toEqual(globexBefore.totals);
    expect(globexAfter.busiestGroups!.map((g) => g.name)).not.toContain('Dashboard Test Group');
  });

  it('a period outside the list is refused with a message', async () => {
    const result = await t.client.call('POST', '/dashboard/analysis', {
      token: tokens.acme,
      body: { period: 'year' },
    });
    expect(result.status).toBe(400);
    expect(result.envelope.code).toBe('-1');
  });
});

describe('/dashboard/workbench (recent open SOS, recent operations of this account)', () => {
  it('lists the enterprise’s open alarms, newest first, without resolved ones or other tenants’', async () => {
    const db = calldataDb(t.server.db);
    const now = Date.now();
    const alarm = (enterpriseId: string, name: string, status: string, time: number) => ({
      enterprise_id: enterpriseId,
      member_name: name,
      member_account: name.toLowerCase(),
      alarm_time: time,
      alarm_type: 'sos',
      status,
      device_id: '',
      latitude: null,
      longitude: null,
      accuracy_m: null,
      address: '',
      acknowledged_by: null,
      acknowledged_at: null,
      closed_by: null,
      closed_at: null,
      notes: '',
      related_cdr_id: null,
      related_ptt_id: null,
      related_media_id: null,
    });
    await db
      .insertInto('sos_alarms')
      .values([
        alarm(acmeId, 'Open Newer', 'open', now + 2),
        alarm(acmeId, 'Resolved One', 'resolved', now + 3),
        alarm(acmeId, 'Open Older', 'acknowledged', now + 1),
        alarm(globexId, 'Globex Alarm', 'open', now + 4),
      ])
      .execute();
    const { sos } = await workbench('acme');
    const names = sos!.map((row) => row.member);
    expect(names.slice(0, 2)).toEqual(['Open Newer', 'Open Older']);
    expect(names).not.toContain('Resolved One');
    expect(names).not.toContain('Globex Alarm');
    expect((await workbench('globex')).sos!.map((row) => row.member)).toContain('Globex Alarm');
    expect((await workbench('admin')).sos).toEqual([]);
  });

  it('lists the recent operations of this account only', async () => {
    const ip = '127.0.0.1';
    await recordOperation(
      t.server.db,
      {
        account: 'acme',
        enterpriseId: acmeId,
        action: 'localuser:add',
        target: 'Dash Test',
        ip,
        result: 'success',
      },
      Date.now(),
    );
    await recordOperation(
      t.server.db,
      {
        account: 'acme-ops',
        enterpriseId: acmeId,
        action: 'dept:add',
        target: 'Not Mine',
        ip,
        result: 'success',
      },
      Date.now(),
    );
    const { operations } = await workbench('acme');
    expect(operations[0]).toMatchObject({ action: 'localuser:add', target: 'Dash Test', result: 'success' });
    expect(operations.map((row) => row.target)).not.toContain('Not Mine');
  });
});
