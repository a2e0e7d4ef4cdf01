import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema';

/*
 * Attendance: one rule per department that has its own (the others follow an ancestor's), and one
 * row per check. A check keeps its result as judged when it was made: a later rule change does not rewrite
 * history.
 */

export interface AttendanceRuleTable {
  enterprise_id: string;
  dept_id: string;
  work_start: string;
  work_end: string;
  grace_minutes: number;
  /** ISO weekdays joined with commas: `1,2,3,4,5`. */
  workdays: string;
  /** The area as JSON (`{kind:'none'}`, a circle or a polygon). */
  area: string;
  updated_at: number;
}

export interface AttendanceRecordTable {
  id: string;
  enterprise_id: string;
  member_id: string;
  /** The member's department when the check was made. */
  dept_id: string | null;
  type: string;
  time: number;
  /** The platform-time-zone day `YYYY-MM-DD`: reports group by it. */
  day: string;
  latitude: number;
  longitude: number;
  address: string;
  accuracy: number | null;
  device_id: string;
  result: string;
  time_result: string;
  /** 1 inside the area (or no area), 0 outside. */
  in_area: number;
  distance_m: number | null;
  minutes_off: number;
}

export interface AttendanceDatabase extends Database {
  attendance_rules: AttendanceRuleTable;
  attendance_records: AttendanceRecordTable;
}

export function attendanceDb(db: Kysely<Database>): Kysely<AttendanceDatabase> {
  return db as unknown as Kysely<AttendanceDatabase>;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0032: attendance rules and records. */
export const attendanceMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('attendance_rules')
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addColumn('dept_id', 'text', (c) => c.notNull())
      .addColumn('work_start', 'text', (c) => c.notNull())
      .addColumn('work_end', 'text', (c) => c.notNull())
      .addColumn('grace_minutes', 'integer', (c) => c.notNull())
      .addColumn('workdays', 'text', (c) => c.notNull())
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('attendance_rules_pk', ['enterprise_id', 'dept_id'])
      .execute();
    await db.schema
      .createTable('attendance_records')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('dept_id', 'text')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('time', 'bigint', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('accuracy', 'double precision')
      .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('time_result', 'text', (c) => c.notNull())
      .addColumn('in_area', 'integer', (c) => c.notNull())
      .addColumn('distance_m', 'integer')
      .addColumn('minutes_off', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('attendance_records_enterprise_time')
      .on('attendance_records')
      .columns(['enterprise_id', 'time'])
      .execute();
    await db.schema
      .createIndex('attendance_records_member_day')
      .on('attendance_records')
      .columns(['enterprise_id', 'member_id', 'day'])
      .execute();
  },
};
