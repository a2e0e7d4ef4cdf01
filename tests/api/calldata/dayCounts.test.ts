import SQLite from 'better-sqlite3';
import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCounts } from '../../../server/calldata/countCache';
import { DAY_MS } from '../../../server/calldata/dayCounts';
import {
  DAY_FACET_COLUMNS,
  DAY_FACET_TABLE,
  REBUILD_DAY_FACET_COUNTS,
} from '../../../server/calldata/dayFacetCounts';
import { postgresSink } from '../../../server/calldata/seed/postgresSink';
import { sqliteSink } from '../../../server/calldata/seed/rowSink';
import { calldataDb } from '../../../server/calldata/tables';
import { isPostgresUrl } from '../../../server/config';
import { startSimulator } from '../../../server/simulator/trafficSimulator';
import type { CallRecord } from '../../../src/contract/calldata';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Budgets: a call list that is a time range, alone or with direction, status, call type and
 * recording filters, takes its total from the per-day counts kept by triggers
 * (server/calldata/dayFacetCounts.ts) plus the partial days at its ends. Every total here is checked
 * against a real COUNT(*) of the rows, after the writes each path makes: the demo seed, the simulator, a
 * plain INSERT / DELETE / UPDATE, the seed command's sink.
 */

let t: TestServer;
let acme: ResourceSession;
let acmeId: string;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
  const enterprise = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', '8001')
    .executeTakeFirstOrThrow();
  acmeId = enterprise.id;
});
afterAll(async () => t?.stop());

const calls = () => calldataDb(t.server.db);

/** The equality filters the day counts are split by, as the API takes them. */
interface Kinds {
  direction?: CallRecord['direction'];
  status?: CallRecord['status'];
  callType?: CallRecord['callType'];
  hasRecording?: boolean;
}

/** The list's total as the API answers it, counted afresh (the count cache is for repeated pages). */
async function listTotal(range: { startTimeFrom?: number | string; startTimeTo?: number | string } & Kinds) {
  forgetCounts(t.server.db, 'call_records', acmeId);
  return (await acme.ok<Page<CallRecord>>('/cdr/page', { pageNum: 1, pageSize: 10, ...range })).total;
}

