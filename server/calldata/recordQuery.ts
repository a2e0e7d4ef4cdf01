import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { RecordResourceDef } from '../../src/contract/calldata';
import { PLATFORM_SCOPE } from '../resources/behaviour';
import { columnOf, type DynamicDb } from '../resources/declaration';
import { cachedCount, knownCount } from './countCache';
import { dayCountTotal } from './dayCountTotal';
import { cachedPageQuery } from './pageQueryCache';
import { columnValue, recordFromRow } from './recordRows';
import { timeBoundMs } from './timeBounds';

/*
 * Issue 5 record queries at a million rows. Every query starts from the session's enterprise (ARCHITECTURE
 * §4) and only uses conditions an index leading with enterprise_id can answer: equality, prefix (as a key
 * range, so `1001` finds `1001…` from the number index), ranges on the time. Pages are read as ids first
 * (an index-only scan, cheap even 100,000 rows deep) and then the rows of those ids. Exports read in
 * keyset batches, so memory stays constant however many rows match.
 */

// biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time from the declaration
type DynamicSelect = SelectQueryBuilder<any, any, any>;

export interface RecordListInput {
  sort?: string;
  order?: 'asc' | 'desc';
  keyword?: string;
  ids?: readonly string[];
  [filter: string]: unknown;
}

/** The rows a scope may read: one enterprise's, or every row for the platform scope. */
function inScope(query: DynamicSelect, column: string, enterpriseId: string): DynamicSelect {
  return enterpriseId === PLATFORM_SCOPE ? query : query.where(column, '=', enterpriseId);
}

/** The largest code point: `prefix <= value < prefix + TOP` is "starts with prefix" as a key range. */
const TOP = '\u{10FFFF}';

function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One condition of a record list, as data: the query applies them in order (withConditions), and a page
 * query of a known shape takes its parameters from them without building the query (./pageQueryCache.ts).
 */
export type ListCondition =
  | { kind: 'compare'; column: string; op: '=' | '>=' | '<' | '<='; value: unknown }
  | { kind: 'in'; column: string; values: unknown[] }
  | { kind: 'keyword'; columns: string[]; pattern: string };

/** The record list's conditions: enterprise, keyword, equality, prefix and range filters. */
export function listConditions(
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): ListCondition[] {
  const { table } = resource;
  const ref = (field: string) => `${table}.${columnOf(field)}`;
  const conditions: ListCondition[] = [];
  if (enterpriseId !== PLATFORM_SCOPE)
    conditions.push({ kind: 'compare', column: `${table}.enterprise_id`, op: '=', value: enterpriseId });
  const keyword = input.keyword?.trim();
  if (keyword)
    conditions.push({
      kind: 'keyword',
      columns: resource.searchable.map(ref),
      pattern: likePattern(keyword),
    });
  for (const [name, filter] of Object.entries(resource.filters)) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (filter.op === 'in') {
      const values = (value as unknown[]).map((item) => columnValue(resource, filter.field, item));
      conditions.push({ kind: 'in', column: ref(filter.field), values });
    } else if (filter.op === 'eq') {
      conditions.push({
        kind: 'compare',
        column: ref(filter.field),
        op: '=',
        value: columnValue(resource, filter.field, value),
      });
    }
  }
  for (const [name, field] of Object.entries(resource.prefixFilters)) {
    const value = input[name];
    if (typeof value !== 'string' || value === '') continue;
    conditions.push({ kind: 'compare', column: ref(field), op: '>=', value });
    conditions.push({ kind: 'compare', column: ref(field), op: '<', value: `${value}${TOP}` });
  }
  for (const [name, range] of Object.entries(resource.rangeFilters)) {
    const read = (value: unknown) =>
      range.kind === 'time' ? timeBoundMs(value) : (value as number | undefined);
    const from = read(input[`${name}From`]);
    const to = read(input[`${name}To`]);
    if (from !== undefined)
      conditions.push({ kind: 'compare', column: ref(range.field), op: '>=', value: from });
    if (to !== undefined) conditions.push({ kind: 'compare', column: ref(range.field), op: '<=', value: to });
  }
  return conditions;
}

