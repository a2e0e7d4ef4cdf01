import type Database from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';

/*
 * Where seeded rows go, in batches of multi-row INSERTs inside one transaction per call. Through Kysely for
 * the start-up seed (both engines); straight to better-sqlite3 with cached prepared statements for the
 * million-row command, where building a query per batch would cost more than the insert itself.
 */
export interface RowSink {
  insert(table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void>;
  /** Runs `work` in one transaction (SQLite: one fsync for the whole batch set). */
  transaction(work: () => Promise<void>): Promise<void>;
}

/** Rows per INSERT: 16 columns × 500 rows stays under both engines' parameter limits. */
const BATCH_ROWS = 500;

export function kyselySink(db: Kysely<unknown>): RowSink {
  let target: Kysely<unknown> = db;
  return {
    async insert(table, columns, rows) {
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const batch = rows.slice(start, start + BATCH_ROWS);
        const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))}) values ${values}`.execute(
          target,
        );
      }
    },
    async transaction(work) {
      await db.transaction().execute(async (trx) => {
        target = trx;
        try {
          await work();
        } finally {
          target = db;
        }
      });
    },
  };
}

/**
 * The secondary indexes (or the triggers) of these tables, dropped and their SQL kept: inside the seed's
 * transaction, so a failed seed rolls back to the schema it found.
 */
function dropSchemaObjects(
  database: Database.Database,
  type: 'index' | 'trigger',
  tables: readonly string[],
): string[] {
  const objects = database
    .prepare(
      `select name, sql from sqlite_master where type = ? and sql is not null and tbl_name in (${tables.map(() => '?').join(',')})`,
    )
    .all(type, ...tables) as { name: string; sql: string }[];
  for (const object of objects) database.exec(`drop ${type} "${object.name}"`);
  return objects.map((object) => object.sql);
}

/** What a bulk sink (this one, ./postgresSink.ts) does around the rows, described at sqliteSink. */
export interface SinkOptions {
  rebuildIndexesOf?: readonly string[];
  suspendTriggersOf?: readonly string[];
  afterRows?: readonly string[];
}

/**
 * `rebuildIndexesOf`: tables whose indexes are built once after the rows are in rather than updated row by
 * row. SQLite builds an index from the sorted rows in seconds; keeping eight indexes of call_records up to
 * date while a million rows go in took most of the seed's time (88 s with three indexes, over 200 s with
 * eight, migration 0008).
 * `suspendTriggersOf`: tables whose triggers are off while the rows go in; `afterRows` are the statements
 * that bring what those triggers keep up to date at once (the call day counts: one GROUP BY instead of a
 * million upserts), run after the indexes are back and before the triggers are.
 */
export function sqliteSink(database: Database.Database, options: SinkOptions = {}): RowSink {
  const statements = new Map<string, Database.Statement>();
  const statement = (table: string, columns: readonly string[], count: number) => {
    const key = `${table}:${count}`;
    let found = statements.get(key);
    if (!found) {
      const row = `(${columns.map(() => '?').join(',')})`;
      found = database.prepare(
        `insert into ${table} (${columns.join(',')}) values ${Array(count).fill(row).join(',')}`,
      );
      statements.set(key, found);
    }
    return found;
  };
  return {
    async insert(table, columns, rows) {
      for (let start = 0; start < rows.length; start += BATCH_ROWS) {
        const batch = rows.slice(start, start + BATCH_ROWS);
        statement(table, columns, batch.length).run(batch.flat());
      }
    },
    async transaction(work) {
      database.exec('begin');
      try {
        const indexes = dropSchemaObjects(database, 'index', options.rebuildIndexesOf ?? []);
        const triggers = dropSchemaObjects(database, 'trigger', options.suspendTriggersOf ?? []);
        await work();
        for (const index of indexes) database.exec(index);
        for (const statement of options.afterRows ?? []) database.exec(statement);
        for (const trigger of triggers) database.exec(trigger);
        database.exec('commit');
      } catch (error) {
        database.exec('rollback');
        throw error;
      }
    },
  };
}