/** COUNT(*) of Acme's calls with from <= start_time <= to, of these kinds. */
async function realCount(from?: number, to?: number, kinds: Kinds = {}): Promise<number> {
  let query = calls().selectFrom('call_records').where('enterprise_id', '=', acmeId);
  if (from !== undefined) query = query.where('start_time', '>=', from);
  if (to !== undefined) query = query.where('start_time', '<=', to);
  if (kinds.direction) query = query.where('direction', '=', kinds.direction);
  if (kinds.status) query = query.where('status', '=', kinds.status);
  if (kinds.callType) query = query.where('call_type', '=', kinds.callType);
  if (kinds.hasRecording !== undefined) query = query.where('has_recording', '=', kinds.hasRecording ? 1 : 0);
  const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Both readings of a range (and kinds) agree: the API's total and COUNT(*). */
async function expectExactTotal(from?: number, to?: number, kinds: Kinds = {}) {
  const real = await realCount(from, to, kinds);
  expect(
    await listTotal({ startTimeFrom: from, startTimeTo: to, ...kinds }),
    `range ${from} – ${to} ${JSON.stringify(kinds)}`,
  ).toBe(real);
  return real;
}

/** Filters alone and together, the way people combine them in the filter bar. */
const KIND_FILTERS: Kinds[] = [
  { direction: 'inbound' },
  { status: 'answered' },
  { callType: 'video' },
  { hasRecording: true },
  { hasRecording: false },
  { status: 'failed', callType: 'broadcast' },
  { direction: 'outbound', status: 'answered', callType: 'audio', hasRecording: true },
];

/** The day table holds exactly what a GROUP BY of the calls gives, for every enterprise and kind. */
async function expectDayTableMatchesCalls() {
  const db = t.server.db as unknown as Kysely<unknown>;
  const key = sql.raw(['enterprise_id', ...DAY_FACET_COLUMNS].join(', '));
  type Row = { enterprise_id: string; day: number; total: number | string } & Record<string, unknown>;
  const kept = await sql<Row>`
    select ${key}, day, total from ${sql.table(DAY_FACET_TABLE)} where total <> 0 order by 1, 2, 3, 4, 5, 6`.execute(
    db,
  );
  const counted = await sql<Row>`
    select ${key}, cast(floor(start_time / ${sql.lit(DAY_MS)}.0) as integer) as day, count(*) as total
    from call_records group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`.execute(db);
  const normal = (rows: Row[]) =>
    rows.map(
      (row) =>
        `${row.enterprise_id} ${DAY_FACET_COLUMNS.map((column) => row[column]).join(' ')} ${Number(row.day)} ${Number(row.total)}`,
    );
  expect(normal(kept.rows)).toEqual(normal(counted.rows));
}

/** A call of Acme starting at `startTime`, written straight to the table (not through this server). */
async function insertCall(startTime: number): Promise<number> {
  const row = await calls()
    .insertInto('call_records')
    .values({
      enterprise_id: acmeId,
      direction: 'internal',
      caller_number: '8001000',
      caller_name: 'Day count',
      callee_number: '8001001',
      callee_name: 'Day count',
      start_time: startTime,
      answer_time: null,
      end_time: startTime + 1000,
      duration_sec: 0,
      billed_sec: 0,
      status: 'no_answer',
      hangup_cause: 'NO_ANSWER',
      call_type: 'audio',
      has_recording: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A UTC midnight inside the demo seed's 30 days (10 days back). */
const seededDay = () => Math.floor(Date.now() / DAY_MS - 10) * DAY_MS;

describe('call list totals from the day counts (the record-query budgets)', () => {
  it('the migration backfilled the demo seed: all time and open-ended ranges equal COUNT(*)', async () => {
    expect(await expectExactTotal()).toBe(5000);
    for (const kinds of KIND_FILTERS) await expectExactTotal(undefined, undefined, kinds);
    await expectExactTotal(seededDay());
    await expectExactTotal(undefined, seededDay() + 3 * 3_600_000);
    await expectDayTableMatchesCalls();
  });

  it('whole UTC days, and ranges with partial days at either end, equal COUNT(*)', async () => {
    const day = seededDay();
    expect(await expectExactTotal(day, day + 3 * DAY_MS - 1)).toBeGreaterThan(0);
    await expectExactTotal(day + 5 * 3_600_000 + 17_123, day + 5 * DAY_MS + 13 * 3_600_000 + 1);
    await expectExactTotal(day - 1, day + DAY_MS);
    await expectExactTotal(day + 1, day + 2 * DAY_MS - 2);
    // Shorter than a whole day: the plain count.
    await expectExactTotal(day + 3_600_000, day + 20 * 3_600_000);
    // Empty and reversed ranges.
    expect(await expectExactTotal(day + DAY_MS, day)).toBe(0);
  });

  it('local date-time bounds (the console sends YYYY-MM-DD HH:mm:ss in the server time zone) are exact', async () => {
    const from = dayjs(seededDay()).startOf('day').add(7, 'hour');
    const to = from.add(4, 'day').add(30, 'minute');
    const total = await listTotal({
      startTimeFrom: from.format('YYYY-MM-DD HH:mm:ss'),
      startTimeTo: to.format('YYYY-MM-DD HH:mm:ss'),
    });
    expect(total).toBe(await realCount(from.valueOf(), to.valueOf()));
    for (const kinds of KIND_FILTERS) {
      const ofKinds = await listTotal({
        startTimeFrom: from.format('YYYY-MM-DD HH:mm:ss'),
        startTimeTo: to.format('YYYY-MM-DD HH:mm:ss'),
        ...kinds,
      });
      expect(ofKinds, JSON.stringify(kinds)).toBe(await realCount(from.valueOf(), to.valueOf(), kinds));
    }
  });

  it('direction, status, call type and recording, alone and together, over all time and any range equal COUNT(*)', async () => {
    const day = seededDay();
    for (const kinds of KIND_FILTERS) {
      expect(await expectExactTotal(undefined, undefined, kinds), JSON.stringify(kinds)).toBeGreaterThan(0);
      await expectExactTotal(day - 3 * DAY_MS, day + 3 * DAY_MS - 1, kinds);
      await expectExactTotal(day - 3 * DAY_MS + 5 * 3_600_000 + 17_123, day + 2 * DAY_MS + 1, kinds);
      await expectExactTotal(day + 17, undefined, kinds);
      await expectExactTotal(undefined, day - 1234, kinds);
      // Shorter than a whole day: the plain count.
      await expectExactTotal(day + 3_600_000, day + 20 * 3_600_000, kinds);
    }
  });

  it('a counted filter beside one the day counts do not keep (caller prefix, duration) is counted exactly too', async () => {
    const [call] = await calls()
      .selectFrom('call_records')
      .select(['caller_number', 'direction'])
      .where('enterprise_id', '=', acmeId)
      .limit(1)
      .execute();
    const caller = call!.caller_number;
    const direction = call!.direction as CallRecord['direction'];
    const byCaller = await calls()
      .selectFrom('call_records')
      .where('enterprise_id', '=', acmeId)
      .where('direction', '=', direction)
      .where('caller_number', '>=', caller)
      .where('caller_number', '<', `${caller}\u{10FFFF}`)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    forgetCounts(t.server.db, 'call_records', acmeId);
    const page = await acme.ok<Page<CallRecord>>('/cdr/page', {
      pageNum: 1,
      pageSize: 10,
      direction,
      caller,
    });
    expect(page.total).toBe(Number(byCaller.n));
    const longCalls = await calls()
      .selectFrom('call_records')
      .where('enterprise_id', '=', acmeId)
      .where('status', '=', 'answered')
      .where('duration_sec', '>=', 60)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    forgetCounts(t.server.db, 'call_records', acmeId);
    const long = await acme.ok<Page<CallRecord>>('/cdr/page', {
      pageNum: 1,
      pageSize: 10,
      status: 'answered',
      durationSecFrom: 60,
    });
    expect(long.total).toBe(Number(longCalls.n));
  });

  it('a call exactly on a day boundary is counted by the ranges that hold that millisecond only', async () => {
    const midnight = seededDay() - 5 * DAY_MS;
    await insertCall(midnight);
    await insertCall(midnight - 1);
    await expectExactTotal(midnight, midnight + 2 * DAY_MS - 1);
    await expectExactTotal(midnight - 2 * DAY_MS, midnight - 1);
    await expectExactTotal(midnight - 2 * DAY_MS, midnight);
    await expectExactTotal(midnight - 1, midnight + DAY_MS - 1);
    await expectDayTableMatchesCalls();
  });

  it('calls before 1970 (a bad clock) fall in their own day, not in 1 January 1970', async () => {
    await insertCall(-1);
    await insertCall(-DAY_MS);
    await insertCall(1);
    // The API takes no bound before 1970; the list up to the end of its first day holds all three.
    expect(await expectExactTotal(undefined, DAY_MS - 1)).toBe(3);
    expect(await expectExactTotal(0, DAY_MS - 1)).toBe(1);
    await expectExactTotal();
    await expectDayTableMatchesCalls();
  });

  it('after the simulator reports calls, today and all time still equal COUNT(*)', async () => {
    const before = await realCount();
    const simulator = startSimulator({
      db: t.server.db,
      publish: t.server.publish,
      config: t.server.config,
      rates: { call: 1, ptt: 0, sos: 0 },
      random: () => 0.01,
      intervalMs: 3_600_000,
    });
    await simulator.round(Date.now() - 1_000);
    await simulator.round(Date.now() - 500);
    simulator.stop();
    expect(await realCount()).toBeGreaterThan(before);
    const today = dayjs().startOf('day').valueOf();
    await expectExactTotal(today - 3 * DAY_MS, Date.now() + DAY_MS);
    await expectExactTotal();
    await expectDayTableMatchesCalls();
  });

  it('after deletes and after a call moved to another day, the totals equal COUNT(*)', async () => {
    const day = seededDay() - 2 * DAY_MS;
    const ofDay = await calls()
      .selectFrom('call_records')
      .select('id')
      .where('enterprise_id', '=', acmeId)
      .where('start_time', '>=', day)
      .where('start_time', '<', day + DAY_MS)
      .limit(5)
      .execute();
    expect(ofDay.length).toBe(5);
    const [moved, ...removed] = ofDay.map((row) => Number(row.id));
    await calls().deleteFrom('call_records').where('id', 'in', removed).execute();
    await calls()
      .updateTable('call_records')
      .set({ start_time: day - 3 * DAY_MS + 1234 })
      .where('id', '=', moved!)
      .execute();
    await expectExactTotal(day, day + DAY_MS - 1);
    await expectExactTotal(day - 4 * DAY_MS, day + 2 * DAY_MS);
    await expectExactTotal();
    await expectDayTableMatchesCalls();
  });

  it('after a call changes direction, status, type or recording (same day), the totals of each kind equal COUNT(*)', async () => {
    const day = seededDay() - 4 * DAY_MS;
    const [changed] = await calls()
      .selectFrom('call_records')
      .select('id')
      .where('enterprise_id', '=', acmeId)
      .where('start_time', '>=', day)
      .where('start_time', '<', day + DAY_MS)
      .where('status', '=', 'answered')
      .limit(1)
      .execute();
    await calls()
      .updateTable('call_records')
      .set({ direction: 'inbound', status: 'failed', call_type: 'broadcast', has_recording: 1 })
      .where('id', '=', changed!.id)
      .execute();
    // Only the callee's name: a statement that changes no counted column leaves the counts as they are.
    await calls()
      .updateTable('call_records')
      .set({ callee_name: 'Renamed' })
      .where('id', '=', changed!.id)
      .execute();
    for (const kinds of [
      ...KIND_FILTERS,
      { direction: 'inbound', status: 'failed', hasRecording: true } as Kinds,
    ]) {
      await expectExactTotal(day - DAY_MS, day + 2 * DAY_MS - 1, kinds);
      await expectExactTotal(undefined, undefined, kinds);
    }
    await expectDayTableMatchesCalls();
  });

  it("the seed command's sink (triggers off, counts rebuilt) keeps them exact", async () => {
    const url = t.server.config.databaseUrl;
    const start = seededDay() - 20 * DAY_MS + 7 * 3_600_000;
    const columns = [
      'enterprise_id',
      'direction',
      'caller_number',
      'callee_number',
      'start_time',
      'end_time',
    ];
    const fixed = ['duration_sec', 'billed_sec', 'status', 'call_type'];
    // 1,200 calls, one every 50 minutes: about 41 days, several INSERT batches.
    const rows = Array.from({ length: 1200 }, (_, index) => {
      const time = start + index * 50 * 60_000;
      return [acmeId, 'inbound', '0100', '8001002', time, time + 5000, 0, 0, 'failed', 'audio'];
    });
    // The seed command's own sink for its engine: better-sqlite3 on the file, or column arrays.
    const bulk = {
      rebuildIndexesOf: ['call_records'],
      suspendTriggersOf: ['call_records'],
      afterRows: REBUILD_DAY_FACET_COUNTS,
    };
    const raw = isPostgresUrl(url) ? undefined : new SQLite(url);
    try {
      const sink = raw
        ? sqliteSink(raw, bulk)
        : postgresSink(t.server.db as unknown as Kysely<unknown>, bulk);
      await sink.transaction(() => sink.insert('call_records', [...columns, ...fixed], rows));
      if (raw) {
        // The triggers are back after the seed: a later insert is counted.
        const triggers = raw
          .prepare(
            "select count(*) as n from sqlite_master where type = 'trigger' and tbl_name = 'call_records'",
          )
          .get() as { n: number };
        expect(triggers.n).toBe(3);
      }
    } finally {
      raw?.close();
    }
    await insertCall(start + DAY_MS);
    await expectExactTotal(start - DAY_MS, start + 45 * DAY_MS);
    await expectExactTotal(start + 3_600_000, start + 10 * DAY_MS);
    await expectExactTotal();
    await expectDayTableMatchesCalls();
  });
});
