import type { Kysely } from 'kysely';
import type {
  AttendanceReportRow,
  ReportGroup,
  ReportPeriod,
} from '../../src/contract/apps/attendanceReports';
import type { Database } from '../db/schema';
import type { Translate } from '../http/i18n';
import { loadDayRecords, type MemberRow, memberDays } from './attendanceDays';
import type { RuleBook } from './attendanceRuleBook';
import { daysOfMonth } from './attendanceTime';

/*
 * Reports in person-days: per member, or per department (its direct members; a department chosen
 * as the filter brings every department below it).
 */

export interface ReportQuery {
  period: ReportPeriod;
  date: string;
  group: ReportGroup;
  deptId?: string;
}

type Counts = Pick<
  AttendanceReportRow,
  'members' | 'workdays' | 'present' | 'late' | 'early' | 'absent' | 'outOfArea'
>;

function emptyRow(id: string, name: string, deptName: string): AttendanceReportRow {
  return {
    id,
    name,
    deptName,
    members: 0,
    workdays: 0,
    present: 0,
    late: 0,
    early: 0,
    absent: 0,
    outOfArea: 0,
    checkIn: null,
    checkOut: null,
  };
}

const COUNTED: (keyof Counts)[] = ['members', 'workdays', 'present', 'late', 'early', 'absent', 'outOfArea'];

function add(into: AttendanceReportRow, from: Counts): void {
  for (const key of COUNTED) into[key] += from[key];
}

/** Enabled members of the enterprise, in the departments given (all when null). */
async function reportMembers(
  db: Kysely<Database>,
  enterpriseId: string,
  deptIds: readonly string[] | null,
): Promise<MemberRow[]> {
  let query = db
    .selectFrom('members')
    .select(['id', 'name', 'account', 'dept_id', 'created_at'])
    .where('enterprise_id', '=', enterpriseId)
    .where('status', '=', 'enabled');
  if (deptIds) {
    if (deptIds.length === 0) return [];
    query = query.where('dept_id', 'in', deptIds);
  }
  const rows = await query.orderBy('name').orderBy('account').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    account: row.account,
    deptId: row.dept_id,
    createdAt: Number(row.created_at),
  }));
}

export async function buildReport(
  db: Kysely<Database>,
  enterpriseId: string,
  book: RuleBook,
  query: ReportQuery,
  now: number,
  t: Translate,
): Promise<{ records: AttendanceReportRow[]; total: AttendanceReportRow }> {
  const days = query.period === 'daily' ? [query.date] : daysOfMonth(query.date);
  const deptIds = query.deptId ? book.subtree(query.deptId) : null;
  const members = await reportMembers(db, enterpriseId, deptIds);
  const records = await loadDayRecords(
    db,
    enterpriseId,
    members.length > 500 ? null : members.map((member) => member.id),
    days[0]!,
    days[days.length - 1]!,
  );
  const memberRows = members.map((member) => {
    const row = emptyRow(member.id, `${member.name} (${member.account})`, book.pathName(member.deptId));
    row.members = 1;
    for (const day of memberDays(book, member, days, records, now)) {
      if (!day) continue;
      if (query.period === 'daily') {
        row.checkIn = day.checkIn;
        row.checkOut = day.checkOut;
      }
      if (day.workday && day.result !== 'future') row.workdays += 1;
      if (day.workday && day.checkIn !== null) row.present += 1;
      if (day.result === 'late' || day.result === 'lateEarly') row.late += 1;
      if (day.result === 'early' || day.result === 'lateEarly') row.early += 1;
      if (day.result === 'missing') row.absent += 1;
      if (day.outOfArea) row.outOfArea += 1;
    }
    return { member, row };
  });
  const total = emptyRow('total', t('apps.attendance.report.total'), '');
  for (const { row } of memberRows) add(total, row);
  if (query.group === 'member') return { records: memberRows.map(({ row }) => row), total };

  const byDept = new Map<string, AttendanceReportRow>();
  const scope = deptIds ?? [...book.departments.keys()];
  for (const id of scope) {
    const dept = book.departments.get(id);
    if (dept) byDept.set(id, emptyRow(id, dept.name, book.pathName(dept.parentId)));
  }
  const none = emptyRow('', t('apps.attendance.report.noDept'), '');
  for (const { member, row } of memberRows) add(byDept.get(member.deptId ?? '') ?? none, row);
  const rows = [...byDept.values()];
  if (none.members > 0) rows.push(none);
  return { records: rows, total };
}
