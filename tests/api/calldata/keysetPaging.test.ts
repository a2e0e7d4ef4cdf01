import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import type { CallRecord } from '../../../src/contract/calldata';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Call data at ten million rows, on a small set: the total is exact up to the server's bound and "more than"
 * past it (here a bound of 40, set for this file only), and pages read by key (the cursors of the page shown,
 * the last page read backwards, a typed page of an exactly counted list read from its nearer end) hold the
 * same rows, in the same order, as one read of the whole list. The rows share sort keys on purpose: ten
 * start times, five durations and three billed lengths among 150 calls, so only the id breaks the ties.
 */

interface RecordPage {
  records: CallRecord[];
  total: number;
  totalExact?: boolean;
  next?: string;
  prev?: string;
}

const BOUND = 40;
const ROWS = 150;
/** A day in 2001: no demo call is there, so a range around it lists these rows only. */
const BASE = Date.UTC(2001, 4, 10, 8);
const RANGE = { startTimeFrom: BASE - 3_600_000, startTimeTo: BASE + 3_600_000 };

let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer({ recordTotalBound: BOUND });
  acme = await signIn(t, 'acme');
  const { id: enterpriseId } = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', '8001')
    .executeTakeFirstOrThrow();
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const start = BASE + (index % 10) * 60_000;
    const duration = [0, 30, 60, 90, 120][index % 5]!;
    return {
      enterprise_id: enterpriseId,
      direction: 'internal',
      caller_number: `80019${String(index % 7).padStart(3, '0')}`,
      caller_name: '',
      callee_number: '80010001',
      callee_name: '',
      start_time: start,
      answer_time: duration ? start + 2_000 : null,
      end_time: start + duration * 1000,
      duration_sec: duration,
      billed_sec: [0, 10, 20][index % 3]!,
      status: duration ? 'answered' : 'no_answer',
      hangup_cause: '',
      call_type: 'audio',
      has_recording: 0,
    };
  });
  await calldataDb(t.server.db).insertInto('call_records').values(rows).execute();
});
afterAll(async () => t?.stop());

const page = (body: Record<string, unknown>) =>
  acme.ok<RecordPage>('/cdr/page', { pageNum: 1, pageSize: 20, ...body });
const ids = (records: readonly CallRecord[]) => records.map((record) => record.id);

/** The time range alone is counted from the day counts (exact); a duration range past the bound is not. */
const LISTS = {
  exact: RANGE,
  bounded: { ...RANGE, durationSecFrom: 0 },
} as const;
const SORTS = ['startTime', 'durationSec', 'billedSec'] as const;

describe('bounded totals', () => {
  it('a count that the day counts do not cover stops at the bound and says "more than"', async () => {
    const bounded = await page(LISTS.bounded);
    expect(bounded).toMatchObject({ total: BOUND, totalExact: false });
    expect(bounded.records).toHaveLength(20);
    // The day counts cover a time range: exact however many rows.
    const exact = await page(LISTS.exact);
    expect(exact.total).toBe(ROWS);
    expect(exact.totalExact).toBeUndefined();
    // Below the bound a count is exact, whichever way it was counted.
    const few = await page({ ...RANGE, durationSecFrom: 0, caller: '80019001' });
    // Callers cycle through seven numbers: rows 1, 8, …, 148 have this one.
    expect(few.total).toBe(22);
    expect(few.totalExact).toBeUndefined();
    expect(few.records.every((record) => record.callerNumber === '80019001')).toBe(true);
  });

  it('an export counts exactly however many rows match (its progress is against it)', async () => {
    const ticket = await acme.ok<{ total: number }>('/cdr/exportUrl', { ...LISTS.bounded, format: 'csv' });
    expect(ticket.total).toBe(ROWS);
  });
});

describe('keyset paging returns the rows of offset paging', () => {
  for (const [name, list] of Object.entries(LISTS))
    for (const sort of SORTS)
      for (const order of ['asc', 'desc'] as const)
        it(`${name} total, ${sort} ${order}`, async () => {
          const query = { ...list, sort, order };
          const whole = ids((await page({ ...query, pageSize: 500 })).records);
          expect(whole).toHaveLength(ROWS);

          // Typed page numbers: from the start, or (an exact total, second half) backwards from the end.
          const byNumber: string[] = [];
          for (let pageNum = 1; pageNum <= Math.ceil(ROWS / 20); pageNum++)
            byNumber.push(...ids((await page({ ...query, pageNum })).records));
          expect(byNumber).toEqual(whole);

          // Next, next, next…: each page from the cursor of the one before.
          const forward: string[] = [];
          let shown = await page(query);
          while (shown.records.length) {
            forward.push(...ids(shown.records));
            shown = await page({ ...query, pageNum: 2, cursor: shown.next });
          }
          expect(forward).toEqual(whole);

          // The last page read backwards, then previous, previous…
          const backward: string[][] = [];
          shown = await page({ ...query, last: true });
          expect(shown.records.length).toBeGreaterThan(0);
          while (shown.records.length) {
            backward.unshift(ids(shown.records));
            shown = await page({ ...query, cursor: shown.prev });
          }
          expect(backward.flat()).toEqual(whole);
          // An exact total's last page is the page the page numbers make (150 = 7 × 20 + 10).
          if (name === 'exact') expect(backward.at(-1)).toHaveLength(ROWS % 20);
        });
});

describe('cursors', () => {
  it('a cursor of another sort is ignored: the page number is read', async () => {
    const byTime = await page({ ...LISTS.exact, pageNum: 1 });
    const secondByDuration = await page({ ...LISTS.exact, sort: 'durationSec', order: 'desc', pageNum: 2 });
    const withStaleCursor = await page({
      ...LISTS.exact,
      sort: 'durationSec',
      order: 'desc',
      pageNum: 2,
      cursor: byTime.next,
    });
    expect(ids(withStaleCursor.records)).toEqual(ids(secondByDuration.records));
  });

  it('a cursor that is not one is refused naming the field, not answered with a 500', async () => {
    const refused = await acme.refused('/cdr/page', { pageNum: 2, pageSize: 20, cursor: 'not-a-cursor' });
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('cursor');
  });

  it('an empty page answers no cursors; a filter with no rows keeps the plain answer', async () => {
    expect(await page({ startTimeFrom: 0, startTimeTo: 1 })).toEqual({ records: [], total: 0 });
  });
});

describe('deep typed pages', () => {
  it('newest first with no upper bound, a typed page starts at its day from the day counts: the rows of a read from the start', async () => {
    // From a UTC midnight on, open-ended: every day whole in the day table (5,000 demo calls and these 150).
    for (const order of ['desc', 'asc'] as const) {
      const list = { startTimeFrom: Date.UTC(2001, 4, 10), sort: 'startTime', order, pageSize: 500 };
      const walked: string[] = [];
      let shown = await page(list);
      while (shown.records.length) {
        walked.push(...ids(shown.records));
        shown = await page({ ...list, pageNum: 2, cursor: shown.next });
      }
      expect(walked).toHaveLength(5000 + ROWS);
      const typed: string[] = [];
      for (let pageNum = 1; pageNum <= Math.ceil(walked.length / 500); pageNum++)
        typed.push(...ids((await page({ ...list, pageNum })).records));
      expect(typed).toEqual(walked);
    }
  });
});
