import { type RawBuilder, sql } from 'kysely';
import type { RecordResourceDef } from '../../src/contract/calldata';
import { columnOf, type DynamicDb } from '../resources/declaration';
import { DAY_MS } from './dayCounts';
import { DAY_FACET_COLUMNS, DAY_FACET_TABLE } from './dayFacetCounts';
import { withTypeAndStatus } from './kindConditions';
import { listConditions, type RecordListInput, withConditions } from './listConditions';
import { columnValue } from './recordRows';
import { timeBoundMs } from './timeBounds';

/*
 * The total of a record list from the per-day counts (./dayFacetCounts.ts) when the list is a time range
 * and equality filters on the counted columns (direction, status, call type, recording): the whole days
 * inside the range summed from the day table, the partial days at its two ends counted from the indexes
 * with the same filters (at most two days of entries). Any other filter, and the count is the plain one.
 */

/** Tables with a day-count table kept by triggers, and the columns its counts are split by. */
const DAY_COUNTED: Readonly<Record<string, { table: string; columns: readonly string[] }>> = {
  call_records: { table: DAY_FACET_TABLE, columns: DAY_FACET_COLUMNS },
};

/** The time range filter on the resource's time field: its parameter stem (`startTime`). */
function timeRangeOf(resource: RecordResourceDef): string | undefined {
  return Object.entries(resource.rangeFilters).find(
    ([, range]) => range.kind === 'time' && range.field === resource.timeField,
  )?.[0];
}

/** The resource's day-count table and time range filter, when it has both. */
export function dayCounted(
  resource: RecordResourceDef,
): { dayTable: { table: string; columns: readonly string[] }; range: string } | undefined {
  const dayTable = DAY_COUNTED[resource.table];
  const range = timeRangeOf(resource);
  return dayTable && range ? { dayTable, range } : undefined;
}

/**
 * The list's time bounds in ms, read as listConditions reads them (start_time >= from and <= to), or
 * undefined when one is not a whole number of milliseconds.
 */
function timeBoundsOf(
  input: RecordListInput,
  range: string,
): { from: number | undefined; to: number | undefined } | undefined {
  const from = timeBoundMs(input[`${range}From`]);
  const to = timeBoundMs(input[`${range}To`]);
  if ((from !== undefined && !Number.isSafeInteger(from)) || (to !== undefined && !Number.isSafeInteger(to)))
    return undefined;
  return { from, to };
}

/**
 * The equality filters of the input as (column, value), or undefined when something else narrows the list
 * too — what listConditions would apply beyond the time range and those filters.
 */
export function countedFilters(
  resource: RecordResourceDef,
  input: RecordListInput,
  range: string,
  counted: readonly string[],
): [string, unknown][] | undefined {
  const filters: [string, unknown][] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (name === 'sort' || name === 'order' || name === `${range}From` || name === `${range}To`) continue;
    // listConditions skips a blank keyword and an empty prefix.
    if (name === 'keyword' && typeof value === 'string' && value.trim() === '') continue;
    if (name in resource.prefixFilters && value === '') continue;
    const filter = resource.filters[name];
    if (filter?.op !== 'eq' || !counted.includes(columnOf(filter.field))) return undefined;
    filters.push([columnOf(filter.field), columnValue(resource, filter.field, value)]);
  }
  return filters;
}

/**
 * The count of a short time range (a partial day) with the list's counted filters, from the indexes: a type
 * or a status alone reads the type-status index (./kindConditions.ts, withTypeAndStatus).
 */
export function rangeCountQuery(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
) {
  return withConditions(
    db.selectFrom(resource.table),
    withTypeAndStatus(resource, listConditions(resource, enterpriseId, input)),
  ).select((eb) => eb.fn.countAll().as('total'));
}

/**
 * The list's total from the day counts, or undefined when the list is not a time range and counted filters
 * of a day-counted table. Exact: a range of no whole day is counted from the index (a day's entries at most).
 */
