import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type CallDataTables, type FoundTable, mayBeNull } from './callDataTables';

/*
 * Figures read from the call-data tables found at run time (callDataTables.ts). The SQL is portable between
 * SQLite and PostgreSQL: integer ms times, buckets cast to integer (SQLite binds numbers as reals), every aggregate passed through
 * Number() because PostgreSQL answers sums as strings.
 */

/**
 * A call or burst is "in progress" while `start <= now < end` (a record written when it starts, with its
 * planned or running end) or while its end is still empty; only rows started within this long are looked at.
 */
const IN_PROGRESS_LIMIT_MS = 12 * 3_600_000;
/** Alarm states that are finished; every other state is "open" for the workbench (the alarm workflow). */
const CLOSED_SOS_STATES = ['resolved', 'false_alarm', 'falseAlarm', 'closed'];

type Db = Kysely<Database>;

function tenantFilter(column: string | undefined, enterpriseId: string | null): RawBuilder<unknown> {
  return enterpriseId && column ? sql`and ${sql.ref(column)} = ${enterpriseId}` : sql``;
}

async function single(db: Db, query: RawBuilder<{ n: unknown }>): Promise<number> {
  const result = await query.execute(db);
  return Number(result.rows[0]?.n ?? 0) || 0;
}

/**
 * Rows of `table` started at or after `from` (calls today). The platform's is the sum of each enterprise's
 * count, each a range of its (enterprise, time) index, as inProgressByTenant reads them.
 */
export function startedSinceQuery(
  found: FoundTable<'calls'> | FoundTable<'ptt'>,
  enterpriseId: string | null,
  from: number,
) {
  const { start, enterprise } = found.columns;
  const since = (tenant: RawBuilder<unknown>) =>
    sql`select count(*) from ${sql.table(found.table)} c where c.${sql.ref(enterprise!)} = ${tenant} and c.${sql.ref(start!)} >= ${from}`;
  return enterpriseId
    ? sql<{ n: unknown }>`select (${since(sql`${enterpriseId}`)}) as n`
    : sql<{ n: unknown }>`select coalesce(sum((${since(sql.ref('e.id'))})), 0) as n from enterprises e`;
}

export function countStartedSince(
  db: Db,
  found: FoundTable<'calls'> | FoundTable<'ptt'>,
  enterpriseId: string | null,
  from: number,
): Promise<number> {
  return single(db, startedSinceQuery(found, enterpriseId, from));
}

/**
 * The in-progress count of every enterprise, each from short stretches of its (enterprise, end, start)
 * index (0057): the calls ending after now and, where the end may be empty, the calls with no end yet, their
 * start tested in the index, no row read. Grouping the table by enterprise had PostgreSQL read every row
 * (it has no skip scan): 1.9 s at ten million calls, on every monitor tick; reading the 12 hours of starts
 * from the time index read a row per call for its end: 13,000 rows, 12.5 ms a tick on SQLite
 * (docs/server.md, "Call data at scale").
 * The start is written `+start`, which neither planner matches to an index: without statistics (a new
 * database) both took the time index's start range as the narrower stretch.
 */
export function inProgressQuery(found: FoundTable<'calls'> | FoundTable<'ptt'>, now: number) {
  const { start, end, enterprise } = found.columns;
  const started = sql`+c.${sql.ref(start!)} >= ${now - IN_PROGRESS_LIMIT_MS} and +c.${sql.ref(start!)} <= ${now}`;
  const count = (ending: RawBuilder<unknown>) =>
    sql`(select count(*) from ${sql.table(found.table)} c where c.${sql.ref(enterprise!)} = e.id and ${ending} and ${started})`;
  // A NOT NULL end (the console's own tables) has no empty stretch to read.
  const open = mayBeNull(found, end!) ? sql` + ${count(sql`c.${sql.ref(end!)} is null`)}` : sql``;
  return sql<{ tenant: string; n: unknown }>`select e.id as tenant,
    ${count(sql`c.${sql.ref(end!)} > ${now}`)}${open} as n from enterprises e`;
}

/** Calls (or bursts) in progress, per enterprise. */
export async function inProgressByTenant(
  db: Db,
  found: FoundTable<'calls'> | FoundTable<'ptt'> | null,
  now: number,
): Promise<Map<string, number>> {
  const byTenant = new Map<string, number>();
  if (!found?.columns.end) return byTenant;
  const result = await inProgressQuery(found, now).execute(db);
  for (const row of result.rows) {
    const count = Number(row.n) || 0;
    if (count) byTenant.set(row.tenant, count);
  }
  return byTenant;
}

export async function cameraCounts(db: Db, tables: CallDataTables, enterpriseId: string | null) {
  const found = tables.cameras;
  if (!found) return { total: 0, rtsp: 0, onvif: 0 };
  const { protocol, enterprise } = found.columns;
  const where = enterpriseId ? sql`where ${sql.ref(enterprise!)} = ${enterpriseId}` : sql``;
  const kind = protocol ? sql`lower(${sql.ref(protocol)})` : sql`''`;
  const result = await sql<{ kind: string; n: unknown }>`
    select ${kind} as kind, count(*) as n from ${sql.table(found.table)} ${where} group by ${kind}`.execute(
    db,
  );
  const counts = { total: 0, rtsp: 0, onvif: 0 };
  for (const row of result.rows) {
    const n = Number(row.n) || 0;
    counts.total += n;
    if (row.kind === 'rtsp') counts.rtsp += n;
    if (row.kind === 'onvif') counts.onvif += n;
  }
  return counts;
}

