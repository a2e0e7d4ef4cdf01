import { z } from 'zod';
import { APP_ACCESS, defineEndpoint, sessionAccess } from '../endpoint';
import { idSchema } from '../resources/fields';
import { fileAnswerSchema, fileFormatSchema } from '../resources/files';
import { pageNumSchema, pageResultSchema, pageSizeSchema, sortOrderSchema } from '../resources/paging';
import { ENTERPRISE_ROLES, type PermissionAction, permissionCode } from '../roles';
import { attendanceCalendar, attendanceReport, attendanceReportExport } from './attendanceReports';
import {
  ATTENDANCE_RESULTS,
  ATTENDANCE_TYPES,
  attendanceRuleSchema,
  effectiveRuleSchema,
  latitudeSchema,
  longitudeSchema,
  TIME_RESULTS,
} from './attendanceRules';

export * from './attendanceReports';
export * from './attendanceRules';

/*
 * Attendance (`/attendance/*`, route `attendance`, ENTERPRISE and sub-users by `attendance:*`):
 * check-ins and check-outs the dispatch app sends (`/app/attendance/*`), judged on the server by the
 * member's department's rule; the console reads the records, sets rules per department, and reads daily
 * and monthly reports and a member's month.
 */

const ATTENDANCE_ROUTE = 'attendance';
const ATTENDANCE_LABELS = 'apps.attendance.fields';

function attendanceEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  operation: string,
  action: PermissionAction,
  def: { request: Req; response: Res; summary: string; answer?: 'file' },
) {
  return defineEndpoint({
    method: 'POST',
    path: `/${ATTENDANCE_ROUTE}/${operation}`,
    access: sessionAccess(ENTERPRISE_ROLES, permissionCode(ATTENDANCE_ROUTE, action)),
    labels: ATTENDANCE_LABELS,
    ...def,
  });
}

/** A calendar day `YYYY-MM-DD` in the platform's time zone. */
const daySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'validation.attendance.day');
/** A month `YYYY-MM`. */
const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.attendance.month');

const attendanceRecordSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  memberAccount: z.string(),
  deptId: z.string().nullable(),
  deptName: z.string(),
  type: z.enum(ATTENDANCE_TYPES),
  /** ms since the epoch. */
  time: z.number().int(),
  /** The platform-time-zone day the check belongs to. */
  day: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  /** Reported accuracy in metres; null when the app did not say. */
  accuracy: z.number().nullable(),
  deviceId: z.string(),
  result: z.enum(ATTENDANCE_RESULTS),
  timeResult: z.enum(TIME_RESULTS),
  inArea: z.boolean(),
  /** Metres from a circle's centre (null for polygons and no area). */
  distanceMeters: z.number().int().nullable(),
  /** Minutes late (check-in) or early (check-out); 0 otherwise. */
  minutesOff: z.number().int(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

const ATTENDANCE_SORTS = ['time', 'memberName', 'result'] as const;

/** The records' filters: a department with everything below it, a member, days, type, result. */
export const attendanceFilterShape = {
  deptId: idSchema.optional(),
  memberId: idSchema.optional(),
  dayFrom: daySchema.optional(),
  dayTo: daySchema.optional(),
  type: z.enum(ATTENDANCE_TYPES, 'validation.invalidChoice').optional(),
  result: z.enum(ATTENDANCE_RESULTS, 'validation.invalidChoice').optional(),
  keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
};

const attendancePageRequestSchema = z.object({
  pageNum: pageNumSchema.default(1),
  pageSize: pageSizeSchema.default(20),
  sort: z.enum(ATTENDANCE_SORTS, 'validation.sortField').optional(),
  order: sortOrderSchema.optional(),
  ...attendanceFilterShape,
});
type AttendancePageRequest = z.input<typeof attendancePageRequestSchema>;

export const attendancePage = attendanceEndpoint('page', 'search', {
  request: attendancePageRequestSchema,
  response: pageResultSchema(attendanceRecordSchema),
  summary: 'One page of check-ins and check-outs: department subtree, member, days, type, result, sort.',
});

export const ATTENDANCE_EXPORT_COLUMNS = [
  'memberName',
  'memberAccount',
  'deptName',
  'type',
  'time',
  'result',
  'minutesOff',
  'latitude',
  'longitude',
  'address',
  'distanceMeters',
  'deviceId',
] as const;

export const attendanceExport = attendanceEndpoint('export', 'export', {
  request: z.object({
    sort: z.enum(ATTENDANCE_SORTS, 'validation.sortField').optional(),
    order: sortOrderSchema.optional(),
    ...attendanceFilterShape,
    format: fileFormatSchema.default('csv'),
  }),
  response: fileAnswerSchema,
  answer: 'file',
  summary: 'The records matching the filters as a CSV or XLSX file (at most 50,000 rows).',
});

/** A department as the attendance screen lists it: where its rule comes from. */
const attendanceDeptSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  sortOrder: z.number().int(),
  hasOwnRule: z.boolean(),
  memberCount: z.number().int(),
});
export type AttendanceDept = z.infer<typeof attendanceDeptSchema>;