export function withConditions(query: DynamicSelect, conditions: readonly ListCondition[]): DynamicSelect {
  let filtered = query;
  for (const condition of conditions) {
    if (condition.kind === 'compare')
      filtered = filtered.where(condition.column, condition.op, condition.value);
    else if (condition.kind === 'in')
      filtered = condition.values.length
        ? filtered.where(condition.column, 'in', condition.values)
        : filtered.where(sql<SqlBool>`1 = 0`);
    else {
      const { columns, pattern } = condition;
      filtered = filtered.where((eb) =>
        eb.or(
          columns.map(
            (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ) as Expression<SqlBool>[],
        ),
      );
    }
  }
  return filtered;
}

/** The record list's conditions: enterprise, keyword, equality, prefix and range filters. */
export function filteredRecords(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): DynamicSelect {
  return withConditions(db.selectFrom(resource.table), listConditions(resource, enterpriseId, input));
}

export interface RecordSort {
  field: string;
  order: 'asc' | 'desc';
}

export function sortOf(resource: RecordResourceDef, input: RecordListInput): RecordSort {
  if (!input.sort) return resource.defaultSort;
  return { field: input.sort, order: input.order ?? 'asc' };
}

/** Sort field then id in the same direction: the order the (enterprise, time desc, id desc) index holds. */
function ordered(query: DynamicSelect, resource: RecordResourceDef, sort: RecordSort): DynamicSelect {
  return query
    .orderBy(`${resource.table}.${columnOf(sort.field)}`, sort.order)
    .orderBy(`${resource.table}.id`, sort.order);
}

/** The filters that change the count (sort does not), as a cache key. */
function countKey(input: RecordListInput): string {
  const { sort: _sort, order: _order, ...filters } = input;
  return JSON.stringify(filters, Object.keys(filters).sort());
}

/**
 * The list's total: from the per-day counts when the list is a time range and filters the day counts are
 * split by (./dayCountTotal.ts: the screen's default view, a direction, a status…; exact and cheap
 * uncached), else COUNT(*) over the filters; kept a few seconds.
 */
export async function countRecords(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  now: number,
): Promise<number> {
  const count = async () => {
    const fromDays = await dayCountTotal(db, resource, enterpriseId, input);
    if (fromDays !== undefined) return fromDays;
    const row = await filteredRecords(db, resource, enterpriseId, input)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  };
  // The platform's lines are written by every enterprise's requests, which forget only their own enterprise's
  // counts: a platform count is never cached, so a change shows in the log's total at once.
  if (enterpriseId === PLATFORM_SCOPE) return count();
  return cachedCount(db, resource.table, enterpriseId, countKey(input), now, count);
}

/** Rows of these ids, in the order of the ids. */
async function rowsByIds(db: DynamicDb, resource: RecordResourceDef, enterpriseId: string, ids: number[]) {
  if (!ids.length) return [];
  const rows = await inScope(db.selectFrom(resource.table).selectAll(), 'enterprise_id', enterpriseId)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row as Record<string, unknown>]));
  return ids.map((id) => byId.get(id)).filter((row): row is Record<string, unknown> => !!row);
}

/**
 * One page of rows in one statement: the ids of the page from an index (only the index is read, however deep
 * the offset), then the rows of those ids by primary key, put back in the list order. One round trip instead
 * of two; on both engines the ids are found first (SQLite: LIST SUBQUERY then rowid lookups, PostgreSQL: a
 * nested loop over the pkey), so the full rows of skipped entries are never read. The page's rows are put
 * in order again by the same (sort, id) key, which is unique, so the order is the one of the ids.
 */
