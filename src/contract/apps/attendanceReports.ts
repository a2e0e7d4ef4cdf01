import { z } from 'zod';
import { defineEndpoint, sessionAccess } from '../endpoint';
import { idSchema } from '../resources/fields';
import { fileAnswerSchema, fileFormatSchema } from '../resources/files';
import { ENTERPRISE_ROLES, type PermissionAction, permissionCode } from '../roles';
import { DAY_RESULTS } from './attendanceRules';

/*
 * Attendance reports: a day or a month, per department or per member, counted in person-days.
 * A workday without a check-in is `absent` (missing) once its work hours are over; days before a member
 * was created are not counted.
 */

const ROUTE = 'attendance';
const LABELS = 'apps.attendance.fields';

function reportEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  operation: string,
  action: PermissionAction,
  def: { request: Req; response: Res; summary: string; answer?: 'file' },
) {
  return defineEndpoint({
    method: 'POST',
    path: `/${ROUTE}/${operation}`,
    access: sessionAccess(ENTERPRISE_ROLES, permissionCode(ROUTE, action)),
    labels: LABELS,
    ...def,
  });
}

export const REPORT_PERIODS = ['daily', 'monthly'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_GROUPS = ['dept', 'member'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const periodSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'validation.attendance.period');

const attendanceReportRequestSchema = z
  .object({
    period: z.enum(REPORT_PERIODS, 'validation.invalidChoice'),
    /** `YYYY-MM-DD` for a daily report, `YYYY-MM` for a monthly one. */
    date: periodSchema,
    group: z.enum(REPORT_GROUPS, 'validation.invalidChoice'),
    /** Only this department and those below it. */
    deptId: idSchema.optional(),
  })
  .refine((request) => (request.period === 'daily') === (request.date.length === 10), {
    message: 'validation.attendance.period',
    path: ['date'],
  });
type AttendanceReportRequest = z.input<typeof attendanceReportRequestSchema>;

/** Counts of one department or member over the period (person-days). */
const attendanceReportRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A member's department; a department's parent path. */
  deptName: z.string(),
  /** Members counted (1 for a member row). */
  members: z.number().int(),
  /** Workdays expected (person-days). */
  workdays: z.number().int(),
  present: z.number().int(),
  late: z.number().int(),
  early: z.number().int(),
  absent: z.number().int(),
  outOfArea: z.number().int(),
  /** A member's first check-in and last check-out of the day (daily member report only). */
  checkIn: z.number().int().nullable(),
  checkOut: z.number().int().nullable(),
});
export type AttendanceReportRow = z.infer<typeof attendanceReportRowSchema>;

export const attendanceReport = reportEndpoint('report', 'search', {
  request: attendanceReportRequestSchema,
  response: z.object({
    records: z.array(attendanceReportRowSchema),
    total: attendanceReportRowSchema,
    timeZone: z.string(),
  }),
  summary:
    'A daily or monthly report per department or per member: present, late, early, absent, out of area.',
});

export const REPORT_EXPORT_COLUMNS = [
  'name',
  'deptName',
  'members',
  'workdays',
  'present',
  'late',
  'early',
  'absent',
  'outOfArea',
  'checkIn',
  'checkOut',
] as const;

export const attendanceReportExport = reportEndpoint('reportExport', 'export', {
  request: attendanceReportRequestSchema.safeExtend({ format: fileFormatSchema.default('csv') }),
  response: fileAnswerSchema,
  answer: 'file',
  summary: 'The report as a CSV or XLSX file, with a total row.',
});

const calendarDaySchema = z.object({
  day: z.string(),
  workday: z.boolean(),
  result: z.enum(DAY_RESULTS),
  checkIn: z.number().int().nullable(),
  checkOut: z.number().int().nullable(),
  outOfArea: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const attendanceCalendar = reportEndpoint('calendar', 'search', {
  request: z.object({
    memberId: idSchema,
    month: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.attendance.month'),
  }),
  response: z.object({
    memberId: z.string(),
    memberName: z.string(),
    month: z.string(),
    days: z.array(calendarDaySchema),
  }),
  summary: 'One member’s month: each day’s result, first check-in and last check-out.',
});
