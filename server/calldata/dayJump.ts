import { sql } from 'kysely';
import type { RecordResourceDef } from '../../src/contract/calldata';
import type { DynamicDb } from '../resources/declaration';
import { DAY_MS } from './dayCounts';
import { countedFilters, dayCounted } from './dayCountTotal';
import type { RecordListInput, RecordSort } from './listConditions';
import { timeBoundMs } from './timeBounds';

/*
 * A page typed by hand, deep in a list in time order, reached without reading the rows before it: the
 * per-day counts (./dayFacetCounts.ts) say on which day the page's first row is and how many rows come
 * before that day, so the page is read from the end of that day with the offset inside it (at most a day of
 * entries) instead of millions. Newest first (the lists' order) with no upper time bound, where the day table
 * counts every day from the top exactly; other orders and bounds read by offset (from the nearer end).
 */

/** Where a deep page starts: rows at or before `lastTime`, `offset` of them skipped. */
export interface DayJump {
  lastTime: number;
  offset: number;
}

export async function dayJump(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  sort: RecordSort,
  offset: number,
): Promise<DayJump | undefined> {
  const counted = dayCounted(resource);
  if (!counted || sort.field !== resource.timeField || sort.order !== 'desc') return undefined;
  const { dayTable, range } = counted;
  if (input[`${range}To`] !== undefined) return undefined;
  const filters = countedFilters(resource, input, range, dayTable.columns);
  if (!filters) return undefined;
  const from = timeBoundMs(input[`${range}From`]);
  if (from !== undefined && !Number.isSafeInteger(from)) return undefined;
  // Only whole days: a lower bound's partial day is the list's end, which a deep page reads from that end.
  const firstDay = from === undefined ? undefined : Math.ceil(from / DAY_MS);
  const matches = filters.map(([column, value]) => sql` and ${sql.ref(column)} = ${value}`);
  const days = await sql<{ day: number | string; total: number | string }>`select day, sum(total) as total
    from ${sql.table(dayTable.table)} where enterprise_id = ${enterpriseId}${
      firstDay === undefined ? sql`` : sql` and day >= ${firstDay}`
    }${sql.join(matches, sql``)} group by day order by day desc`.execute(db);
  let before = 0;
  for (const row of days.rows) {
    const total = Number(row.total);
    if (before + total > offset)
      return { lastTime: (Number(row.day) + 1) * DAY_MS - 1, offset: offset - before };
    before += total;
  }
  return undefined;
}
