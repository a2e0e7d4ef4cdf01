import type { CompiledQuery } from 'kysely';
import type { RecordResourceDef } from '../../src/contract/calldata';
import { badRequest } from '../http/errors';
import { PLATFORM_SCOPE } from '../resources/behaviour';
import { columnOf, type DynamicDb } from '../resources/declaration';
import { estimatedRangeRows } from './dayCountTotal';
import { dayJump } from './dayJump';
import { withEveryKind } from './kindConditions';
import {
  type ListCondition,
  listConditions,
  ordered,
  type RecordListInput,
  type RecordSort,
  reversed,
  seekAfter,
  sortOf,
  withConditions,
} from './listConditions';
import { decodeCursor, encodeCursor } from './pageCursor';
import { cachedPageQuery } from './pageQueryCache';
import { countRecords, knownTotal, type ListTotal } from './recordCount';
import { recordFromRow } from './recordRows';

/*
 * Record pages at ten million rows. The total is exact up to a bound and "more than" past it
 * (./recordCount.ts). A page is read by key where it can be: the next or previous page from the cursor of
 * the page shown (the rows after its last key, or before its first one, read backwards), the last page
 * backwards from the end, and a page typed by hand in the second half of an exactly counted list backwards
 * from the end too, so no page reads more than half the list's index entries to skip them. Only a typed
 * page reads its offset's entries (ids only, from an index).
 */

export type { RecordListInput } from './listConditions';

/** What a page asks besides the filters: a page number, or a cursor of the page shown, or the last page. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
  cursor?: string;
  last?: boolean;
}

export interface RecordPage {
  records: Record<string, unknown>[];
  total: number;
  /** Present (false) only when `total` is the bound and the list holds more. */
  totalExact?: false;
  /** Cursors of the rows after and before this page (absent on an empty page). */
  next?: string;
  prev?: string;
}

/**
 * One page of rows in one statement: the ids of the page from an index (only the index is read, however deep
 * the offset), then the rows of those ids by primary key, put back in the list order. One round trip instead
 * of two; on both engines the ids are found first (SQLite: LIST SUBQUERY then rowid lookups, PostgreSQL: a
 * nested loop over the pkey), so the full rows of skipped entries are never read. The page's rows are put
 * in order again by the same (sort, id) key, which is unique, so the order is the one of the ids.
 */
/** The page's SQL (see pageRowsOf); the query-plan test explains it. */
export function pageQuery(
  db: DynamicDb,
  resource: RecordResourceDef,
  conditions: readonly ListCondition[],
  sort: RecordSort,
  page: { limit: number; offset: number },
): CompiledQuery {
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
}

function pageRowsOf(
  db: DynamicDb,
  resource: RecordResourceDef,
  conditions: ListCondition[],
  sort: RecordSort,
  page: { limit: number; offset: number },
): Promise<Record<string, unknown>[]> {
  return cachedPageQuery(db, resource.table, sort, conditions, page, () =>
    pageQuery(db, resource, conditions, sort, page),
  );
}

/** One page by offset in the list's order (the unit tests of the kept SQL call it). */
export function pageRows(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  page: { limit: number; offset: number },
): Promise<Record<string, unknown>[]> {
  return pageRowsOf(
    db,
    resource,
    listConditions(resource, enterpriseId, input),
    sortOf(resource, input),
    page,
  );
}

/** A page walks the time index when at least one row in this many of the time range matches. */
const WALK_DENSITY = 1_000;

/** How a page is read: its conditions and its order. */
interface PagePlan {
  conditions: ListCondition[];
  sort: RecordSort;
}

/** About how many rows the time range holds: from the day counts, else counted (the bound, "more"). */
async function rangeRowsOf(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  timeOnly: RecordListInput,
  now: number,
  bound: number,
): Promise<number> {
  const estimate = await estimatedRangeRows(db, resource, enterpriseId, timeOnly);
  if (estimate !== undefined) return estimate;
  const counted = await countRecords(db, resource, enterpriseId, timeOnly, now, bound);
  return counted.exact ? counted.total : Number.POSITIVE_INFINITY;
}

