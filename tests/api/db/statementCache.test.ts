import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../../server/db/statementCache';

/** The prepared-statement cache under Kysely's SQLite dialect (server/db/statementCache.ts). */
interface Db {
  items: { id: Generated<number>; name: string };
}

function open(size?: number) {
  const database = new SQLite(':memory:');
  const prepare = vi.spyOn(database, 'prepare');
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(database, size) }) });
  return { db, prepare };
}

describe('statement cache', () => {
  it('prepares a query once and answers reads and writes as Kysely expects', async () => {
    const { db, prepare } = open();
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute();
    for (const name of ['a', 'b', 'c']) {
      const inserted = await db.insertInto('items').values({ name }).executeTakeFirstOrThrow();
      expect(typeof inserted.insertId).toBe('bigint');
    }
    const before = prepare.mock.calls.length;
    for (let round = 0; round < 5; round += 1) {
      expect(await db.selectFrom('items').select('name').where('id', '>', 1).orderBy('id').execute()).toEqual(
        [{ name: 'b' }, { name: 'c' }],
      );
    }
    const updated = await db.updateTable('items').set({ name: 'z' }).where('id', '=', 3).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    expect(prepare.mock.calls.length - before).toBe(2);
    await db.destroy();
  });

  it('streams with a statement of its own, so the same query can run while a stream is open', async () => {
    const { db } = open();
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await db
      .insertInto('items')
      .values([{ name: 'a' }, { name: 'b' }])
      .execute();
    const query = db.selectFrom('items').select('name').orderBy('id');
    const streamed: string[] = [];
    for await (const row of query.stream()) streamed.push(row.name);
    expect(streamed).toEqual(['a', 'b']);
    expect((await query.execute()).map((row) => row.name)).toEqual(['a', 'b']);
    await db.destroy();
  });

  it('keeps at most `size` statements, dropping the least recently used', async () => {
    const { db, prepare } = open(2);
    const one = sql`select 1 as v`;
    const two = sql`select 2 as v`;
    const three = sql`select 3 as v`;
    await one.execute(db);
    await two.execute(db);
    await one.execute(db); // one is now the most recent
    await three.execute(db); // drops two
    const before = prepare.mock.calls.length;
    await one.execute(db);
    expect(prepare.mock.calls.length).toBe(before);
    await two.execute(db);
    expect(prepare.mock.calls.length).toBe(before + 1);
    await db.destroy();
  });
});
