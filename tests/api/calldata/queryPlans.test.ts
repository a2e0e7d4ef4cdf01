import { type CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeCountQuery } from '../../../server/calldata/dayCountTotal';
import { withEveryKind } from '../../../server/calldata/kindConditions';
import { listConditions, sortOf } from '../../../server/calldata/listConditions';
import { countQuery } from '../../../server/calldata/recordCount';
import { pageQuery, walkingTime } from '../../../server/calldata/recordQuery';
import { dynamic } from '../../../server/resources/declaration';
import { cdrResource } from '../../../src/contract/calldata/cdr';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Every filter combination the call list offers is answered from an index, never by scanning the
 * enterprise's calls: its bounded count reads index entries only (no row per entry), and its page (in time
 * order, walking the time index; sorted by duration or billing, from their indexes) reads rows by key.
 * EXPLAIN of the real queries on both engines. PostgreSQL would scan the few demo rows sequentially whatever
 * the indexes, so its plans are asked with sequential scans priced out (`enable_seqscan = off`): what the
 * planner can use, as it does at ten million rows (bitmap scans priced out too: on 5,000 rows they tie).
 */

let t: TestServer;
let enterpriseId: string;

beforeAll(async () => {
  t = await startTestServer();
  ({ id: enterpriseId } = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', '8001')
    .executeTakeFirstOrThrow());
  // As the seed command leaves a database: statistics, and (PostgreSQL) a visibility map for index-only scans.
  if (t.server.engine === 'postgres') await sql`vacuum analyze call_records`.execute(t.server.db);
  else await sql`analyze call_records`.execute(t.server.db);
});
afterAll(async () => t?.stop());

const THIRTY_DAYS = { startTimeFrom: Date.now() - 30 * 86_400_000 };

/** Filters of the call list's filter bar, alone and combined the ways the bench measures. */
const COMBINATIONS: Record<string, Record<string, unknown>> = {
  'caller prefix': { caller: '800101' },
  'callee prefix': { callee: '1380' },
  'caller prefix, answered': { caller: '800101', status: 'answered' },
  'callee prefix, PTT': { callee: '8001', callType: 'ptt' },
  'duration ≥ 60 s': { durationSecFrom: 60 },
  'answered, duration ≥ 60 s': { status: 'answered', durationSecFrom: 60 },
  'recorded, duration ≥ 120 s, last 30 days': { hasRecording: true, durationSecFrom: 120, ...THIRTY_DAYS },
  'outbound, 30–90 s': { direction: 'outbound', durationSecFrom: 30, durationSecTo: 90 },
  'failed, 30–90 s': { status: 'failed', durationSecFrom: 30, durationSecTo: 90 },
  'callee prefix, PTT, last 30 days': { callee: '8001', callType: 'ptt', ...THIRTY_DAYS },
  'failed broadcast': { status: 'failed', callType: 'broadcast' },
  'inbound, last 30 days': { direction: 'inbound', ...THIRTY_DAYS },
  recorded: { hasRecording: true },
};

/** The plan's lines (SQLite) or node descriptions (PostgreSQL) of a query, with its own parameters. */
async function plan(query: CompiledQuery): Promise<string[]> {
  if (t.server.engine === 'sqlite') {
    const explained = await t.server.db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    });
    return explained.rows.map((row) => row.detail);
  }
  return t.server.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...query,
      sql: `explain ${query.sql}`,
    });
    return explained.rows.map((row) => row['QUERY PLAN']);
  });
}

/** A line that reads call_records without an index: SQLite `SCAN call_records`, PostgreSQL `Seq Scan`. */
const scansCalls = (line: string) =>
  /SCAN call_records(?! USING)/.test(line) || /Seq Scan on call_records/.test(line);

