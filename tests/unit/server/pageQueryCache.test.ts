// @vitest-environment node
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withEveryKind } from '../../../server/calldata/kindConditions';
import { listConditions, seekAfter } from '../../../server/calldata/listConditions';
import { cachedPageQuery } from '../../../server/calldata/pageQueryCache';
import { pageQuery, pageRows, type RecordListInput, walkingTime } from '../../../server/calldata/recordQuery';
import { withStatementCache } from '../../../server/db/statementCache';
import type { DynamicDb } from '../../../server/resources/declaration';
import { cdrResource } from '../../../src/contract/calldata/cdr';

/*
 * Record pages run the kept SQL of their query's shape with their own parameters
 * (server/calldata/pageQueryCache.ts). Every kind of list condition, sort and page gives the rows a freshly
 * built query gives, also when the shape was first kept with other values, and a kept shape is not built.
 */

const ENTERPRISES = ['e-one', 'e-two'];
const DIRECTIONS = ['inbound', 'outbound', 'internal'];
const STATUSES = ['answered', 'no_answer', 'busy'];

function database(): SQLite.Database {
  const raw = new SQLite(':memory:');
  raw.exec(`create table call_records (id integer primary key, enterprise_id text not null, direction text not null,
    caller_number text not null, caller_name text not null default '', callee_number text not null,
    callee_name text not null default '', start_time bigint not null, answer_time bigint, end_time bigint not null,
    duration_sec integer not null, billed_sec integer not null, status text not null,
    hangup_cause text not null default '', call_type text not null, has_recording integer not null default 0)`);
  const insert =
    raw.prepare(`insert into call_records (id, enterprise_id, direction, caller_number, caller_name,
    callee_number, callee_name, start_time, answer_time, end_time, duration_sec, billed_sec, status, call_type,
    has_recording) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let id = 1; id <= 80; id += 1) {
    const start = 1_700_000_000_000 + ((id * 7919) % 80) * 60_000;
    insert.run(
      id,
      ENTERPRISES[id % 2],
      DIRECTIONS[id % 3],
      `800${id % 10}${id % 4}`,
      id % 5 ? `Caller ${id}` : 'Ana_100%',
      `900${id % 7}`,
      `Callee ${id % 9}`,
      start,
      id % 4 ? start + 5_000 : null,
      start + 60_000,
      (id * 13) % 120,
      (id * 11) % 100,
      STATUSES[id % 3],
      id % 2 ? 'audio' : 'video',
      id % 3 ? 1 : 0,
    );
  }
  return raw;
}

const kysely = (raw: SQLite.Database): DynamicDb =>
  new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) }) as DynamicDb;

/** Pairs of inputs of one shape: the first keeps the shape, the second must read its own rows through it. */
const CASES: [string, RecordListInput, RecordListInput][] = [
  ['the default list', {}, {}],
  ['a keyword (with LIKE escapes)', { keyword: 'caller 1' }, { keyword: '_100%' }],
  ['an equality filter', { direction: 'inbound' }, { direction: 'internal' }],
  ['a flag', { hasRecording: true }, { hasRecording: false }],
  ['an id list', { ids: ['1', '3'] }, { ids: ['4', '6'] }],
  ['an empty id list', { ids: [] }, { ids: [] }],
  ['a prefix', { caller: '8001' }, { caller: '8003' }],
  [
    'a time range',
    { startTimeFrom: 1_700_000_000_000, startTimeTo: 1_700_001_000_000 },
    { startTimeFrom: 1_700_001_000_000, startTimeTo: 1_700_004_000_000 },
  ],
  [
    'a number range and a sort',
    { durationSecFrom: 10, sort: 'durationSec', order: 'asc' },
    { durationSecFrom: 60, sort: 'durationSec', order: 'asc' },
  ],
  [
    'everything at once',
    { keyword: 'callee', status: 'busy', callee: '900', durationSecTo: 90, sort: 'billedSec', order: 'desc' },
    {
      keyword: 'caller',
      status: 'answered',
      callee: '9003',
      durationSecTo: 40,
      sort: 'billedSec',
      order: 'desc',
    },
  ],
];

describe('kept page queries', () => {
  it.each(CASES)(
    '%s: the same rows as a query built afresh, for each page and scope',
    async (_name, first, second) => {
      const raw = database();
      const warm = kysely(raw);
      for (const [enterpriseId, page] of [
        ['e-one', { limit: 5, offset: 0 }],
        ['e-two', { limit: 5, offset: 5 }],
        ['e-one', { limit: 20, offset: 50 }],
      ] as const) {
        await pageRows(warm, cdrResource, enterpriseId, first, page);
        // The second runs the SQL kept from the first: it builds nothing.
        const selectFrom = vi.spyOn(warm, 'selectFrom');
        const kept = await pageRows(warm, cdrResource, enterpriseId, second, page);
        expect(selectFrom).not.toHaveBeenCalled();
        selectFrom.mockRestore();
        const fresh = await pageRows(kysely(raw), cdrResource, enterpriseId, second, page);
        expect(kept).toEqual(fresh);
        expect(kept.every((row) => row.enterprise_id === enterpriseId)).toBe(true);
      }
    },
  );

  it('a kept shape is run without building the query again', async () => {
    const db = kysely(database());
    await pageRows(db, cdrResource, 'e-one', { direction: 'inbound' }, { limit: 5, offset: 0 });
    const selectFrom = vi.spyOn(db, 'selectFrom');
    const rows = await pageRows(db, cdrResource, 'e-two', { direction: 'outbound' }, { limit: 5, offset: 5 });
    expect(selectFrom).not.toHaveBeenCalled();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.enterprise_id === 'e-two' && row.direction === 'outbound')).toBe(true);
    // Another shape (a sort) is built.
    await pageRows(
      db,
      cdrResource,
      'e-two',
      { direction: 'outbound', sort: 'durationSec' },
      { limit: 5, offset: 0 },
    );
    expect(selectFrom).toHaveBeenCalled();
  });

  it('a keyset page (seek after a key) and ranges kept off the indexes run their own values through a kept shape', async () => {
    const raw = database();
    const warm = kysely(raw);
    const fresh = kysely(raw);
    const sort = { field: 'startTime', order: 'desc' } as const;
    const read = async (
      db: DynamicDb,
      input: RecordListInput,
      key: { value: number; id: number },
      keep: boolean,
    ) => {
      const conditions = walkingTime(cdrResource, [
        ...listConditions(cdrResource, 'e-one', input),
        seekAfter(cdrResource, sort, key),
      ]);
      const page = { limit: 5, offset: 0 };
      if (!keep)
        return (await fresh.executeQuery(pageQuery(fresh, cdrResource, conditions, sort, page))).rows;
      return cachedPageQuery(db, 'call_records', sort, conditions, page, () =>
        pageQuery(db, cdrResource, conditions, sort, page),
      );
    };
    await read(warm, { caller: '8004', durationSecFrom: 10 }, { value: 1_700_004_000_000, id: 40 }, true);
    const selectFrom = vi.spyOn(warm, 'selectFrom');
    const second = { caller: '8002', durationSecFrom: 30 };
    const key = { value: 1_700_002_000_000, id: 11 };
    const kept = await read(warm, second, key, true);
    expect(selectFrom).not.toHaveBeenCalled();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(await read(fresh, second, key, false));
  });

  it('a page of sorted matches (kinds named, order off the index) is a shape of its own, with the same rows', async () => {
    const raw = database();
    const db = kysely(raw);
    const page = { limit: 5, offset: 0 };
    const indexed = { field: 'startTime', order: 'desc' } as const;
    const sorted = { ...indexed, sortsMatches: true };
    const run = (input: RecordListInput, sort: typeof indexed | typeof sorted, on = db) => {
      const conditions = withEveryKind(cdrResource, listConditions(cdrResource, 'e-one', input));
      return cachedPageQuery(on, 'call_records', sort, conditions, page, () =>
        pageQuery(on, cdrResource, conditions, sort, page),
      );
    };
    const first = { status: 'busy', durationSecFrom: 10, durationSecTo: 100 };
    const byIndex = await run(first, indexed);
    const selectFrom = vi.spyOn(db, 'selectFrom');
    const bySort = await run(first, sorted);
    // Not the indexed order's kept SQL: built for its own shape.
    expect(selectFrom).toHaveBeenCalled();
    selectFrom.mockRestore();
    expect(bySort).toEqual(byIndex);
    expect(bySort.length).toBeGreaterThan(0);
    const second = { status: 'answered', durationSecFrom: 30, durationSecTo: 60 };
    expect(await run(second, sorted)).toEqual(await run(second, indexed, kysely(raw)));
  });
});