export async function dayCountTotal(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): Promise<number | undefined> {
  const counted = dayCounted(resource);
  if (!counted) return undefined;
  const { dayTable, range } = counted;
  const filters = countedFilters(resource, input, range, dayTable.columns);
  const bounds = timeBoundsOf(input, range);
  if (!filters || !bounds) return undefined;
  const { from, to } = bounds;
  // Whole days [firstDay, endDay): day d is whole when d·DAY >= from and (d + 1)·DAY - 1 <= to.
  const firstDay = from === undefined ? undefined : Math.ceil(from / DAY_MS);
  const endDay = to === undefined ? undefined : Math.floor((to + 1) / DAY_MS);
  // No whole day (today, the last hour): the range's own count, from the time index, at most a day of it.
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay) {
    const row = await rangeCountQuery(db, resource, enterpriseId, input).executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  // The list's own conditions (same filters) over [low, high]: times are whole milliseconds.
  const { [`${range}From`]: _from, [`${range}To`]: _to, ...rest } = input;
  const edgeCount = (low: number, high: number) =>
    rangeCountQuery(db, resource, enterpriseId, { ...rest, [`${range}From`]: low, [`${range}To`]: high });
  const matches = filters.map(([column, value]) => sql` and ${sql.ref(column)} = ${value}`);
  const parts: RawBuilder<unknown>[] = [
    sql`(select coalesce(sum(total), 0) from ${sql.table(dayTable.table)} where enterprise_id = ${enterpriseId}${
      firstDay === undefined ? sql`` : sql` and day >= ${firstDay}`
    }${endDay === undefined ? sql`` : sql` and day < ${endDay}`}${sql.join(matches, sql``)})`,
  ];
  // A bound on a UTC midnight has no partial day to count.
  if (from !== undefined && firstDay !== undefined && from < firstDay * DAY_MS)
    parts.push(sql`${edgeCount(from, firstDay * DAY_MS - 1)}`);
  if (to !== undefined && endDay !== undefined && endDay * DAY_MS <= to)
    parts.push(sql`${edgeCount(endDay * DAY_MS, to)}`);
  // One statement, so the sums and the edge counts read one snapshot (PostgreSQL: the pool's connections).
  const row = await sql<{ total: number | string }>`select ${sql.join(parts, sql` + `)} as total`.execute(db);
  return Number(row.rows[0]?.total ?? 0);
}

/**
 * About how many rows a time range of the list holds whatever its other filters, from the day counts alone:
 * the whole days summed, each partial day at either end by the share of it the range covers. Undefined when
 * the table has no day counts or the bounds are not times. What a page weighs to choose how it reads
 * (./recordQuery.ts, pageConditions), where an exact count read the partial days' index entries (PostgreSQL,
 * 75,000 of them for the first day of the last 30 days at ten million calls: 15 ms).
 */
export async function estimatedRangeRows(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): Promise<number | undefined> {
  const counted = dayCounted(resource);
  const bounds = counted && timeBoundsOf(input, counted.range);
  if (!counted || !bounds) return undefined;
  const { dayTable } = counted;
  const { from, to } = bounds;
  if (from !== undefined && to !== undefined && to < from) return 0;
  const fromDay = from === undefined ? undefined : Math.floor(from / DAY_MS);
  const toDay = to === undefined ? undefined : Math.floor(to / DAY_MS);
  // The share of its day each end covers; one day holding both ends covers their distance.
  const fromShare =
    from === undefined || fromDay === undefined
      ? 1
      : fromDay === toDay && to !== undefined
        ? (to - from + 1) / DAY_MS
        : ((fromDay + 1) * DAY_MS - from) / DAY_MS;
  const toShare = to === undefined || toDay === undefined ? 1 : (to + 1 - toDay * DAY_MS) / DAY_MS;
  const row = await sql<{ rows: number | string | null }>`select sum(total * case when day = ${
    fromDay ?? null
  } then cast(${fromShare} as double precision) when day = ${toDay ?? null} then cast(${toShare} as double precision) else 1 end) as rows from ${sql.table(
    dayTable.table,
  )} where enterprise_id = ${enterpriseId}${fromDay === undefined ? sql`` : sql` and day >= ${fromDay}`}${
    toDay === undefined ? sql`` : sql` and day <= ${toDay}`
  }`.execute(db);
  return Math.round(Number(row.rows[0]?.rows ?? 0));
}
