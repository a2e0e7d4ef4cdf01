import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TableWritePhase, TableWrites, writesOf } from '../../../server/db/tableWrites';

/*
 * The write watch the session cache relies on (server/db/tableWrites.ts). Every way this server
 * writes a table — the query builder, raw SQL, a data-modifying CTE, a transaction — is reported with the
 * table it writes, before and after it runs, and a transaction's writes again at its commit.
 */

interface Db {
  sessions: { token_hash: string; last_seen_at: number };
  accounts: { id: string; status: string };
}

let watch: TableWrites;
let db: Kysely<Db>;
let heard: { phase: TableWritePhase; tables: string[]; tokenHash?: unknown }[];

beforeEach(async () => {
  watch = new TableWrites();
  db = new Kysely<Db>({
    dialect: watch.dialect(new SqliteDialect({ database: new SQLite(':memory:') })),
  });
  await sql`create table sessions (token_hash text primary key, last_seen_at integer)`.execute(db);
  await sql`create table accounts (id text primary key, status text)`.execute(db);
  heard = [];
  watch.listen((writes, phase) =>
    heard.push({
      phase,
      tables: writes.map((write) => write.table),
      tokenHash: writes[0]?.equals?.get('token_hash'),
    }),
  );
});
afterEach(async () => db.destroy());

describe('writes through the query builder', () => {
  it('report the table before and after they run; reads report nothing', async () => {
    await db.insertInto('accounts').values({ id: 'a', status: 'active' }).execute();
    await db.selectFrom('accounts').selectAll().execute();
    await db.updateTable('accounts').set({ status: 'disabled' }).execute();
    await db.deleteFrom('accounts').execute();
    expect(heard.map((event) => `${event.phase} ${event.tables.join()}`)).toEqual([
      'before accounts',
      'after accounts',
      'before accounts',
      'after accounts',
      'before accounts',
      'after accounts',
    ]);
  });

  it('name the one session row an update or delete is narrowed to, and nothing for a wider one', async () => {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: 2 })
      .where('token_hash', '=', 'h1')
      .where('last_seen_at', '=', 1)
      .execute();
    await db.deleteFrom('sessions as s').where('s.token_hash', '=', 'h2').execute();
    await db.deleteFrom('sessions').where('last_seen_at', '<', 5).execute();
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('token_hash', '=', 'h3'), eb('token_hash', '=', 'h4')]))
      .execute();
    expect(heard.filter((event) => event.phase === 'after').map((event) => event.tokenHash)).toEqual([
      'h1',
      'h2',
      undefined,
      undefined,
    ]);
  });

  it('a transaction is reported again at its commit, and not when it rolls back', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ status: 'x' }).execute();
      await trx.selectFrom('sessions').selectAll().execute();
    });
    expect(heard.map((event) => event.phase)).toEqual(['before', 'after', 'commit']);
    expect(heard[2]!.tables).toEqual(['accounts']);
    heard = [];
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').execute();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(heard.map((event) => event.phase)).toEqual(['before', 'after']);
    heard = [];
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('accounts').selectAll().execute();
    });
    expect(heard).toEqual([]);
  });
});

describe('raw SQL and other shapes', () => {
  it('raw writes name their table, in the text or as sql.table(); unreadable ones say "*"', async () => {
    await sql`UPDATE accounts SET status = 'x'`.execute(db);
    await sql`insert into ${sql.table('sessions')} (token_hash, last_seen_at) values (${'h'}, ${1})`.execute(
      db,
    );
    await sql`delete from "accounts" where id = ${'a'}`.execute(db);
    await sql`select 1 as updated_at, 2 as deleted`.execute(db);
    expect(heard.filter((event) => event.phase === 'after').map((event) => event.tables)).toEqual([
      ['accounts'],
      ['sessions'],
      ['accounts'],
    ]);
    const unreadable = sql`with x as (select 1) update ${sql.raw('acc' + 'ounts')} set status = 'y'`;
    expect(writesOf(unreadable.toOperationNode()).map((write) => write.table)).toEqual(['*']);
  });

  it('a statement run precompiled, or streamed, is seen too', async () => {
    await db.executeQuery(CompiledQuery.raw(`update "accounts" set "status" = ?`, ['x']));
    for await (const _row of db.selectFrom('sessions').selectAll().stream()) {
      // reading only
    }
    expect(heard.map((event) => `${event.phase} ${event.tables.join()}`)).toEqual([
      'before accounts',
      'after accounts',
    ]);
  });

  it('a precompiled write run again is reported again, and a read of the same text stays a read', async () => {
    // Raw text is read once and kept by text (a record page runs its kept SQL so on every call).
    const read = `select * from "sessions" where "token_hash" in (select "token_hash" from "sessions" limit ?)`;
    for (const status of ['x', 'y']) {
      await db.executeQuery(CompiledQuery.raw(read, [1]));
      await db.executeQuery(CompiledQuery.raw(`update "accounts" set "status" = ?`, [status]));
    }
    expect(heard.map((event) => `${event.phase} ${event.tables.join()}`)).toEqual([
      'before accounts',
      'after accounts',
      'before accounts',
      'after accounts',
    ]);
  });

  it('a data-modifying CTE under a select is a write', () => {
    const node = db
      .with('gone', (qb) => qb.deleteFrom('sessions').returning('token_hash'))
      .selectFrom('gone')
      .selectAll()
      .toOperationNode();
    expect(writesOf(node).map((write) => write.table)).toEqual(['sessions']);
  });
});
