import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeJsonSetting } from '../../../server/db/jsonSettings';
import type { AppAttendanceRecord, AttendanceRecord, EffectiveRule } from '../../../src/contract/apps';
import type { AttendanceReportRow, CalendarDay } from '../../../src/contract/apps/attendanceReports';
import { appSignIn } from '../support/appMembers';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Attendance through its endpoints: rules per department (inherited by sub-departments), checks
 * judged at the rule's boundaries as the app sends them, reports and the calendar counting them, and the
 * enterprise's data kept to the enterprise. The server runs in this process, so the checks are made at
 * exact wall-clock times by faking Date only (sockets and timers stay real).
 */

let t: TestServer;
const ZONE = 'Asia/Shanghai';
const CENTRE = { latitude: 31.2304, longitude: 121.4737 };
/** Metres per degree of latitude on the evaluator's sphere. */
const METRES_PER_DEGREE = (Math.PI * 6_371_008.8) / 180;

beforeAll(async () => {
  t = await startTestServer();
  await writeJsonSetting(t.server.db, 'serverTime', { timeZone: ZONE, ntpServers: [], lastCheck: null });
});
afterAll(async () => t?.stop());
afterEach(() => {
  vi.useRealTimers();
});

async function deptId(enterprisePrefix: string, name: string): Promise<string> {
  const row = await t.server.db
    .selectFrom('departments')
    .innerJoin('enterprises', 'enterprises.id', 'departments.enterprise_id')
    .select('departments.id')
    .where('enterprises.prefix', '=', enterprisePrefix)
    .where('departments.name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function membersOf(dept: string) {
  return t.server.db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('dept_id', '=', dept)
    .where('status', '=', 'enabled')
    .orderBy('account')
    .execute();
}

const console = async (path: string, body: unknown, username = 'acme') =>
  t.client.call('POST', path, { body, token: await t.sharedToken(username), lang: 'en_US' });

/** `YYYY-MM-DD` plus days, in calendar arithmetic. */
function plusDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** ms of a Shanghai wall-clock time (UTC+8, no DST). */
function at(day: string, time: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return Date.UTC(y!, m! - 1, d!, hh! - 8, mm!, ss ?? 0);
}

/** The first Monday at least a week after today: later than every seeded member's creation. */
function nextMonday(): string {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  let day = plusDays(today, 7);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = plusDays(day, 1);
  return day;
}

const RULE = {
  workStart: '09:00',
  workEnd: '18:00',
  graceMinutes: 5,
  workdays: [1, 2, 3, 4, 5],
  area: { kind: 'circle', ...CENTRE, radiusMeters: 200 },
};

describe('rules per department', () => {
  it('a department without a rule follows the default, then its nearest ancestor once that has one', async () => {
    const north = await deptId('8001', 'Fleet North');
    const operations = await deptId('8001', 'Operations');
    const before = await console('/attendance/rule', { deptId: north });
    expect((before.data as EffectiveRule).source).toBe('default');

    const saved = await console('/attendance/saveRule', { deptId: operations, ...RULE });
    expect(saved.envelope.code, saved.envelope.message).toBe('0000');
    expect(saved.data as EffectiveRule).toMatchObject({ source: 'own', timeZone: ZONE, rule: RULE });

    const after = await console('/attendance/rule', { deptId: north });
    expect(after.data as EffectiveRule).toMatchObject({
      source: 'inherited',
      sourceDeptId: operations,
      sourceDeptName: 'Operations',
      rule: RULE,
    });
    const departments = await console('/attendance/departments', {});
    const records = (departments.data as { records: { id: string; hasOwnRule: boolean }[] }).records;
    expect(records.find((dept) => dept.id === operations)?.hasOwnRule).toBe(true);
    expect(records.find((dept) => dept.id === north)?.hasOwnRule).toBe(false);
  });

  it('removing a department’s own rule makes it follow its ancestors again', async () => {
    const south = await deptId('8001', 'Fleet South');
    await console('/attendance/saveRule', { deptId: south, ...RULE, graceMinutes: 30 });
    expect(((await console('/attendance/rule', { deptId: south })).data as EffectiveRule).source).toBe('own');
    const removed = await console('/attendance/deleteRule', { deptId: south });
    expect((removed.data as EffectiveRule).source).not.toBe('own');
  });

  it('refuses a rule that ends before it starts, a polygon of two points and a latitude past 90', async () => {
    const north = await deptId('8001', 'Fleet North');
    const backwards = await console('/attendance/saveRule', { deptId: north, ...RULE, workEnd: '08:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.envelope.message).toBe(message('en', 'validation.attendance.endBeforeStart'));
    const twoPoints = await console('/attendance/saveRule', {
      deptId: north,
      ...RULE,
      area: { kind: 'polygon', points: [CENTRE, { latitude: 31.24, longitude: 121.48 }] },
    });
    expect(twoPoints.status).toBe(400);
    const offGlobe = await console('/attendance/saveRule', {
      deptId: north,
      ...RULE,
      area: { kind: 'circle', latitude: 91, longitude: 0, radiusMeters: 100 },
    });
    expect(offGlobe.status).toBe(400);
    const badTime = await console('/attendance/saveRule', { deptId: north, ...RULE, workStart: '9:00' });
    expect(badTime.status).toBe(400);
  });
});

describe('checks judged at the rule boundaries, and what the reports make of them', () => {
  const monday = nextMonday();
  const tuesday = plusDays(monday, 1);
  const wednesday = plusDays(monday, 2);
  const saturday = plusDays(monday, 5);
  let member: { id: string; account: string };
  let token = '';

  const checkAt = async (when: number, body: Record<string, unknown>) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(when);
    if (!token)
      token = (await appSignIn(t, { account: member.account, deviceId: 'attendance-phone-01' })).token;
    const answer = await t.client.call('POST', '/app/attendance/check', { body, token, lang: 'en_US' });
    expect(answer.envelope.code, answer.envelope.message).toBe('0000');
    return answer.data as AppAttendanceRecord;
  };
  const inside = { latitude: CENTRE.latitude + 199 / METRES_PER_DEGREE, longitude: CENTRE.longitude };
  const outside = { latitude: CENTRE.latitude + 201 / METRES_PER_DEGREE, longitude: CENTRE.longitude };

  beforeAll(async () => {
    const operations = await deptId('8001', 'Operations');
    await console('/attendance/saveRule', { deptId: operations, ...RULE });
    [member] = await membersOf(await deptId('8001', 'Fleet North'));
  });

  it('a check-in at start + grace exactly is normal; one second later it is late', async () => {
    const onTime = await checkAt(at(monday, '09:05:00'), { type: 'in', ...inside, address: 'Gate 1' });
    expect(onTime).toMatchObject({ result: 'normal', timeResult: 'normal', inArea: true, minutesOff: 0 });
    expect(onTime.distanceMeters).toBe(199);
    const late = await checkAt(at(tuesday, '09:05:01'), { type: 'in', ...inside });
    expect(late).toMatchObject({ result: 'late', minutesOff: 6, day: tuesday });
  });

  it('a check-out at end − grace exactly is normal; one second earlier it is an early leave', async () => {
    const onTime = await checkAt(at(monday, '17:55:00'), { type: 'out', ...inside });
    expect(onTime).toMatchObject({ result: 'normal' });
    const early = await checkAt(at(tuesday, '17:54:59'), { type: 'out', ...inside });
    expect(early).toMatchObject({ result: 'early', minutesOff: 6 });
  });

  it('201 m from the centre of a 200 m circle is out of area, keeping the time result', async () => {
    const far = await checkAt(at(wednesday, '08:59:00'), { type: 'in', ...outside, accuracy: 8 });
    expect(far).toMatchObject({
      result: 'outOfArea',
      timeResult: 'normal',
      inArea: false,
      distanceMeters: 201,
    });
  });

  it('a check on a day that is not a workday is a day-off check, and today lists it with the rule', async () => {
    const weekend = await checkAt(at(saturday, '10:00:00'), { type: 'in', ...inside });
    expect(weekend).toMatchObject({ result: 'offDay', minutesOff: 0 });
    const today = await t.client.call('GET', '/app/attendance/today', { token, lang: 'en_US' });
    expect(today.data).toMatchObject({
      day: saturday,
      workday: false,
      rule: { source: 'inherited', rule: RULE },
    });
    expect((today.data as { records: AppAttendanceRecord[] }).records.map((record) => record.id)).toEqual([
      weekend.id,
    ]);
  });

  it('refuses a latitude or longitude out of range, and an unknown type', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(saturday, '11:00:00'));
    for (const body of [
      { type: 'in', latitude: 90.5, longitude: 0 },
      { type: 'in', latitude: 0, longitude: -181 },
      { type: 'lunch', latitude: 0, longitude: 0 },
    ]) {
      const answer = await t.client.call('POST', '/app/attendance/check', { body, token, lang: 'en_US' });
      expect(answer.status).toBe(400);
      expect(answer.envelope.code).toBe('-1');
    }
  });

  it('the daily report counts the late check-in and early leave; the others of the department are missing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(saturday, '12:00:00'));
    const north = await deptId('8001', 'Fleet North');
    const byMember = await console('/attendance/report', {
      period: 'daily',
      date: tuesday,
      group: 'member',
      deptId: north,
    });
    const rows = (byMember.data as { records: AttendanceReportRow[] }).records;
    const mine = rows.find((row) => row.id === member.id);
    expect(mine).toMatchObject({ workdays: 1, present: 1, late: 1, early: 1, absent: 0 });
    expect(mine?.checkIn).toBe(at(tuesday, '09:05:01'));

    const byDept = await console('/attendance/report', { period: 'daily', date: tuesday, group: 'dept' });
    const fleet = (byDept.data as { records: AttendanceReportRow[] }).records.find((row) => row.id === north);
    const size = (await membersOf(north)).length;
    expect(fleet).toMatchObject({ members: size, present: 1, late: 1, early: 1, absent: size - 1 });

    const calendar = async (day: string) => {
      const answer = await console('/attendance/calendar', { memberId: member.id, month: day.slice(0, 7) });
      return (answer.data as { days: CalendarDay[] }).days.find((entry) => entry.day === day);
    };
    expect((await calendar(monday))?.result).toBe('normal');
    expect((await calendar(tuesday))?.result).toBe('lateEarly');
    expect(await calendar(wednesday)).toMatchObject({ result: 'normal', outOfArea: true });
    expect((await calendar(plusDays(monday, 3)))?.result).toBe('missing');
    expect((await calendar(saturday))?.result).toBe('offDay');
    // Sunday is still to come on Saturday.
    expect((await calendar(plusDays(monday, 6)))?.result).toBe('future');
  });

  it('the records filter by department subtree, result and member, and export in the caller’s language', async () => {
    const operations = await deptId('8001', 'Operations');
    // From Monday on: the seed's two weeks of history lie before it.
    const late = await console('/attendance/page', {
      dayFrom: monday,
      deptId: operations,
      result: 'late',
      pageNum: 1,
      pageSize: 20,
    });
    const page = late.data as { records: AttendanceRecord[]; total: number };
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      memberId: member.id,
      deptName: 'Headquarters / Operations / Fleet North',
    });
    const mine = await console('/attendance/page', {
      dayFrom: monday,
      memberId: member.id,
      sort: 'time',
      order: 'asc',
      pageNum: 1,
      pageSize: 20,
    });
    expect((mine.data as { records: AttendanceRecord[] }).records.map((record) => record.result)).toEqual([
      'normal',
      'normal',
      'late',
      'early',
      'outOfArea',
      'offDay',
    ]);
    const file = await t.client.call('POST', '/attendance/export', {
      body: { memberId: member.id, format: 'csv' },
      token: await t.sharedToken('acme'),
      lang: 'en_US',
    });
    expect(file.status).toBe(200);
    const text = String(file.envelope.data ?? file.envelope.message);
    expect(text).toContain('Early leave');
    expect(text).toContain('Out of area');
  });
});

