import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the queries of this server are a few hundred shapes. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Issue 16: Kysely's SqliteDialect prepares every query anew (about 16 % of a signed query's CPU). This
 * database hands it statements cached by SQL text, least recently used dropped first. Safe for the ways
 * Kysely uses them: `reader`, `all` and `run` run to completion synchronously, so one statement serves every
 * caller in turn; `iterate` (streamed exports) keeps a statement busy until the stream ends, so it gets a
 * statement of its own. SQLite re-prepares a cached statement itself after a schema change (migrations).
 */
export function withStatementCache(database: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const cached = (sql: string): SQLite.Statement => {
    let statement = cache.get(sql);
    if (statement) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      cache.delete(sql);
    } else {
      statement = database.prepare(sql);
      if (cache.size >= size) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    cache.set(sql, statement);
    return statement;
  };
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare: (sql: string): SqliteStatement => {
      const statement = cached(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => database.prepare(sql).iterate(...parameters),
      };
    },
  };
}