/** Duration in seconds of a row, from whichever columns the table has; null when it cannot tell. */
function durationSecondsOf(columns: FoundTable<'calls'>['columns'] & FoundTable<'ptt'>['columns']) {
  if (columns.durationSeconds) return sql`${sql.ref(columns.durationSeconds)}`;
  if (columns.durationMs) return sql`${sql.ref(columns.durationMs)} / 1000.0`;
  const from = columns.answer ?? columns.start;
  if (columns.end && from) return sql`(${sql.ref(columns.end)} - ${sql.ref(from)}) / 1000.0`;
  return null;
}

export interface BucketRow {
  bucket: number;
  n: number;
  answered: number;
  seconds: number;
}

/** Rows per time bucket (`(start - from) / bucketMs`) with answered counts and summed durations. */
export async function bucketed(
  db: Db,
  found: FoundTable<'calls'> | FoundTable<'ptt'>,
  enterpriseId: string | null,
  range: { from: number; to: number; bucketMs: number },
): Promise<BucketRow[]> {
  const columns = found.columns as FoundTable<'calls'>['columns'] & FoundTable<'ptt'>['columns'];
  const start = sql.ref(columns.start!);
  const answered = columns.answer
    ? sql`case when ${sql.ref(columns.answer)} is not null then 1 else 0 end`
    : columns.status
      ? sql`case when ${sql.ref(columns.status)} = 'answered' then 1 else 0 end`
      : sql`0`;
  const duration = durationSecondsOf(columns) ?? sql`0`;
  const result = await sql<{ bucket: unknown; n: unknown; answered: unknown; seconds: unknown }>`
    select cast((${start} - ${range.from}) / ${range.bucketMs} as integer) as bucket, count(*) as n,
      sum(${answered}) as answered, sum(coalesce(${duration}, 0)) as seconds
    from ${sql.table(found.table)}
    where ${start} >= ${range.from} and ${start} < ${range.to} ${tenantFilter(columns.enterprise, enterpriseId)}
    group by 1 order by 1`.execute(db);
  return result.rows.map((row) => ({
    bucket: Math.floor(Number(row.bucket)),
    n: Number(row.n) || 0,
    answered: Number(row.answered) || 0,
    seconds: Number(row.seconds) || 0,
  }));
}

/** The `limit` most frequent values of `column` in the period (busiest groups, busiest talkers). */
export async function busiest(
  db: Db,
  found: FoundTable<'calls'> | FoundTable<'ptt'>,
  column: string | undefined,
  enterpriseId: string | null,
  range: { from: number; to: number },
  limit = 5,
): Promise<{ name: string; count: number }[]> {
  const start = found.columns.start;
  if (!column || !start) return [];
  const result = await sql<{ name: unknown; n: unknown }>`
    select ${sql.ref(column)} as name, count(*) as n from ${sql.table(found.table)}
    where ${sql.ref(start)} >= ${range.from} and ${sql.ref(start)} < ${range.to}
      and ${sql.ref(column)} is not null ${tenantFilter(found.columns.enterprise, enterpriseId)}
    group by ${sql.ref(column)} order by n desc limit ${limit}`.execute(db);
  return result.rows.map((row) => ({ name: String(row.name), count: Number(row.n) || 0 }));
}

export interface OpenSos {
  id: string;
  member: string;
  type: string;
  time: number;
  status: string;
}

/** The most recent alarms not yet resolved (workbench). */
export async function recentOpenSos(
  db: Db,
  found: FoundTable<'sos'> | null,
  enterpriseId: string | null,
  limit = 10,
): Promise<OpenSos[]> {
  if (!found) return [];
  const { id, time, status, member, type, enterprise } = found.columns;
  const memberColumn = member ? sql.ref(member) : sql`''`;
  const typeColumn = type ? sql.ref(type) : sql`'SOS'`;
  const result = await sql<{ id: unknown; member: unknown; type: unknown; time: unknown; status: unknown }>`
    select ${sql.ref(id!)} as id, ${memberColumn} as member, ${typeColumn} as type, ${sql.ref(time!)} as time,
      ${sql.ref(status!)} as status
    from ${sql.table(found.table)}
    where ${sql.ref(status!)} not in (${sql.join(CLOSED_SOS_STATES)}) ${tenantFilter(enterprise, enterpriseId)}
    order by ${sql.ref(time!)} desc limit ${limit}`.execute(db);
  return result.rows.map((row) => ({
    id: String(row.id),
    member: String(row.member ?? ''),
    type: String(row.type ?? 'SOS'),
    time: Number(row.time) || 0,
    status: String(row.status),
  }));
}
