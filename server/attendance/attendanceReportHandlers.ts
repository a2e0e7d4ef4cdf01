import {
  type AttendanceReportRow,
  attendanceCalendar,
  attendanceReport,
  attendanceReportExport,
  REPORT_EXPORT_COLUMNS,
} from '../../src/contract/apps/attendanceReports';
import { type EndpointHandler, handle } from '../handlers/handler';
import { refused } from '../http/errors';
import { tableFileAnswer } from '../resources/tableFile';
import { loadDayRecords, memberDays } from './attendanceDays';
import { wallClock } from './attendanceHandlers';
import { buildReport } from './attendanceReportData';
import { attendanceScope } from './attendanceScope';
import { daysOfMonth } from './attendanceTime';

/* Daily and monthly reports, their export, and a member's month. */

const reportHandler = handle(attendanceReport, async (context) => {
  const scope = await attendanceScope(context);
  if (context.input.deptId && !scope.book.departments.has(context.input.deptId))
    throw refused('api.attendance.deptMissing');
  const report = await buildReport(
    context.db,
    scope.enterpriseId,
    scope.book,
    context.input,
    context.now,
    scope.t,
  );
  return { ...report, timeZone: scope.book.timeZone };
});

function cell(row: AttendanceReportRow, column: (typeof REPORT_EXPORT_COLUMNS)[number], timeZone: string) {
  if (column === 'checkIn' || column === 'checkOut') {
    const time = row[column];
    return time === null ? '' : wallClock(time, timeZone).slice(11);
  }
  return String(row[column]);
}

const reportExportHandler = handle(attendanceReportExport, async (context) => {
  const scope = await attendanceScope(context);
  const { format, ...query } = context.input;
  if (query.deptId && !scope.book.departments.has(query.deptId)) throw refused('api.attendance.deptMissing');
  const report = await buildReport(context.db, scope.enterpriseId, scope.book, query, context.now, scope.t);
  // Check-in and check-out times belong to a member's day only.
  const columns = REPORT_EXPORT_COLUMNS.filter(
    (column) =>
      (column !== 'checkIn' && column !== 'checkOut') ||
      (query.period === 'daily' && query.group === 'member'),
  );
  const header = columns.map((column) => scope.t(`apps.attendance.report.columns.${column}`));
  const rows = [...report.records, report.total].map((row) =>
    columns.map((column) => cell(row, column, scope.book.timeZone)),
  );
  await scope.log(
    'attendance:reportExport',
    `${query.period} ${query.date}`,
    JSON.stringify({ rows: rows.length }),
  );
  return tableFileAnswer(format, `attendance-${query.period}-${query.date}-${query.group}`, header, rows);
});

const calendarHandler = handle(attendanceCalendar, async (context) => {
  const scope = await attendanceScope(context);
  const { memberId, month } = context.input;
  const member = await context.db
    .selectFrom('members')
    .select(['id', 'name', 'account', 'dept_id', 'created_at'])
    .where('enterprise_id', '=', scope.enterpriseId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw refused('api.attendance.memberMissing');
  const days = daysOfMonth(month);
  const records = await loadDayRecords(context.db, scope.enterpriseId, [member.id], days[0]!, days.at(-1)!);
  const judged = memberDays(
    scope.book,
    {
      id: member.id,
      name: member.name,
      account: member.account,
      deptId: member.dept_id,
      createdAt: Number(member.created_at),
    },
    days,
    records,
    context.now,
  );
  return {
    memberId: member.id,
    memberName: member.name,
    month,
    days: judged.map(
      (day, index) =>
        day ?? {
          day: days[index]!,
          workday: false,
          result: 'rest' as const,
          checkIn: null,
          checkOut: null,
          outOfArea: false,
        },
    ),
  };
});

export const ATTENDANCE_REPORT_HANDLERS: readonly EndpointHandler[] = [
  reportHandler,
  reportExportHandler,
  calendarHandler,
];