export const attendanceDepartments = attendanceEndpoint('departments', 'search', {
  request: z.object({}),
  response: z.object({
    records: z.array(attendanceDeptSchema),
    /** The platform's time zone: the screen shows times as its wall clock. */
    timeZone: z.string(),
  }),
  summary: 'Every department of the enterprise (flat, with parents), saying which has its own rule.',
});

const attendanceMemberOptionSchema = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  deptId: z.string().nullable(),
  deptName: z.string(),
});
export type AttendanceMemberOption = z.infer<typeof attendanceMemberOptionSchema>;

export const attendanceMembers = attendanceEndpoint('members', 'search', {
  request: z.object({
    keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
    deptId: idSchema.optional(),
    /** The chosen member, answered even when the keyword would not find it. */
    id: idSchema.optional(),
  }),
  response: z.object({ records: z.array(attendanceMemberOptionSchema) }),
  summary: 'Up to 50 members by name or account (the screen’s member choice).',
});

export const attendanceRule = attendanceEndpoint('rule', 'search', {
  request: z.object({ deptId: idSchema }),
  response: effectiveRuleSchema,
  summary: 'The rule a department works to: its own, else its nearest ancestor’s, else the default.',
});

const attendanceSaveRuleRequestSchema = attendanceRuleSchema.safeExtend({ deptId: idSchema });

export const attendanceSaveRule = attendanceEndpoint('saveRule', 'edit', {
  request: attendanceSaveRuleRequestSchema,
  response: effectiveRuleSchema,
  summary: 'Give a department its own rule (its sub-departments without one follow it).',
});

export const attendanceDeleteRule = attendanceEndpoint('deleteRule', 'delete', {
  request: z.object({ deptId: idSchema }),
  response: effectiveRuleSchema,
  summary: 'Remove a department’s own rule: it follows its nearest ancestor’s again.',
});

// ---- the dispatch app ----

const appAttendanceCheckRequestSchema = z.object({
  type: z.enum(ATTENDANCE_TYPES, 'validation.invalidChoice'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  address: z.string().trim().max(200, 'validation.fieldTooLong').optional(),
  /** Metres, as the phone's location service reports it. */
  accuracy: z.number('validation.numberRequired').min(0, 'validation.fieldMin').max(100_000).optional(),
});
type AppAttendanceCheckRequest = z.input<typeof appAttendanceCheckRequestSchema>;

/** What the app shows of one of the member's own checks. */
const appAttendanceRecordSchema = attendanceRecordSchema.pick({
  id: true,
  type: true,
  time: true,
  day: true,
  latitude: true,
  longitude: true,
  address: true,
  result: true,
  timeResult: true,
  inArea: true,
  distanceMeters: true,
  minutesOff: true,
});
export type AppAttendanceRecord = z.infer<typeof appAttendanceRecordSchema>;

export const appAttendanceCheck = defineEndpoint({
  method: 'POST',
  path: '/app/attendance/check',
  access: APP_ACCESS,
  request: appAttendanceCheckRequestSchema,
  response: appAttendanceRecordSchema,
  labels: ATTENDANCE_LABELS,
  summary: 'Dispatch app: check in or out at a position; the server judges it by the department’s rule.',
});

export const appAttendanceToday = defineEndpoint({
  method: 'GET',
  path: '/app/attendance/today',
  access: APP_ACCESS,
  request: z.object({}),
  response: z.object({
    day: z.string(),
    workday: z.boolean(),
    rule: effectiveRuleSchema,
    records: z.array(appAttendanceRecordSchema),
  }),
  summary: 'Dispatch app: the member’s checks of today and the rule they are judged by.',
});

export const ATTENDANCE_ENDPOINTS = [
  attendancePage,
  attendanceExport,
  attendanceDepartments,
  attendanceMembers,
  attendanceRule,
  attendanceSaveRule,
  attendanceDeleteRule,
  attendanceReport,
  attendanceReportExport,
  attendanceCalendar,
  appAttendanceCheck,
  appAttendanceToday,
] as const;
