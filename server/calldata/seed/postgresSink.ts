import { type Kysely, sql } from 'kysely';
import type { RowSink, SinkOptions } from './rowSink';

/*
 * The million-row seed command's sink on PostgreSQL. Each batch is one INSERT of a column array per column
 * (`select * from unnest($1::int8[], $2::text[], …)`): 16 parameters for 5,000 rows instead of 8,000 for 500,
 * so the server parses and plans a tenth as many statements and the client builds no long VALUES list.
 * As on SQLite, the secondary indexes of a table the seed fills from empty are built once after its rows are
 * in (a sorted build, in parallel workers), and the triggers named are off meanwhile, their work done at once
 * by `afterRows`. A table that already holds rows keeps its indexes: dropping them would make every reader
 * of those rows wait for the whole seed.
 */

type Db = Kysely<unknown>;

/** Each column's type name (`int8`, `text`, …) for the array casts of the INSERT. */
async function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ column_name: string; udt_name: string }>`
    select column_name, udt_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Map(rows.map((row) => [row.column_name, row.udt_name]));
}

/** Indexes of the empty ones of these tables, but those that back a key or constraint, dropped; their SQL kept. */
async function dropIndexesOfEmpty(db: Db, tables: readonly string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const table of tables) {
    const { rows: any } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
    if (any.length) continue;
    const { rows } = await sql<{ name: string; definition: string }>`
      select index_class.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x
        join pg_class index_class on index_class.oid = x.indexrelid
        join pg_class table_class on table_class.oid = x.indrelid
        join pg_namespace n on n.oid = table_class.relnamespace
      where n.nspname = current_schema() and table_class.relname = ${table}
        and not x.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`.execute(db);
    for (const row of rows) {
      await sql`drop index ${sql.id(row.name)}`.execute(db);
      kept.push(row.definition);
    }
  }
  return kept;
}

async function dropTriggers(db: Db, tables: readonly string[]): Promise<string[]> {
  const kept: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ name: string; definition: string }>`
      select tgname as name, pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relname = ${table} and not t.tgisinternal`.execute(db);
    for (const row of rows) {
      await sql`drop trigger ${sql.id(row.name)} on ${sql.table(table)}`.execute(db);
      kept.push(row.definition);
    }
  }
  return kept;
}

export function postgresSink(db: Db, options: SinkOptions = {}): RowSink {
  let target: Db = db;
  const types = new Map<string, Map<string, string>>();
  return {
    async insert(table, columns, rows) {
      if (!rows.length) return;
      let tableTypes = types.get(table);
      if (!tableTypes) {
        tableTypes = await columnTypes(target, table);
        types.set(table, tableTypes);
      }
      const arrays = columns.map((column, index) => {
        const type = tableTypes.get(column);
        if (!type) throw new Error(`${table} has no column ${column}`);
        return sql`${rows.map((row) => row[index])}::${sql.raw(type)}[]`;
      });
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))})
        select * from unnest(${sql.join(arrays)})`.execute(target);
    },
    async transaction(work) {
      await db.transaction().execute(async (trx) => {
        target = trx;
        try {
          // Index builds sort in memory rather than in temporary files (the default is 64 MB).
          await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
          const indexes = await dropIndexesOfEmpty(trx, options.rebuildIndexesOf ?? []);
          const triggers = await dropTriggers(trx, options.suspendTriggersOf ?? []);
          await work();
          for (const index of indexes) await sql.raw(index).execute(trx);
          for (const statement of options.afterRows ?? []) await sql.raw(statement).execute(trx);
          for (const trigger of triggers) await sql.raw(trigger).execute(trx);
        } finally {
          target = db;
        }
      });
    },
  };
}
