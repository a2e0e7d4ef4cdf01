import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEEDED_HISTORY_DAYS,
  seedAttendanceHistory,
  simulateAttendanceRound,
} from '../../../server/attendance/attendanceSimulation';
import { attendanceDb } from '../../../server/attendance/attendanceTables';
import { writeJsonSetting } from '../../../server/db/jsonSettings';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * The traffic simulator's attendance round checks members in around work start and out around
 * work end through the app's own recording function, once each a day.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await writeJsonSetting(t.server.db, 'serverTime', { timeZone: 'UTC', ntpServers: [], lastCheck: null });
});
afterAll(async () => t?.stop());

/** A Monday well after the seed, at a UTC wall-clock time. */
function mondayAt(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  const day = new Date(Date.now() + 14 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours!, minutes!);
}

describe('simulateAttendanceRound', () => {
  it('checks members in near the start (judged by the rule), once, and out near the end', async () => {
    // Only the rounds' own checks: the seed's history lies in the past, these on a Monday two weeks ahead.
    const since = mondayAt('00:00');
    const records = () =>
      attendanceDb(t.server.db)
        .selectFrom('attendance_records')
        .selectAll()
        .where('time', '>=', since)
        .execute();
    await simulateAttendanceRound({ db: t.server.db, now: mondayAt('07:00'), random: () => 0 });
    expect(await records()).toHaveLength(0);

    // The default rule: 09:00 with 5 minutes' grace, so 09:10 is late.
    await simulateAttendanceRound({ db: t.server.db, now: mondayAt('09:10'), random: () => 0 });
    const checkedIn = await records();
    expect(checkedIn.length).toBeGreaterThan(10);
    // Only enterprises with the attendance function check in: of the demo ones, Acme alone.
    const acme = await t.server.db
      .selectFrom('enterprises')
      .select('id')
      .where('prefix', '=', '8001')
      .executeTakeFirstOrThrow();
    expect([...new Set(checkedIn.map((row) => row.enterprise_id))]).toEqual([acme.id]);
    expect(
      checkedIn.every((row) => row.type === 'in' && row.result === 'late' && row.minutes_off === 10),
    ).toBe(true);
    expect(checkedIn.every((row) => row.device_id.startsWith('sim-'))).toBe(true);

    await simulateAttendanceRound({ db: t.server.db, now: mondayAt('09:12'), random: () => 0 });
    expect(await records()).toHaveLength(checkedIn.length);

    await simulateAttendanceRound({ db: t.server.db, now: mondayAt('18:05'), random: () => 0 });
    const all = await records();
    const out = all.filter((row) => row.type === 'out');
    expect(out).toHaveLength(checkedIn.length);
    expect(out.every((row) => row.result === 'normal')).toBe(true);
  });

  it('leaves everyone alone when the chance does not come up', async () => {
    const before = await attendanceDb(t.server.db).selectFrom('attendance_records').select('id').execute();
    await simulateAttendanceRound({
      db: t.server.db,
      now: mondayAt('09:00') + 7 * 86_400_000,
      random: () => 0.99,
    });
    const after = await attendanceDb(t.server.db).selectFrom('attendance_records').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});

describe('seedAttendanceHistory', () => {
  it('leaves two weeks of judged check-ins on workdays before today, and is not seeded twice', async () => {
    // The server seeded at start (in its own zone setting then, Asia/Shanghai by default).
    const seeded = await attendanceDb(t.server.db)
      .selectFrom('attendance_records')
      .selectAll()
      .where('device_id', 'like', 'sim-%')
      .where('time', '<', Date.now())
      .execute();
    expect(seeded.length).toBeGreaterThan(100);
    const days = new Set(seeded.map((row) => row.day));
    expect(days.size).toBeGreaterThanOrEqual(8);
    expect(days.size).toBeLessThanOrEqual(SEEDED_HISTORY_DAYS);
    // Judged, not made up: around 09:00 (5 minutes' grace) some are late, most are normal.
    const checkIns = seeded.filter((row) => row.type === 'in');
    expect(checkIns.some((row) => row.time_result === 'late')).toBe(true);
    expect(checkIns.some((row) => row.time_result === 'normal')).toBe(true);
    expect(seeded.every((row) => row.time_result !== 'offDay')).toBe(true);
    await seedAttendanceHistory(t.server.db, Date.now());
    const again = await attendanceDb(t.server.db).selectFrom('attendance_records').select('id').execute();
    expect(again.length).toBeGreaterThanOrEqual(seeded.length);
    const stillSeeded = await attendanceDb(t.server.db)
      .selectFrom('attendance_records')
      .select('id')
      .where('device_id', 'like', 'sim-%')
      .where('time', '<', Date.now())
      .execute();
    expect(stillSeeded).toHaveLength(seeded.length);
  });
});
