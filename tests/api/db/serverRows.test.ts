import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import { startTestServer, type TestServer } from '../support/testServer';
import { expectOddColumnNamesKept } from './oddColumnNames';

/*
 * Rows as the server's query layer gives them, on the engine under test: SQLite's raw rows and PostgreSQL's
 * array-mode rows (server/db/postgresPool.ts) are made objects by one builder per column list
 * (server/db/rowObjects.ts), so both engines answer the same objects.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

describe("the server's rows", () => {
  it('have any column name as their own property: quotes, __proto__, a name given twice', async () => {
    await expectOddColumnNamesKept(t.server.db as Kysely<unknown>);
  });

  it('keep the types: times as numbers, text, NULL; and two shapes of one table apart', async () => {
    const db = calldataDb(t.server.db);
    const full = await db.selectFrom('call_records').selectAll().orderBy('id').limit(3).execute();
    expect(full).toHaveLength(3);
    for (const row of full) {
      expect(typeof row.start_time).toBe('number');
      expect(typeof row.caller_number).toBe('string');
      expect(Object.keys(row)).toContain('enterprise_id');
    }
    const narrow = await db
      .selectFrom('call_records')
      .select(['id', 'end_time'])
      .orderBy('id')
      .limit(3)
      .execute();
    expect(narrow.map((row) => Object.keys(row))).toEqual([
      ['id', 'end_time'],
      ['id', 'end_time'],
      ['id', 'end_time'],
    ]);
    expect(narrow.map((row) => Number(row.id))).toEqual(full.map((row) => Number(row.id)));
    const nothing = await sql<{ v: unknown }>`select null as v`.execute(t.server.db);
    expect(nothing.rows).toEqual([{ v: null }]);
  });

  it('are none for a read that matches nothing, and a write reports what it changed', async () => {
    const db = calldataDb(t.server.db);
    expect(
      await db.selectFrom('call_records').select('id').where('caller_number', '=', 'nobody').execute(),
    ).toEqual([]);
    const changed = await db
      .updateTable('call_records')
      .set({ callee_name: 'Renamed' })
      .where('caller_number', '=', 'nobody')
      .executeTakeFirst();
    expect(changed.numUpdatedRows).toBe(0n);
  });
});
