import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../server/calldata/dayCounts';
import { estimatedRangeRows } from '../../../server/calldata/dayCountTotal';
import { sortOf } from '../../../server/calldata/listConditions';
import { countRecords } from '../../../server/calldata/recordCount';
import { pageConditions } from '../../../server/calldata/recordQuery';
import { calldataDb } from '../../../server/calldata/tables';
import { dynamic } from '../../../server/resources/declaration';
import { cdrResource } from '../../../src/contract/calldata/cdr';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * How a first page in time order is read (server/calldata/recordQuery.ts, pageConditions): walking the time
 * index when the matches are common, sorting them from their filter's index when rare. The range's size it
 * weighs them against is estimated from the day counts alone (no index read): exact for whole days, a
 * partial day by its count times the share of the day the range covers.
 */

let t: TestServer;
let acmeId: string;

beforeAll(async () => {
  t = await startTestServer();
  ({ id: acmeId } = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', '8001')
    .executeTakeFirstOrThrow());
});
afterAll(async () => t?.stop());

const estimate = (range: { startTimeFrom?: number; startTimeTo?: number }) =>
  estimatedRangeRows(dynamic(t.server.db), cdrResource, acmeId, range);

async function counted(from: number, to: number): Promise<number> {
  const row = await calldataDb(t.server.db)
    .selectFrom('call_records')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('enterprise_id', '=', acmeId)
    .where('start_time', '>=', from)
    .where('start_time', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A UTC day of the seed that holds calls, as its first millisecond. */
async function busyDay(): Promise<number> {
  const row = await calldataDb(t.server.db)
    .selectFrom('call_records')
    .select('start_time')
    .where('enterprise_id', '=', acmeId)
    .orderBy('start_time', 'desc')
    .limit(1)
    .offset(40)
    .executeTakeFirstOrThrow();
  return Math.floor(Number(row.start_time) / DAY_MS) * DAY_MS;
}

describe('a time range estimated from the day counts', () => {
  it('all time and ranges of whole UTC days are the exact count', async () => {
    expect(await estimate({})).toBe(await counted(0, Number.MAX_SAFE_INTEGER));
    const day = await busyDay();
    const whole = { startTimeFrom: day - 2 * DAY_MS, startTimeTo: day + DAY_MS - 1 };
    expect(await estimate(whole)).toBe(await counted(whole.startTimeFrom, whole.startTimeTo));
    expect(await estimate({ startTimeFrom: day })).toBe(await counted(day, Number.MAX_SAFE_INTEGER));
  });

  it('a partial day counts as its share of the day', async () => {
    const day = await busyDay();
    const dayTotal = await counted(day, day + DAY_MS - 1);
    expect(dayTotal).toBeGreaterThan(0);
    // The last quarter of the day alone, and the same quarter as the start of a longer range.
    const quarter = Math.round(dayTotal / 4);
    expect(await estimate({ startTimeFrom: day + 18 * 3_600_000, startTimeTo: day + DAY_MS - 1 })).toBe(
      quarter,
    );
    const nextDays = await counted(day + DAY_MS, Number.MAX_SAFE_INTEGER);
    expect(await estimate({ startTimeFrom: day + 18 * 3_600_000 })).toBe(quarter + nextDays);
    // Six hours inside one day, and a range that ends a quarter into its last day.
    expect(await estimate({ startTimeFrom: day + 3_600_000, startTimeTo: day + 7 * 3_600_000 - 1 })).toBe(
      quarter,
    );
    const before = await counted(0, day - 1);
    expect(await estimate({ startTimeTo: day + 6 * 3_600_000 - 1 })).toBe(before + quarter);
  });

  it('an empty or reversed range holds nothing', async () => {
    const day = await busyDay();
    expect(await estimate({ startTimeFrom: day + DAY_MS, startTimeTo: day })).toBe(0);
    expect(await estimate({ startTimeFrom: Date.now() + 400 * DAY_MS })).toBe(0);
  });
});

describe('how a first page in time order reads a prefix filter', () => {
  const planOf = async (input: Record<string, unknown>, bound: number) => {
    const db = dynamic(t.server.db);
    const now = Date.now();
    const count = () => countRecords(db, cdrResource, acmeId, input, now, bound);
    return pageConditions(db, cdrResource, acmeId, input, sortOf(cdrResource, input), count, now, bound);
  };

  /** A caller number of a few calls, and the enterprise's calls in all. */
  async function rareCaller(): Promise<{ number: string; calls: number; all: number }> {
    const rows = calldataDb(t.server.db).selectFrom('call_records').where('enterprise_id', '=', acmeId);
    const rare = await rows
      .select(['caller_number', (eb) => eb.fn.countAll().as('n')])
      .groupBy('caller_number')
      .orderBy('n')
      .orderBy('caller_number')
      .limit(1)
      .executeTakeFirstOrThrow();
    const all = await rows.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return { number: rare.caller_number, calls: Number(rare.n), all: Number(all.n) };
  }

  it('rare matches (fewer than one in a thousand of the range) are sorted from their index', async () => {
    const rare = await rareCaller();
    expect(rare.calls * 1_000).toBeLessThan(rare.all);
    const plan = await planOf({ caller: rare.number }, 10_000);
    expect(plan.sort.sortsMatches).toBe(true);
  });

  it('common matches walk the time index, the prefix kept off the indexes', async () => {
    const plan = await planOf({ caller: '8' }, 10_000);
    expect(plan.sort.sortsMatches).toBeUndefined();
    expect(plan.conditions.some((condition) => condition.kind === 'compare' && condition.unindexed)).toBe(
      true,
    );
  });

  it('matches past the bound walk without weighing the range, however rare they are in it', async () => {
    // Bound 0: the rare number's calls are "more than" it.
    const plan = await planOf({ caller: (await rareCaller()).number }, 0);
    expect(plan.sort.sortsMatches).toBeUndefined();
  });
});