/**
 * The page's conditions, with its prefix and number ranges kept off the indexes when walking the time index
 * is cheaper. Their indexes (caller, callee, kinds and duration, 0047 and 0054) make a bounded count
 * index-only, and both planners then prefer them for the page too, reading and sorting every matching entry:
 * `800101…` over all time, 200,000 of 1,000,000 calls, 70–150 ms, where walking the time index until 20
 * rows match takes under a millisecond. Which is cheaper follows from two counts the list has anyway: the
 * matching rows (bounded) and the time range's rows (day counts): at one match in a thousand rows or more,
 * a page walks at most 20,000 index entries. Rarer matches are found from their filter's index and sorted:
 * left to itself a planner may still walk the time index for them ("failed, 30–90 s", a handful of rows,
 * read every call: 1.5 s at 1,000,000 calls on SQLite).
 */
export async function pageConditions(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  sort: RecordSort,
  total: () => Promise<ListTotal>,
  now: number,
  bound: number,
): Promise<PagePlan> {
  const conditions = listConditions(resource, enterpriseId, input);
  if (sort.field !== resource.timeField) return { conditions, sort };
  const ranged = rangedColumns(resource);
  if (!conditions.some((condition) => condition.kind === 'compare' && ranged.has(condition.column)))
    return { conditions, sort };
  const range = Object.entries(resource.rangeFilters).find(([, r]) => r.field === resource.timeField)?.[0];
  const timeOnly = range
    ? { [`${range}From`]: input[`${range}From`], [`${range}To`]: input[`${range}To`] }
    : {};
  // More matches than the bound: walking finds a page of them soon, as it always did. Only a small, exact
  // count is weighed against the range, estimated from the day counts (an exact count of the range read
  // its partial days' index entries: 15 ms on PostgreSQL at ten million calls).
  const matching = await total();
  const walk =
    !matching.exact ||
    matching.total * WALK_DENSITY >= (await rangeRowsOf(db, resource, enterpriseId, timeOnly, now, bound));
  return walk
    ? { conditions: walkingTime(resource, conditions), sort }
    : { conditions: withEveryKind(resource, conditions), sort: { ...sort, sortsMatches: true } };
}

const rangedByResource = new WeakMap<RecordResourceDef, ReadonlySet<string>>();

/** The columns of the prefix and number range filters: what a page walking the time index keeps off. */
function rangedColumns(resource: RecordResourceDef): ReadonlySet<string> {
  let ranged = rangedByResource.get(resource);
  if (!ranged) {
    ranged = rangedColumnsOf(resource);
    rangedByResource.set(resource, ranged);
  }
  return ranged;
}

function rangedColumnsOf(resource: RecordResourceDef): ReadonlySet<string> {
  return new Set(
    [
      ...Object.values(resource.prefixFilters),
      ...Object.values(resource.rangeFilters)
        .filter((range) => range.kind === 'number')
        .map((range) => range.field),
    ].map((field) => `${resource.table}.${columnOf(field)}`),
  );
}

/** The conditions with the prefix and number ranges kept off the indexes (`+column`). */
export function walkingTime(resource: RecordResourceDef, conditions: ListCondition[]): ListCondition[] {
  const ranged = rangedColumns(resource);
  return conditions.map((condition) =>
    condition.kind === 'compare' && ranged.has(condition.column)
      ? { ...condition, unindexed: true }
      : condition,
  );
}

/** A read of `limit` rows `offset` deep, from the start of the list or (backwards) from its end. */
interface Read {
  fromEnd: boolean;
  offset: number;
  limit: number;
  seek?: { value: unknown; id: number };
  /** Rows up to this time only: a deep page started at its day (./dayJump.ts). */
  upTo?: number;
}

/**
 * Pages this deep (or past the bound of the total) wait for the total to choose their end; shallower ones
 * read it beside the count.
 */
const DEEP_OFFSET = 10_000;

/** Where an offset page is read: from the nearer end when the total is exact. */
function offsetRead(offset: number, limit: number, total: ListTotal | undefined): Read {
  if (!total?.exact || offset < total.total / 2) return { fromEnd: false, offset, limit };
  const rows = Math.max(0, Math.min(limit, total.total - offset));
  return { fromEnd: true, offset: Math.max(0, total.total - offset - rows), limit: rows };
}

