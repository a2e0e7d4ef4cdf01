import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from '../../../server/db/statementCache';
import { expectOddColumnNamesKept } from './oddColumnNames';

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
    // The read, the same read bound to its repeated value (see the next test), the update.
    expect(prepare.mock.calls.length - before).toBe(3);
    await db.destroy();
  });

  it('runs a read asked again with the same values bound once, seeing every write made since', async () => {
    const { db, prepare } = open();
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await db.insertInto('items').values({ name: 'a' }).execute();
    const named = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).execute();
    expect(await named('a')).toEqual([{ id: 1 }]);
    const before = prepare.mock.calls.length;
    expect(await named('a')).toEqual([{ id: 1 }]);
    expect(prepare.mock.calls.length).toBe(before + 1);
    // Bound: no more statements, and what was written since is read.
    await db.insertInto('items').values({ name: 'a' }).execute();
    await db.deleteFrom('items').where('id', '=', 1).execute();
    const afterWrites = prepare.mock.calls.length;
    expect(await named('a')).toEqual([{ id: 2 }]);
    expect(await named('a')).toEqual([{ id: 2 }]);
    expect(prepare.mock.calls.length).toBe(afterWrites);
    // Other values run the shared statement with theirs, never another value's binding.
    expect(await named('b')).toEqual([]);
    await db.insertInto('items').values({ name: 'b' }).execute();
    expect(await named('b')).toEqual([{ id: 3 }]);
    expect(await named('a')).toEqual([{ id: 2 }]);
    // Values of other types are other reads: the number 2 is not the text '2'.
    const echo = (value: number | string) => sql<{ v: unknown }>`select ${value} as v`.execute(db);
    for (let run = 0; run < 3; run += 1) {
      expect((await echo(2)).rows).toEqual([{ v: 2 }]);
      expect((await echo('2')).rows).toEqual([{ v: '2' }]);
    }
    await db.destroy();
  });

  it('reads a bound statement with the columns of a table changed since', async () => {
    const { db } = open();
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await db.insertInto('items').values({ name: 'a' }).execute();
    const row = () => sql<Record<string, unknown>>`select * from items where id = ${1}`.execute(db);
    await row();
    expect((await row()).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table items add column size integer default 7`.execute(db);
    expect((await row()).rows).toEqual([{ id: 1, name: 'a', size: 7 }]);
    await db.destroy();
  });

  it('makes rows with any column name as its own property: quotes, __proto__, a name given twice', async () => {
    const { db } = open();
    await expectOddColumnNamesKept(db as Kysely<unknown>);
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
