import type { Kysely } from 'kysely';
import { type DayChecks, isWorkday, judgeDay } from '../../src/contract/apps/attendanceEvaluate';
import type { CalendarDay } from '../../src/contract/apps/attendanceReports';
import { type TimeResult, timeOfDayMinutes } from '../../src/contract/apps/attendanceRules';
import type { Database } from '../db/schema';
import type { RuleBook } from './attendanceRuleBook';
import { attendanceDb } from './attendanceTables';
import { localTime, weekdayOf } from './attendanceTime';

/*
 * A member's days as reports and the calendar read them — the first check-in and last check-out
 * of each day, judged against the rule the member works to now (rules are not versioned; the records keep
 * their own results as judged when made).
 */

export interface MemberRow {
  id: string;
  name: string;
  account: string;
  deptId: string | null;
  createdAt: number;
}

interface DayRecords extends DayChecks {
  checkIn: number | null;
  checkOut: number | null;
}

/** Records of members over days, folded per member and day. */
export async function loadDayRecords(
  db: Kysely<Database>,
  enterpriseId: string,
  memberIds: readonly string[] | null,
  firstDay: string,
  lastDay: string,
): Promise<Map<string, DayRecords>> {
  let query = attendanceDb(db)
    .selectFrom('attendance_records')
    .select(['member_id', 'day', 'type', 'time', 'time_result', 'in_area'])
    .where('enterprise_id', '=', enterpriseId)
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay);
  if (memberIds) {
    if (memberIds.length === 0) return new Map();
    query = query.where('member_id', 'in', memberIds);
  }
  const rows = await query.orderBy('time').execute();
  const folded = new Map<string, DayRecords>();
  for (const row of rows) {
    const key = `${row.member_id}|${row.day}`;
    const day = folded.get(key) ?? {
      firstIn: null,
      lastOut: null,
      outOfArea: false,
      checkIn: null,
      checkOut: null,
    };
    const time = Number(row.time);
    if (row.type === 'in' && day.checkIn === null) {
      day.checkIn = time;
      day.firstIn = row.time_result as TimeResult;
    }
    if (row.type === 'out') {
      day.checkOut = time;
      day.lastOut = row.time_result as TimeResult;
    }
    if (Number(row.in_area) !== 1) day.outOfArea = true;
    folded.set(key, day);
  }
  return folded;
}

/** Each day of a member (null for days before the member existed). */
export function memberDays(
  book: RuleBook,
  member: MemberRow,
  days: readonly string[],
  records: ReadonlyMap<string, DayRecords>,
  now: number,
): (CalendarDay | null)[] {
  const { rule } = book.effective(member.deptId);
  const today = localTime(now, book.timeZone);
  const createdDay = localTime(member.createdAt, book.timeZone).day;
  const endSecond = timeOfDayMinutes(rule.workEnd) * 60;
  return days.map((day) => {
    if (day < createdDay) return null;
    const workday = isWorkday(rule, weekdayOf(day));
    const found = records.get(`${member.id}|${day}`);
    const checks = found ?? { firstIn: null, lastOut: null, outOfArea: false };
    const over = day < today.day || (day === today.day && today.secondOfDay >= endSecond);
    const result = day > today.day && !found ? 'future' : judgeDay(workday, checks, over);
    return {
      day,
      workday,
      result,
      checkIn: found?.checkIn ?? null,
      checkOut: found?.checkOut ?? null,
      outOfArea: checks.outOfArea,
    };
  });
}
