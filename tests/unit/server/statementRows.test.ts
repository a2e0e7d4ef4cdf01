import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../server/db/statementCache';

/*
 * The statement cache reads rows as arrays and makes the objects itself
 * (server/db/statementCache.ts). The objects must be exactly better-sqlite3's own, also after the columns of
 * a cached statement change.
 */

function open() {
  const database = new SQLite(':memory:');
  const plain = new SQLite(':memory:');
  const db = new Kysely<Record<string, never>>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
  return { db, database, plain };
}

describe('rows built from arrays', () => {
  it('equal better-sqlite3’s objects: types, nulls, blobs, duplicate names (the last wins), no rows', async () => {
    const { db, plain } = open();
    const text = `select 1 as a, 'x' as b, null as c, x'0102' as d, 2.5 as e, 3 as a`;
    const rows = (await sql.raw(text).execute(db)).rows;
    expect(rows).toEqual(plain.prepare(text).all());
    expect(rows).toEqual(
      [{ a: 3, b: 'x', c: null, d: Buffer.from([1, 2]) }].map((row) => ({ ...row, e: 2.5 })),
    );
    expect((await sql.raw('select 1 as a where 0').execute(db)).rows).toEqual([]);
  });

  it('follow a cached statement’s columns through added, renamed and dropped columns', async () => {
    const { db } = open();
    await sql`create table t (x integer, y text)`.execute(db);
    await sql`insert into t values (1, 'one')`.execute(db);
    const read = async () => (await sql`select * from t`.execute(db)).rows;
    expect(await read()).toEqual([{ x: 1, y: 'one' }]);
    await sql`alter table t add column z integer default 7`.execute(db);
    expect(await read()).toEqual([{ x: 1, y: 'one', z: 7 }]);
    await sql`alter table t rename column x to w`.execute(db);
    expect(await read()).toEqual([{ w: 1, y: 'one', z: 7 }]);
    await sql`alter table t drop column y`.execute(db);
    expect(await read()).toEqual([{ w: 1, z: 7 }]);
  });

  it('a column added by another connection shows too (the row is wider than the names kept)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-statement-rows-'));
    const file = path.join(dir, 'rows.db');
    const database = new SQLite(file);
    const other = new SQLite(file);
    try {
      const db = new Kysely<Record<string, never>>({
        dialect: new SqliteDialect({ database: withStatementCache(database) }),
      });
      await sql`create table t (x integer)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      const read = async () => (await sql`select * from t`.execute(db)).rows;
      expect(await read()).toEqual([{ x: 1 }]);
      other.exec('alter table t add column y integer default 2');
      expect(await read()).toEqual([{ x: 1, y: 2 }]);
    } finally {
      other.close();
      database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes with RETURNING answer objects; writes without answer what Kysely expects', async () => {
    const { db } = open();
    await sql`create table t (id integer primary key, name text)`.execute(db);
    const returned = await sql`insert into t (name) values ('a') returning id, name`.execute(db);
    expect(returned.rows).toEqual([{ id: 1, name: 'a' }]);
    const updated = await sql`update t set name = 'b'`.execute(db);
    expect(updated.numAffectedRows).toBe(1n);
  });
});