describe('query plans of the call list', () => {
  for (const [name, filters] of Object.entries(COMBINATIONS)) {
    it(`${name}: the bounded count reads index entries only, the page reads rows by key`, async () => {
      const db = dynamic(t.server.db);
      const count = await plan(countQuery(db, cdrResource, enterpriseId, filters, 100_000).compile());
      expect(count.some(scansCalls), count.join('\n')).toBe(false);
      // Index-only: SQLite "COVERING INDEX", PostgreSQL "Index Only Scan".
      expect(
        count.some((line) => /COVERING INDEX|Index Only Scan/.test(line)),
        count.join('\n'),
      ).toBe(true);

      const conditions = listConditions(cdrResource, enterpriseId, filters);
      const sort = sortOf(cdrResource, filters);
      // As the page is read: walking the time index, or (rare matches) sorting the matches of their index.
      const variants = [
        { conditions: walkingTime(cdrResource, conditions), sort },
        { conditions: withEveryKind(cdrResource, conditions), sort: { ...sort, sortsMatches: true } },
      ];
      for (const variant of variants) {
        const page = await plan(
          pageQuery(db, cdrResource, variant.conditions, variant.sort, { limit: 20, offset: 0 }),
        );
        expect(page.some(scansCalls), page.join('\n')).toBe(false);
      }
    });
  }

  it("a partial day's count of one status or one call type reads only its entries of the type-status index", async () => {
    const db = dynamic(t.server.db);
    const partialDay = { startTimeFrom: Date.now() - 86_400_000, startTimeTo: Date.now() - 3_600_000 };
    for (const kind of [{ status: 'failed' }, { callType: 'ptt' }]) {
      const count = await plan(
        rangeCountQuery(db, cdrResource, enterpriseId, { ...kind, ...partialDay }).compile(),
      );
      expect(count.some(scansCalls), count.join('\n')).toBe(false);
      expect(
        count.some((line) =>
          /(COVERING INDEX|Index Only Scan using) call_records_type_status_idx/.test(line),
        ),
        count.join('\n'),
      ).toBe(true);
    }
  });

  it('each index leading with a kind of call carries the other kinds, the time and the duration', async () => {
    const carried = ['direction', 'status', 'call_type', 'has_recording', 'start_time', 'duration_sec'];
    for (const index of [
      'call_records_type_status_idx',
      'call_records_direction_idx',
      'call_records_recording_idx',
    ]) {
      const columns =
        t.server.engine === 'sqlite'
          ? (await sql<{ name: string }>`select name from pragma_index_info(${index})`.execute(t.server.db))
              .rows
          : (
              await sql<{ name: string }>`select a.attname as name from pg_class c
                join pg_attribute a on a.attrelid = c.oid where c.relname = ${index}`.execute(t.server.db)
            ).rows;
      expect(columns.map((column) => column.name)).toEqual(expect.arrayContaining(carried));
    }
  });

  it('PostgreSQL sessions of the server plan without JIT compiling (SQLite has none)', async () => {
    if (t.server.engine !== 'postgres') return;
    // Every pooled connection, not only the first: hold several at once.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.server.db.transaction().execute(async (trx) => {
          const shown = await sql<{ jit: string }>`show jit`.execute(trx);
          await sql`select pg_sleep(0.05)`.execute(trx);
          return shown.rows[0]?.jit;
        }),
      ),
    );
    expect(settings).toEqual(['off', 'off', 'off', 'off']);
  });

  it('pages sorted by duration or billed seconds come from their indexes', async () => {
    const db = dynamic(t.server.db);
    for (const field of ['durationSec', 'billedSec'])
      for (const order of ['asc', 'desc'] as const) {
        const input = { sort: field, order };
        const page = await plan(
          pageQuery(
            db,
            cdrResource,
            listConditions(cdrResource, enterpriseId, input),
            sortOf(cdrResource, input),
            {
              limit: 20,
              offset: 0,
            },
          ),
        );
        expect(page.some(scansCalls), page.join('\n')).toBe(false);
      }
  });
});
