import { z } from 'zod';

/*
 * Attendance rules: what decides a check's result on the server (work hours, grace minutes,
 * workdays, the allowed area). Shared by the console's rule form, the server's evaluator and the app's
 * `/app/attendance/today` answer.
 */

export const ATTENDANCE_TYPES = ['in', 'out'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];

/**
 * A check's result. `outOfArea` wins over the time result (the record keeps both); `offDay` is a check on a
 * day that is not a workday. `missing` is never stored: reports decide it for workdays without a check-in.
 */
export const ATTENDANCE_RESULTS = ['normal', 'late', 'early', 'outOfArea', 'offDay'] as const;
export type AttendanceResult = (typeof ATTENDANCE_RESULTS)[number];
export const TIME_RESULTS = ['normal', 'late', 'early', 'offDay'] as const;
export type TimeResult = (typeof TIME_RESULTS)[number];

/** A day's result in a member's calendar. */
export const DAY_RESULTS = [
  'normal',
  'late',
  'early',
  'lateEarly',
  'missing',
  'offDay',
  'rest',
  'future',
] as const;
export type DayResult = (typeof DAY_RESULTS)[number];

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const GRACE_MINUTES = { min: 0, max: 120 } as const;
export const RADIUS_METERS = { min: 10, max: 50_000 } as const;
export const POLYGON_POINTS = { min: 3, max: 100 } as const;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeOfDaySchema = z
  .string('validation.fieldRequired')
  .trim()
  .regex(TIME_OF_DAY, 'validation.attendance.timeOfDay');

export const latitudeSchema = z
  .number('validation.numberRequired')
  .min(-90, 'validation.fieldMin')
  .max(90, 'validation.fieldMax');
export const longitudeSchema = z
  .number('validation.numberRequired')
  .min(-180, 'validation.fieldMin')
  .max(180, 'validation.fieldMax');

const geoPointSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const AREA_KINDS = ['none', 'circle', 'polygon'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

export const attendanceAreaSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('circle'),
      latitude: latitudeSchema,
      longitude: longitudeSchema,
      radiusMeters: z
        .number('validation.numberRequired')
        .min(RADIUS_METERS.min, 'validation.fieldMin')
        .max(RADIUS_METERS.max, 'validation.fieldMax'),
    }),
    z.object({
      kind: z.literal('polygon'),
      points: z
        .array(geoPointSchema)
        .min(POLYGON_POINTS.min, 'validation.attendance.polygonPoints')
        .max(POLYGON_POINTS.max, 'validation.fieldTooLong'),
    }),
  ],
  'validation.invalidChoice',
);
export type AttendanceArea = z.infer<typeof attendanceAreaSchema>;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The rule's fields, as the form and the save request carry them. */
const attendanceRuleShape = {
  workStart: timeOfDaySchema,
  workEnd: timeOfDaySchema,
  graceMinutes: z
    .number('validation.numberRequired')
    .int('validation.integerRequired')
    .min(GRACE_MINUTES.min, 'validation.fieldMin')
    .max(GRACE_MINUTES.max, 'validation.fieldMax'),
  workdays: z
    .array(z.number().int().min(1, 'validation.invalidChoice').max(7, 'validation.invalidChoice'))
    .max(7, 'validation.fieldTooLong')
    .refine((days) => new Set(days).size === days.length, 'validation.duplicateItems'),
  area: attendanceAreaSchema,
};

export const attendanceRuleSchema = z
  .object(attendanceRuleShape)
  .refine((rule) => minutesOf(rule.workEnd) > minutesOf(rule.workStart), {
    message: 'validation.attendance.endBeforeStart',
    path: ['workEnd'],
  });
export type AttendanceRule = z.infer<typeof attendanceRuleSchema>;

/** Members in no department, or under departments without a rule, are held to this one. */
export const DEFAULT_ATTENDANCE_RULE: AttendanceRule = {
  workStart: '09:00',
  workEnd: '18:00',
  graceMinutes: 5,
  workdays: [1, 2, 3, 4, 5],
  area: { kind: 'none' },
};

/** Where a department's effective rule comes from: its own, the nearest ancestor's, or the default. */
const RULE_SOURCES = ['own', 'inherited', 'default'] as const;

export const effectiveRuleSchema = z.object({
  rule: z.object(attendanceRuleShape),
  source: z.enum(RULE_SOURCES),
  /** The department whose rule applies (null for the default). */
  sourceDeptId: z.string().nullable(),
  sourceDeptName: z.string().nullable(),
  /** The IANA time zone work hours are read in (the platform's server-time setting). */
  timeZone: z.string(),
});
export type EffectiveRule = z.infer<typeof effectiveRuleSchema>;

export { minutesOf as timeOfDayMinutes };
