import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppAttendanceRecord } from '../../src/contract/apps/attendance';
import { evaluateCheck } from '../../src/contract/apps/attendanceEvaluate';
import type { AttendanceType } from '../../src/contract/apps/attendanceRules';
import type { Database } from '../db/schema';
import { RuleBook } from './attendanceRuleBook';
import { type AttendanceRecordTable, attendanceDb } from './attendanceTables';
import { localTime, platformTimeZone } from './attendanceTime';

/** Who checks: from the member's app session (or the simulator acting as the app). */
export interface Checker {
  memberId: string;
  enterpriseId: string;
  deptId: string | null;
  deviceId: string;
}

export interface CheckRequest {
  type: AttendanceType;
  latitude: number;
  longitude: number;
  address?: string;
  accuracy?: number;
}

export function appRecordOf(row: AttendanceRecordTable): AppAttendanceRecord {
  return {
    id: row.id,
    type: row.type as AppAttendanceRecord['type'],
    time: Number(row.time),
    day: row.day,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    address: row.address,
    result: row.result as AppAttendanceRecord['result'],
    timeResult: row.time_result as AppAttendanceRecord['timeResult'],
    inArea: Number(row.in_area) === 1,
    distanceMeters: row.distance_m === null ? null : Number(row.distance_m),
    minutesOff: Number(row.minutes_off),
  };
}

/**
 * A check judged by the rule book of the member's enterprise, as the row it is stored as (the seed builds its
 * history with this too, many rows against one loaded book).
 */
export function judgedCheckRow(
  book: RuleBook,
  timeZone: string,
  checker: Checker,
  request: CheckRequest,
  now: number,
): AttendanceRecordTable {
  const { rule } = book.effective(checker.deptId);
  const local = localTime(now, timeZone);
  const verdict = evaluateCheck(rule, {
    type: request.type,
    secondOfDay: local.secondOfDay,
    weekday: local.weekday,
    position: { latitude: request.latitude, longitude: request.longitude },
  });
  return {
    id: randomUUID(),
    enterprise_id: checker.enterpriseId,
    member_id: checker.memberId,
    dept_id: checker.deptId,
    type: request.type,
    time: now,
    day: local.day,
    latitude: request.latitude,
    longitude: request.longitude,
    address: request.address ?? '',
    accuracy: request.accuracy ?? null,
    device_id: checker.deviceId,
    result: verdict.result,
    time_result: verdict.timeResult,
    in_area: verdict.inArea ? 1 : 0,
    distance_m: verdict.distanceMeters,
    minutes_off: verdict.minutesOff,
  };
}

/**
 * Records one check-in or check-out, judged now by the rule of the member's department (the one
 * function the app endpoint and the traffic simulator both use).
 */
export async function recordCheck(
  db: Kysely<Database>,
  checker: Checker,
  request: CheckRequest,
  now: number,
): Promise<AppAttendanceRecord> {
  const timeZone = await platformTimeZone(db);
  const book = await RuleBook.load(db, checker.enterpriseId, timeZone);
  const row = judgedCheckRow(book, timeZone, checker, request, now);
  await attendanceDb(db).insertInto('attendance_records').values(row).execute();
  return appRecordOf(row);
}
