import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { BoundReads } from './boundReads';
import { type RowObject, rowObjectOf } from './rowObjects';

/** Distinct SQL texts kept prepared; the queries of this server are a few hundred shapes. */
const STATEMENT_CACHE_SIZE = 500;

/** A cached statement and, for a read, the column names its rows are built with. */
interface Cached {
  statement: SQLite.Statement;
  columns?: string[];
  /** Builds a row object with `columns` (./rowObjects.ts). */
  rowObject?: RowObject;
  /** The schema version `columns` was read at (see `schemaVersion` below). */
  columnsAt?: number;
}

/** Statements that change a table's columns: cached column names read before one of them are read again. */
const SCHEMA_CHANGE = /^\s*(?:alter|drop|create)\b/i;

/**
 * Kysely's SqliteDialect prepares every query anew (about 16 % of a signed query's CPU). This
 * database hands it statements cached by SQL text, least recently used dropped first. Safe for the ways
 * Kysely uses them: `reader`, `all` and `run` run to completion synchronously, so one statement serves every
 * caller in turn; `iterate` (streamed exports) keeps a statement busy until the stream ends, so it gets a
 * statement of its own. SQLite re-prepares a cached statement itself after a schema change (migrations).
 *
 * Reads come back from better-sqlite3 as arrays (`raw` mode) and are made objects here with the statement's
 * column names: better-sqlite3 builds each row object through V8's property API, slower than this
 * (the 20-row call-record page's SQL: 73 µs of CPU as objects, 51 as arrays plus a loop; a signed
 * /cdr/page's server CPU fell by about 30 µs). Duplicate names: the last wins, as in better-sqlite3's own
 * objects. The names are read once per statement, and again after a schema statement through this database
 * or when a row's width differs from them (a column added or dropped by another connection).
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, Cached>();
  const boundReads = new BoundReads(database);
  let schemaVersion = 0;
  const cached = (sql: string): Cached => {
    let entry = cache.get(sql);
    if (entry) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      cache.delete(sql);
    } else {
      const statement = database.prepare(sql);
      if (statement.reader) statement.raw(true);
      entry = { statement };
      if (cache.size >= size) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    cache.set(sql, entry);
    return entry;
  };
  const rowObjectFor = (entry: Cached, width: number, ran: SQLite.Statement): RowObject => {
    if (entry.rowObject && entry.columnsAt === schemaVersion && entry.columns?.length === width)
      return entry.rowObject;
    // Read after the step that ran the statement: a statement SQLite re-prepared has its new columns by then.
    entry.columns = ran.columns().map((column) => column.name);
    entry.rowObject = rowObjectOf(entry.columns);
    entry.columnsAt = schemaVersion;
    return entry.rowObject;
  };
  const objects = (entry: Cached, ran: SQLite.Statement, rows: unknown[][]): Record<string, unknown>[] => {
    if (!rows.length) return [];
    const rowObject = rowObjectFor(entry, rows[0]!.length, ran);
    const records = new Array<Record<string, unknown>>(rows.length);
    for (let index = 0; index < rows.length; index += 1) records[index] = rowObject(rows[index]!);
    return records;
  };
  return {
    close: () => {
      cache.clear();
      boundReads.clear();
      database.close();
    },
    prepare: (sql: string): SqliteStatement => {
      if (SCHEMA_CHANGE.test(sql)) schemaVersion += 1;
      const entry = cached(sql);
      const { statement } = entry;
      return {
        reader: statement.reader,
        all: (parameters) => {
          if (!statement.reader) return statement.all(...parameters);
          const bound = boundReads.statementFor(sql, parameters);
          const rows = (bound ? bound.all() : statement.all(...parameters)) as unknown[][];
          return objects(entry, bound ?? statement, rows);
        },
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => database.prepare(sql).iterate(...parameters),
      };
    },
  };
}
