import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import {
  countStartedSince,
  inProgressByTenant,
  inProgressQuery,
  startedSinceQuery,
} from '../../../server/monitor/callDataQueries';
import { CallDataProbe, type FoundTable } from '../../../server/monitor/callDataTables';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * The dashboard's call counts, read on every monitor tick: calls in progress per enterprise and calls
 * since midnight (per enterprise, and the platform's sum), equal to a plain count of the rows, and read
 * per enterprise from its (enterprise, time) index — a count grouped by enterprise read every call on
 * PostgreSQL (1.9 s at ten million calls, every two seconds).
 */

let t: TestServer;
let calls: FoundTable<'calls'>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestServer();
  const found = (await new CallDataProbe(t.server.db).tables()).calls;
  if (!found) throw new Error('the call table is not found');
  calls = found;
});
afterAll(async () => t?.stop());

/** Plain counts, grouped by enterprise, as the monitor's old query read them. */
async function plainInProgress(now: number): Promise<Map<string, number>> {
  const rows = await sql<{ tenant: string; n: unknown }>`
    select enterprise_id as tenant, count(*) as n from call_records
    where start_time >= ${now - 12 * HOUR} and start_time <= ${now} and (end_time is null or end_time > ${now})
    group by enterprise_id`.execute(t.server.db);
  return new Map(rows.rows.map((row) => [row.tenant, Number(row.n)]));
}

/** The plan's lines (SQLite) or node descriptions (PostgreSQL), sequential scans priced out there. */
async function plan(query: RawBuilder<unknown>): Promise<string> {
  const compiled = query.compile(t.server.db);
  if (t.server.engine === 'sqlite') {
    const rows = await t.server.db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    return rows.rows.map((row) => row.detail).join('\n');
  }
  return t.server.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `explain ${compiled.sql}`,
    });
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The call table read by a range of one enterprise's entries, never as a whole. */
const readsOneEnterprise = (text: string) =>
  /USING (COVERING )?INDEX call_records_\w+ \(enterprise_id=\?/.test(text) ||
  /Index Cond: \(\(enterprise_id = (e\.id|'[^']*'::text)\)/.test(text);

describe("the dashboard's call counts", () => {
  it('calls in progress per enterprise equal a plain count, with calls ended, open, and started too long ago', async () => {
    const now = Date.now();
    const ids = await t.server.db.selectFrom('enterprises').select('id').execute();
    const row = await calldataDb(t.server.db)
      .selectFrom('call_records')
      .selectAll()
      .where('enterprise_id', '=', ids[0]!.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { id: _id, ...template } = row;
    const call = (enterpriseId: string, start: number, end: number) => ({
      ...template,
      enterprise_id: enterpriseId,
      start_time: start,
      end_time: end,
    });
    await calldataDb(t.server.db)
      .insertInto('call_records')
      .values([
        call(ids[0]!.id, now - HOUR, now + HOUR),
        call(ids[0]!.id, now - 2 * HOUR, now + 10 * HOUR),
        call(ids[0]!.id, now - 3 * HOUR, now - HOUR),
        call(ids[1]!.id, now - 10 * 60_000, now + 60_000),
        call(ids[1]!.id, now - 13 * HOUR, now + HOUR),
        // Starting later than now.
        call(ids[0]!.id, now + HOUR, now + 2 * HOUR),
      ])
      .execute();
    const counted = await inProgressByTenant(t.server.db, calls, now);
    const plain = await plainInProgress(now);
    expect(counted.get(ids[0]!.id)).toBeGreaterThanOrEqual(2);
    expect(counted.get(ids[1]!.id)).toBeGreaterThanOrEqual(1);
    expect(counted).toEqual(plain);
  });

  it('in a table whose end may be empty, calls with no end yet count as in progress', async () => {
    const now = Date.now();
    const ids = (await t.server.db.selectFrom('enterprises').select('id').execute()).map((row) => row.id);
    await sql`create table open_calls_probe (enterprise_id text not null, started_at bigint not null, ended_at bigint)`.execute(
      t.server.db,
    );
    const rows: [string, number, number | null][] = [
      [ids[0]!, now - HOUR, null],
      [ids[0]!, now - HOUR, now + HOUR],
      [ids[0]!, now - 13 * HOUR, null],
      [ids[0]!, now - 2 * HOUR, now - HOUR],
      [ids[1]!, now - 60_000, null],
    ];
    for (const [enterprise, start, end] of rows)
      await sql`insert into open_calls_probe values (${enterprise}, ${start}, ${end})`.execute(t.server.db);
    const probe: FoundTable<'calls'> = {
      table: 'open_calls_probe',
      columns: { enterprise: 'enterprise_id', start: 'started_at', end: 'ended_at' },
      nullable: new Set(['ended_at']),
    };
    const counted = await inProgressByTenant(t.server.db, probe, now);
    expect(Object.fromEntries(counted)).toEqual({ [ids[0]!]: 2, [ids[1]!]: 1 });
    // Told nothing of the column, the query assumes it may be empty.
    const { nullable: _known, ...unknown } = probe;
    expect(await inProgressByTenant(t.server.db, unknown, now)).toEqual(counted);
    // Told it is NOT NULL, the empty stretch is not read.
    expect(inProgressQuery({ ...probe, nullable: new Set() }, now).compile(t.server.db).sql).not.toContain(
      'is null',
    );
    await sql`drop table open_calls_probe`.execute(t.server.db);
  });

  it('calls since a time, per enterprise and for the platform, equal a plain count', async () => {
    const from = Date.now() - 6 * HOUR;
    const plain = async (enterpriseId?: string) => {
      let query = calldataDb(t.server.db)
        .selectFrom('call_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('start_time', '>=', from);
      if (enterpriseId) query = query.where('enterprise_id', '=', enterpriseId);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const all = await plain();
    expect(all).toBeGreaterThan(0);
    expect(await countStartedSince(t.server.db, calls, null, from)).toBe(all);
    for (const { id } of await t.server.db.selectFrom('enterprises').select('id').execute())
      expect(await countStartedSince(t.server.db, calls, id, from)).toBe(await plain(id));
  });

  it("each count reads one enterprise's stretch of an index", async () => {
    const now = Date.now();
    for (const query of [
      inProgressQuery(calls, now),
      startedSinceQuery(calls, null, now - 6 * HOUR),
      startedSinceQuery(calls, 'some-enterprise', now - 6 * HOUR),
    ]) {
      const text = await plan(query);
      expect(readsOneEnterprise(text), text).toBe(true);
    }
  });

  it('calls in progress are read from the open-calls index, by their end', async () => {
    const text = await plan(inProgressQuery(calls, Date.now()));
    // No other index of the call table, and no scan of it.
    expect(text).not.toMatch(/call_records_(?!open_idx)\w+_idx|SCAN c\b|Seq Scan on call_records/);
    // The end is NOT NULL there: one stretch per enterprise, ending after now.
    expect(text.match(/call_records_open_idx/g), text).toHaveLength(1);
    expect(text).toMatch(
      t.server.engine === 'sqlite'
        ? /USING COVERING INDEX call_records_open_idx \(enterprise_id=\? AND end_time>\?\)/
        : /Index Cond: \(\(enterprise_id = e\.id\) AND \(end_time > /,
    );
  });
});