export function pageRows(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  page: { limit: number; offset: number },
): Promise<Record<string, unknown>[]> {
  const sort = sortOf(resource, input);
  const conditions = listConditions(resource, enterpriseId, input);
  return cachedPageQuery(db, resource.table, sort, conditions, page, () => {
    const ids = ordered(
      withConditions(db.selectFrom(resource.table), conditions).select(`${resource.table}.id`),
      resource,
      sort,
    )
      .limit(page.limit)
      .offset(page.offset);
    // Only the ids here: they come from the enterprise's own rows, and a second condition on the outer query
    // lets SQLite drive it from an index on enterprise_id instead of the keys (seen: 190 ms instead of 0.4).
    const rows = db.selectFrom(resource.table).selectAll().where(`${resource.table}.id`, 'in', ids);
    return ordered(rows, resource, sort).compile();
  });
}

export async function readRecordPage(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  page: { pageNum: number; pageSize: number },
  now: number,
) {
  const offset = (page.pageNum - 1) * page.pageSize;
  const known =
    enterpriseId === PLATFORM_SCOPE
      ? undefined
      : knownCount(db, resource.table, enterpriseId, countKey(input), now);
  // A page beyond the end is empty, with the total so the pager can go back (issue 5 paging edges).
  if (known !== undefined && offset >= known) return { records: [], total: known };
  // Not cached: the count and the page at once. On PostgreSQL they run on two pooled connections, so a cold
  // page costs the slower of the two, not their sum (better-sqlite3 runs them one after the other).
  const [total, rows] = await Promise.all([
    known ?? countRecords(db, resource, enterpriseId, input, now),
    pageRows(db, resource, enterpriseId, input, { limit: page.pageSize, offset }),
  ]);
  if (offset >= total) return { records: [], total };
  return { records: rows.map((row) => recordFromRow(resource, row)), total };
}

export async function readRecord(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await rowsByIds(db, resource, enterpriseId, [Number(id)]);
  return row ? recordFromRow(resource, row) : undefined;
}

/*
 * Rows per keyset batch of an export. A batch stays alive while it is formatted and written, long enough
 * for the young generation to promote it; at 2,000 rows the promoted batches of a 100,000-row XLSX export
 * raised the server's peak by ~30 MB more than at 1,000 (measured on SQLite, 1,000,000 calls).
 */
const EXPORT_BATCH = 1_000;

/**
 * Every record matching the list, in its sort order, `EXPORT_BATCH` at a time: each batch continues after
 * the last row of the one before (keyset), so no batch re-reads skipped rows and memory stays flat.
 */
export async function* streamRecords(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): AsyncGenerator<Record<string, unknown>[]> {
  const sort = sortOf(resource, input);
  const sortColumn = `${resource.table}.${columnOf(sort.field)}`;
  const idColumn = `${resource.table}.id`;
  const after = sort.order === 'desc' ? '<' : '>';
  let last: { value: unknown; id: unknown } | undefined;
  for (;;) {
    let query = filteredRecords(db, resource, enterpriseId, input).selectAll(resource.table);
    if (last) {
      const { value, id } = last;
      // The bound on the sort column alone is what an index can seek to; without it both engines start each
      // batch at the top of the range and filter out every row already sent (PostgreSQL: 90,000 rows
      // "Removed by Filter" for the 46th batch of a 100,000-row export, 35 ms instead of 0.7 ms).
      query = query
        .where(sortColumn, after === '<' ? '<=' : '>=', value)
        .where((eb) =>
          eb.or([
            eb(sortColumn, after, value),
            eb.and([eb(sortColumn, '=', value), eb(idColumn, after, id)]),
          ]),
        );
    }
    const rows = (await ordered(query, resource, sort).limit(EXPORT_BATCH).execute()) as Record<
      string,
      unknown
    >[];
    if (!rows.length) return;
    const tail = rows[rows.length - 1]!;
    last = { value: tail[columnOf(sort.field)], id: tail.id };
    yield rows.map((row) => recordFromRow(resource, row));
    if (rows.length < EXPORT_BATCH) return;
  }
}