async function readRows(
  db: DynamicDb,
  resource: RecordResourceDef,
  conditions: ListCondition[],
  sort: RecordSort,
  read: Read,
): Promise<Record<string, unknown>[]> {
  if (read.limit === 0) return [];
  const order = read.fromEnd ? reversed(sort) : sort;
  const where: ListCondition[] = read.seek
    ? [...conditions, seekAfter(resource, order, read.seek)]
    : conditions;
  if (read.upTo !== undefined)
    where.push({
      kind: 'compare',
      column: `${resource.table}.${columnOf(sort.field)}`,
      op: '<=',
      value: read.upTo,
    });
  const rows = await pageRowsOf(db, resource, where, order, { limit: read.limit, offset: read.offset });
  return read.fromEnd ? rows.reverse() : rows;
}

export async function readRecordPage(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  page: PageRequest,
  now: number,
  bound: number,
): Promise<RecordPage> {
  const sort = sortOf(resource, input);
  const cursor = page.cursor === undefined ? undefined : decodeCursor(page.cursor, sort);
  if (cursor === null) throw badRequest('validation.invalidValue', { field: 'cursor' });
  const count = () => countRecords(db, resource, enterpriseId, input, now, bound);
  const plan = await pageConditions(db, resource, enterpriseId, input, sort, count, now, bound);
  let total = knownTotal(db, resource, enterpriseId, input, now, bound);
  const offset = (page.pageNum - 1) * page.pageSize;

  let read: Read;
  if (cursor) {
    read = { fromEnd: cursor.direction === 'before', offset: 0, limit: page.pageSize, seek: cursor };
  } else if (page.last || offset >= Math.min(DEEP_OFFSET, bound)) {
    // The end to read from depends on the total: count first (exact from the day counts, or bounded).
    total ??= await count();
    if (page.last && total.exact) {
      const lastPage = Math.max(1, Math.ceil(total.total / page.pageSize));
      read = offsetRead((lastPage - 1) * page.pageSize, page.pageSize, total);
    } else if (page.last) read = { fromEnd: true, offset: 0, limit: page.pageSize };
    else {
      const jump = await dayJump(db, resource, enterpriseId, input, sort, offset);
      read = jump
        ? { fromEnd: false, offset: jump.offset, limit: page.pageSize, upTo: jump.lastTime }
        : offsetRead(offset, page.pageSize, total);
    }
  } else read = { fromEnd: false, offset, limit: page.pageSize };

  // A page beyond the end of an exactly counted list is empty, with the total so the pager can go back.
  if (!cursor && !page.last && total?.exact && offset >= total.total)
    return { records: [], total: total.total };
  // Not counted yet: the count and the page at once. On PostgreSQL they run on two pooled connections, so a
  // cold page costs the slower of the two, not their sum (better-sqlite3 runs them one after the other).
  // A kept total (a warm page) needs no Promise.all around the one read left.
  const [counted, rows] = total
    ? [total, await readRows(db, resource, plan.conditions, plan.sort, read)]
    : await Promise.all([count(), readRows(db, resource, plan.conditions, plan.sort, read)]);
  if (!cursor && !page.last && counted.exact && offset >= counted.total)
    return { records: [], total: counted.total };
  const answer: RecordPage = {
    records: rows.map((row) => recordFromRow(resource, row)),
    total: counted.total,
  };
  if (!counted.exact) answer.totalExact = false;
  const first = rows[0];
  const tail = rows[rows.length - 1];
  if (first && tail) {
    const keyOf = (row: Record<string, unknown>) => ({
      value: row[columnOf(sort.field)],
      id: Number(row.id),
    });
    answer.next = encodeCursor('after', sort, keyOf(tail));
    answer.prev = encodeCursor('before', sort, keyOf(first));
  }
  return answer;
}

/** One record of the scope by id. */
export async function readRecord(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  let query = db.selectFrom(resource.table).selectAll().where('id', '=', Number(id));
  if (enterpriseId !== PLATFORM_SCOPE) query = query.where('enterprise_id', '=', enterpriseId);
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  return row ? recordFromRow(resource, row) : undefined;
}
