import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../server/calldata/dayCounts';
import { estimatedRangeRows } from '../../../server/calldata/dayCountTotal';
import { calldataDb } from '../../../server/calldata/tables';
import { dynamic } from '../../../server/resources/declaration';
import { cdrResource } from '../../../src/contract/calldata/cdr';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * How many calls a time range holds, estimated from the day counts alone (no index read), as a page weighs
 * whether to walk the time index or sort a filter's matches (server/calldata/recordQuery.ts): exact for
 * whole days, and for a partial day its count times the share of the day the range covers.
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
