import {
  ATTENDANCE_EXPORT_COLUMNS,
  type AttendanceRecord,
  attendanceDeleteRule,
  attendanceDepartments,
  attendanceExport,
  attendanceMembers,
  attendancePage,
  attendanceRule,
  attendanceSaveRule,
} from '../../src/contract/apps/attendance';
import { type EndpointHandler, handle } from '../handlers/handler';
import { refused } from '../http/errors';
import type { Translate } from '../http/i18n';
import { tableFileAnswer } from '../resources/tableFile';
import { containsText, exportRecords, pageRecords } from './attendanceRecords';
import { RuleBook, ruleToRow } from './attendanceRuleBook';
import { attendanceScope } from './attendanceScope';
import { attendanceDb } from './attendanceTables';
import { localTime } from './attendanceTime';

/* `/attendance/*` (console): records, departments with their rules, members to choose from. */

const pageHandler = handle(attendancePage, async (context) => {
  const scope = await attendanceScope(context);
  return pageRecords(context.db, scope.enterpriseId, scope.book, context.input);
});

/** A time as the platform's wall clock: `YYYY-MM-DD HH:mm:ss`. */
export function wallClock(ms: number, timeZone: string): string {
  const local = localTime(ms, timeZone);
  return `${local.day} ${new Date(local.secondOfDay * 1000).toISOString().slice(11, 19)}`;
}

function exportCell(
  record: AttendanceRecord,
  column: (typeof ATTENDANCE_EXPORT_COLUMNS)[number],
  t: Translate,
  timeZone: string,
): string {
  switch (column) {
    case 'time':
      return wallClock(record.time, timeZone);
    case 'type':
      return t(`apps.attendance.types.${record.type}`);
    case 'result':
      return t(`apps.attendance.results.${record.result}`);
    case 'distanceMeters':
      return record.distanceMeters === null ? '' : String(record.distanceMeters);
    default:
      return String(record[column]);
  }
}

const exportHandler = handle(attendanceExport, async (context) => {
  const scope = await attendanceScope(context);
  const { format, ...options } = context.input;
  const records = await exportRecords(context.db, scope.enterpriseId, scope.book, options);
  const header = ATTENDANCE_EXPORT_COLUMNS.map((column) => scope.t(`apps.attendance.fields.${column}`));
  const rows = records.map((record) =>
    ATTENDANCE_EXPORT_COLUMNS.map((column) => exportCell(record, column, scope.t, scope.book.timeZone)),
  );
  await scope.log('attendance:export', '', JSON.stringify({ rows: rows.length }));
  return tableFileAnswer(format, `attendance-${scope.stamp}`, header, rows);
});

const departmentsHandler = handle(attendanceDepartments, async (context) => {
  const scope = await attendanceScope(context);
  const counts = await context.db
    .selectFrom('members')
    .select(['dept_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('enterprise_id', '=', scope.enterpriseId)
    .where('status', '=', 'enabled')
    .where('dept_id', 'is not', null)
    .groupBy('dept_id')
    .execute();
  const direct = new Map(counts.map((row) => [String(row.dept_id), Number(row.count)]));
  return {
    records: [...scope.book.departments.values()].map((dept) => ({
      ...dept,
      hasOwnRule: scope.book.rules.has(dept.id),
      memberCount: direct.get(dept.id) ?? 0,
    })),
    timeZone: scope.book.timeZone,
  };
});

const membersHandler = handle(attendanceMembers, async (context) => {
  const scope = await attendanceScope(context);
  const { keyword, deptId, id } = context.input;
  let query = context.db
    .selectFrom('members')
    .select(['id', 'account', 'name', 'dept_id'])
    .where('enterprise_id', '=', scope.enterpriseId);
  if (id) query = query.where('id', '=', id);
  else {
    if (keyword) {
      query = query.where((eb) => eb.or([containsText('name', keyword), containsText('account', keyword)]));
    }
    if (deptId) {
      const subtree = scope.book.subtree(deptId);
      query = subtree.length ? query.where('dept_id', 'in', subtree) : query.where('id', '=', '');
    }
  }
  const rows = await query.orderBy('name').orderBy('account').limit(50).execute();
  return {
    records: rows.map((row) => ({
      id: row.id,
      account: row.account,
      name: row.name,
      deptId: row.dept_id,
      deptName: scope.book.pathName(row.dept_id),
    })),
  };
});

function requireDept(book: RuleBook, deptId: string): void {
  if (!book.departments.has(deptId)) throw refused('api.attendance.deptMissing');
}

const ruleHandler = handle(attendanceRule, async (context) => {
  const scope = await attendanceScope(context);
  requireDept(scope.book, context.input.deptId);
  return scope.book.effective(context.input.deptId);
});

const saveRuleHandler = handle(attendanceSaveRule, async (context) => {
  const scope = await attendanceScope(context);
  const { deptId, ...rule } = context.input;
  requireDept(scope.book, deptId);
  const row = ruleToRow(scope.enterpriseId, deptId, rule, context.now);
  const { enterprise_id: _enterprise, dept_id: _dept, ...values } = row;
  await attendanceDb(context.db)
    .insertInto('attendance_rules')
    .values(row)
    .onConflict((conflict) => conflict.columns(['enterprise_id', 'dept_id']).doUpdateSet(values))
    .execute();
  await scope.log('attendance:saveRule', scope.book.pathName(deptId), JSON.stringify(rule));
  const rules = new Map(scope.book.rules).set(deptId, rule);
  return new RuleBook(scope.book.departments, rules, scope.book.timeZone).effective(deptId);
});

const deleteRuleHandler = handle(attendanceDeleteRule, async (context) => {
  const scope = await attendanceScope(context);
  const { deptId } = context.input;
  requireDept(scope.book, deptId);
  await attendanceDb(context.db)
    .deleteFrom('attendance_rules')
    .where('enterprise_id', '=', scope.enterpriseId)
    .where('dept_id', '=', deptId)
    .execute();
  await scope.log('attendance:deleteRule', scope.book.pathName(deptId), '');
  const rules = new Map(scope.book.rules);
  rules.delete(deptId);
  return new RuleBook(scope.book.departments, rules, scope.book.timeZone).effective(deptId);
});

export const ATTENDANCE_CONSOLE_HANDLERS: readonly EndpointHandler[] = [
  pageHandler,
  exportHandler,
  departmentsHandler,
  membersHandler,
  ruleHandler,
  saveRuleHandler,
  deleteRuleHandler,
];