describe('tenant isolation and who may call', () => {
  it('globex (given attendance) sees none of acme’s records, rules, departments or members', async () => {
    // The seed's Globex has no attendance function (its calls are refused outright); given it, its calls
    // reach the handlers, which must still keep acme's rows from it.
    await t.server.db
      .updateTable('enterprises')
      .set({ functions: JSON.stringify(['recording', 'sos', 'ptt', 'dispatch', 'attendance']) })
      .where('prefix', '=', '8002')
      .execute();
    const operations = await deptId('8001', 'Operations');
    const acmeMember = (await membersOf(await deptId('8001', 'Fleet North')))[0]!;
    const page = await console(
      '/attendance/page',
      { memberId: acmeMember.id, pageNum: 1, pageSize: 20 },
      'globex',
    );
    expect(page.data).toEqual({ records: [], total: 0 });
    const all = await console('/attendance/page', { pageNum: 1, pageSize: 100 }, 'globex');
    expect(
      (all.data as { records: AttendanceRecord[] }).records.every(
        (record) => record.memberId !== acmeMember.id,
      ),
    ).toBe(true);
    for (const [path, body] of [
      ['/attendance/rule', { deptId: operations }],
      ['/attendance/saveRule', { deptId: operations, ...RULE }],
      ['/attendance/deleteRule', { deptId: operations }],
    ] as const) {
      const answer = await console(path, body, 'globex');
      expect(answer.envelope).toMatchObject({
        code: '-1',
        message: message('en', 'api.attendance.deptMissing'),
      });
    }
    const calendar = await console(
      '/attendance/calendar',
      { memberId: acmeMember.id, month: '2026-01' },
      'globex',
    );
    expect(calendar.envelope.message).toBe(message('en', 'api.attendance.memberMissing'));
    const departments = await console('/attendance/departments', {}, 'globex');
    expect((departments.data as { records: { id: string }[] }).records.map((dept) => dept.id)).not.toContain(
      operations,
    );
    const members = await console('/attendance/members', { id: acmeMember.id }, 'globex');
    expect(members.data).toEqual({ records: [] });
    // acme's rule is untouched.
    expect(((await console('/attendance/rule', { deptId: operations })).data as EffectiveRule).source).toBe(
      'own',
    );
  });

  it('the app endpoint refuses a console token, and the console endpoints refuse an app token', async () => {
    const asConsole = await t.client.call('POST', '/app/attendance/check', {
      body: { type: 'in', ...CENTRE },
      token: await t.sharedToken('acme'),
      lang: 'en_US',
    });
    expect(asConsole.status).toBe(403);
    expect(asConsole.envelope.message).toBe(message('en', 'api.apps.consoleTokenRefused'));
    const app = await appSignIn(t, { deviceId: 'attendance-phone-02' });
    const asApp = await t.client.call('POST', '/attendance/page', {
      body: {},
      token: app.token,
      lang: 'en_US',
    });
    expect(asApp.status).toBe(403);
    expect(asApp.envelope.message).toBe(message('en', 'api.apps.appTokenRefused'));
  });

  it('acme-ops without attendance:search is refused; granted it, the sub-user reads but cannot change rules', async () => {
    const refused = await console('/attendance/page', {}, 'acme-ops');
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe(
      message('en', 'api.forbiddenPermission', { permission: 'attendance:search' }),
    );
    const account = await t.server.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'acme-ops')
      .executeTakeFirstOrThrow();
    await t.server.db
      .insertInto('account_permits')
      .values({ account_id: account.id, permit_value: 'attendance:search' })
      .execute();
    const token = await t.login('acme-ops');
    const call = (path: string, body: unknown) => t.client.call('POST', path, { body, token, lang: 'en_US' });
    expect((await call('/attendance/page', {})).status).toBe(200);
    const report = await call('/attendance/report', { period: 'monthly', date: '2026-01', group: 'dept' });
    expect(report.envelope.code).toBe('0000');
    const save = await call('/attendance/saveRule', { deptId: await deptId('8001', 'Warehouse'), ...RULE });
    expect(save.status).toBe(403);
    expect((await call('/attendance/export', {})).status).toBe(403);
  });
});
