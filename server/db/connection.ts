import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import { callbackQueryPool } from './postgresPool';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';
import { registerTableWrites, TableWrites } from './tableWrites';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

const INT8_OID = 20;

/** Every write through this Kysely is reported to the caches that depend on it (./tableWrites.ts). */
function watched(dialect: Dialect): Kysely<Database> {
  const watch = new TableWrites();
  const db = new Kysely<Database>({ dialect: watch.dialect(dialect) });
  registerTableWrites(db, watch);
  return db;
}

/**
 * SQLite transactions begin IMMEDIATE: the write lock is taken before the first read, so a limit counted inside
 * a transaction cannot be taken by another writer (another process on the same file included) before the insert
 * (server/db/limitLocks.ts). A deferred `begin` would let two transactions read the same count.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * docs/architecture.md#reference-server: one query layer (Kysely) over SQLite (default, a file) or PostgreSQL
 * (`DATABASE_URL=postgres://…`).
 */
export function openDatabase(databaseUrl: string): DatabaseHandle {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // Times are int8 milliseconds; they fit a JS number, so parse them as numbers on this pool only.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // JIT off for this pool's sessions: PostgreSQL compiles a query whose estimated cost passes
    // jit_above_cost (100,000), and the estimates of record-list counts at ten million calls pass it while
    // they read a few thousand index entries: 20–55 ms of compiling for a 2–20 ms query (docs/server.md,
    // "Call data at scale"). No query of the console is the long analytical kind JIT pays back on.
    pool.on('connect', (client) => {
      client.query('set jit = off').catch(() => {});
    });
    // An idle connection can be cut from the server side (restart, failover, an administrator's
    // terminate): pg reports it on the pool, and without a listener that error would end the process.
    // The pool drops the broken client and opens a new one on the next query.
    pool.on('error', (error) => {
      console.warn(`[db] an idle PostgreSQL connection was closed by the server: ${error.message}`);
    });
    return { db: watched(new PostgresDialect({ pool: callbackQueryPool(pool) })), engine: 'postgres' };
  }
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: watched(new ImmediateSqliteDialect({ database: withStatementCache(database) })),
    engine: 'sqlite',
  };
}
