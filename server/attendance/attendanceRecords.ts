import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { AttendanceRecord, attendanceFilterShape } from '../../src/contract/apps/attendance';
import type { Database } from '../db/schema';
import type { RuleBook } from './attendanceRuleBook';
import { type AttendanceDatabase, attendanceDb } from './attendanceTables';

/*
 * The records as the console lists and exports them, always of the session's enterprise. A
 * department filter takes the department and everything below it, as the department was at check time.
 */

type Filters = { [K in keyof typeof attendanceFilterShape]?: z.output<(typeof attendanceFilterShape)[K]> };
export interface ListOptions extends Filters {
  sort?: 'time' | 'memberName' | 'result';
  order?: 'asc' | 'desc';
}

/** `column` contains `keyword`, case-insensitive on both engines (SQLite's LIKE is, PostgreSQL's is not). */
export function containsText(column: string, keyword: string) {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

function baseQuery(db: Kysely<Database>, enterpriseId: string, book: RuleBook, filters: Filters) {
  let query = attendanceDb(db)
    .selectFrom('attendance_records as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.enterprise_id', '=', enterpriseId);
  if (filters.deptId) {
    const subtree = book.subtree(filters.deptId);
    // A department of another enterprise (or none) has no subtree here: nothing matches.
    query = subtree.length ? query.where('r.dept_id', 'in', subtree) : query.where('r.id', '=', '');
  }
  if (filters.memberId) query = query.where('r.member_id', '=', filters.memberId);
  if (filters.dayFrom) query = query.where('r.day', '>=', filters.dayFrom);
  if (filters.dayTo) query = query.where('r.day', '<=', filters.dayTo);
  if (filters.type) query = query.where('r.type', '=', filters.type);
  if (filters.result) query = query.where('r.result', '=', filters.result);
  if (filters.keyword) {
    const keyword = filters.keyword;
    query = query.where((eb) => eb.or([containsText('m.name', keyword), containsText('m.account', keyword)]));
  }
  return query;
}

type Base = ReturnType<typeof baseQuery>;

function withRows(query: Base) {
  return query.select([
    'r.id',
    'r.member_id',
    'r.dept_id',
    'r.type',
    'r.time',
    'r.day',
    'r.latitude',
    'r.longitude',
    'r.address',
    'r.accuracy',
    'r.device_id',
    'r.result',
    'r.time_result',
    'r.in_area',
    'r.distance_m',
    'r.minutes_off',
    'm.name as member_name',
    'm.account as member_account',
  ]);
}

type RowQuery = ReturnType<typeof withRows>;
type Row = Awaited<ReturnType<RowQuery['execute']>>[number];

function sorted(query: RowQuery, options: ListOptions): RowQuery {
  const order = options.order ?? 'desc';
  const field = options.sort ?? 'time';
  const column = field === 'memberName' ? 'm.name' : field === 'result' ? 'r.result' : 'r.time';
  let next = query.orderBy(column, order);
  if (field !== 'time') next = next.orderBy('r.time', 'desc');
  return next.orderBy('r.id', 'asc') as RowQuery;
}

function recordOf(row: Row, book: RuleBook): AttendanceRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    memberName: row.member_name,
    memberAccount: row.member_account,
    deptId: row.dept_id,
    deptName: book.pathName(row.dept_id),
    type: row.type as AttendanceRecord['type'],
    time: Number(row.time),
    day: row.day,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    address: row.address,
    accuracy: row.accuracy === null ? null : Number(row.accuracy),
    deviceId: row.device_id,
    result: row.result as AttendanceRecord['result'],
    timeResult: row.time_result as AttendanceRecord['timeResult'],
    inArea: Number(row.in_area) === 1,
    distanceMeters: row.distance_m === null ? null : Number(row.distance_m),
    minutesOff: Number(row.minutes_off),
  };
}

export async function pageRecords(
  db: Kysely<Database>,
  enterpriseId: string,
  book: RuleBook,
  options: ListOptions & { pageNum: number; pageSize: number },
): Promise<{ records: AttendanceRecord[]; total: number }> {
  const base = baseQuery(db, enterpriseId, book, options);
  const [rows, count] = await Promise.all([
    sorted(withRows(base), options)
      .limit(options.pageSize)
      .offset((options.pageNum - 1) * options.pageSize)
      .execute(),
    (base as unknown as SelectQueryBuilder<AttendanceDatabase, 'attendance_records', object>)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
  ]);
  return { records: rows.map((row) => recordOf(row, book)), total: Number(count?.count ?? 0) };
}

/** The most rows one export holds (a month of a 1,500-member enterprise). */
const EXPORT_MAX_ROWS = 50_000;

export async function exportRecords(
  db: Kysely<Database>,
  enterpriseId: string,
  book: RuleBook,
  options: ListOptions,
): Promise<AttendanceRecord[]> {
  const rows = await sorted(withRows(baseQuery(db, enterpriseId, book, options)), options)
    .limit(EXPORT_MAX_ROWS)
    .execute();
  return rows.map((row) => recordOf(row, book));
}
