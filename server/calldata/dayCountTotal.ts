import { type RawBuilder, sql } from 'kysely';
import type { RecordResourceDef } from '../../src/contract/calldata';
import type { DynamicDb } from '../resources/declaration';
import { DAY_COUNT_TABLE, DAY_MS } from './dayCounts';
import type { RecordListInput } from './recordQuery';
import { timeBoundMs } from './timeBounds';

/*
 * The total of a record list from the per-day counts (./dayCounts.ts) when the list is only a time range:
 * the whole days inside the range summed from the day table, the partial days at its two ends counted from
 * the time index (at most two days of entries). Any other filter, and the count is the plain one.
 */

/** Tables with a day-count table kept by triggers. */
const DAY_COUNTED: Readonly<Record<string, string>> = { call_records: DAY_COUNT_TABLE };

/** The time range filter on the resource's time field: its parameter stem (`startTime`) and column. */
function timeRangeOf(resource: RecordResourceDef): string | undefined {
  return Object.entries(resource.rangeFilters).find(
    ([, range]) => range.kind === 'time' && range.field === resource.timeField,
  )?.[0];
}

/** True when nothing but the time range (and the sort) narrows the list: what filteredRecords would apply. */
function onlyTimeRange(resource: RecordResourceDef, input: RecordListInput, range: string): boolean {
  return Object.entries(input).every(([name, value]) => {
    if (value === undefined || value === null) return true;
    if (name === 'sort' || name === 'order' || name === `${range}From` || name === `${range}To`) return true;
    // filteredRecords skips a blank keyword and an empty prefix.
    if (name === 'keyword') return typeof value === 'string' && value.trim() === '';
    if (name in resource.prefixFilters) return value === '';
    return false;
  });
}

/**
 * The list's total from the day counts, or undefined when the list is not a plain time range of a
 * day-counted table (or the range has no whole day: then the index count is as cheap).
 */
export async function dayCountTotal(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): Promise<number | undefined> {
  const dayTable = DAY_COUNTED[resource.table];
  const range = timeRangeOf(resource);
  if (!dayTable || !range || !onlyTimeRange(resource, input, range)) return undefined;
  // The same reading of the bounds as filteredRecords: start_time >= from and start_time <= to.
  const from = timeBoundMs(input[`${range}From`]);
  const to = timeBoundMs(input[`${range}To`]);
  if ((from !== undefined && !Number.isSafeInteger(from)) || (to !== undefined && !Number.isSafeInteger(to)))
    return undefined;
  // Whole days [firstDay, endDay): day d is whole when d·DAY >= from and (d + 1)·DAY - 1 <= to.
  const firstDay = from === undefined ? undefined : Math.ceil(from / DAY_MS);
  const endDay = to === undefined ? undefined : Math.floor((to + 1) / DAY_MS);
  if (firstDay !== undefined && endDay !== undefined && firstDay >= endDay) return undefined;

  const time = sql.ref(`${resource.table}.start_time`);
  const indexCount = (low: number, high: RawBuilder<unknown>) =>
    sql`(select count(*) from ${sql.table(resource.table)} where enterprise_id = ${enterpriseId} and ${time} >= ${low} and ${high})`;
  const parts: RawBuilder<unknown>[] = [
    sql`(select coalesce(sum(total), 0) from ${sql.table(dayTable)} where enterprise_id = ${enterpriseId}${
      firstDay === undefined ? sql`` : sql` and day >= ${firstDay}`
    }${endDay === undefined ? sql`` : sql` and day < ${endDay}`})`,
  ];
  if (from !== undefined && firstDay !== undefined)
    parts.push(indexCount(from, sql`${time} < ${firstDay * DAY_MS}`));
  if (to !== undefined && endDay !== undefined)
    parts.push(indexCount(endDay * DAY_MS, sql`${time} <= ${to}`));
  // One statement, so the sums and the edge counts read one snapshot (PostgreSQL: the pool's connections).
  const row = await sql<{ total: number | string }>`select ${sql.join(parts, sql` + `)} as total`.execute(db);
  return Number(row.rows[0]?.total ?? 0);
}
