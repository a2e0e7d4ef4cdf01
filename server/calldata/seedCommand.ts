import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { isPostgresUrl, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { DAY_FACET_TABLE, REBUILD_DAY_FACET_COUNTS } from './dayFacetCounts';
import { postgresSink } from './seed/postgresSink';
import { type RowSink, type SinkOptions, sqliteSink } from './seed/rowSink';
import { seedCalldata } from './seed/seedCalldata';

/*
 * Seed command: fast, realistic call data for one enterprise, on the database the server uses
 * (DATA_DIR / DATABASE_URL, as `npm start`).
 *
 *   npx tsx server/calldata/seedCommand.ts --cdr 1000000            # Acme (8001), 1,000,000 calls
 *   npx tsx server/calldata/seedCommand.ts --cdr 200000 --enterprise 8002 --days 30
 *
 * Rows are added to what is there, in one transaction. On SQLite they go straight through better-sqlite3
 * prepared multi-row statements (through a rollback journal when no server has the file open); on
 * PostgreSQL as column arrays, 5,000 rows per INSERT (./seed/postgresSink.ts).
 * Secondary indexes are built once after the rows (on PostgreSQL, of the tables that were empty), and the
 * call day counts (./dayFacetCounts.ts) rebuilt once at the end, their triggers off meanwhile: a call
 * reported meanwhile waits for the seed to commit.
 */

const { values } = parseArgs({
  options: {
    cdr: { type: 'string', default: '1000000' },
    media: { type: 'string' },
    ptt: { type: 'string' },
    sos: { type: 'string' },
    logins: { type: 'string', default: '2000' },
    enterprise: { type: 'string', default: '8001' },
    days: { type: 'string', default: '90' },
    seed: { type: 'string', default: '2026' },
  },
});

function count(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`expected a whole number, got "${value}"`);
  return parsed;
}

/**
 * The bulk load through a rollback journal when nothing else has the file open. In WAL every page is
 * written twice, to the log and at the checkpoint to the file (some 9 GB each at ten million calls); a
 * rollback journal holds only the pages that were there before the seed (appended pages need none), so a
 * seed stopped halfway still rolls back. With a server on the file (it is locked) the seed stays in WAL.
 */
function rollbackJournal(raw: SQLite.Database): string {
  try {
    return String(raw.pragma('journal_mode = DELETE', { simple: true }));
  } catch {
    return String(raw.pragma('journal_mode', { simple: true }));
  }
}

async function main() {
  const config = loadConfig();
  const cdr = count(values.cdr, 1_000_000);
  const volumes = {
    cdr,
    media: count(values.media, Math.round(cdr / 50)),
    ptt: count(values.ptt, Math.round(cdr / 10)),
    sos: count(values.sos, Math.max(40, Math.round(cdr / 500))),
    logins: count(values.logins, 2000),
  };
  const { db, engine } = openDatabase(config.databaseUrl);
  const started = Date.now();
  let raw: SQLite.Database | undefined;
  let seedDb = db;
  let journal = 'wal';
  try {
    await migrateToLatest(db, engine);
    await seedDatabase(db, Date.now(), config.dataDir);
    const enterprise = await db
      .selectFrom('enterprises')
      .select('id')
      .where('prefix', '=', String(values.enterprise))
      .executeTakeFirst();
    if (!enterprise) throw new Error(`no enterprise with prefix ${values.enterprise}`);
    const bulk: SinkOptions = {
      rebuildIndexesOf: ['call_records', 'call_files', 'ptt_records'],
      suspendTriggersOf: ['call_records'],
      afterRows: REBUILD_DAY_FACET_COUNTS,
    };
    let sink: RowSink;
    if (isPostgresUrl(config.databaseUrl)) sink = postgresSink(db as unknown as Kysely<unknown>, bulk);
    else {
      // The query layer's connection closed, the seed's is the file's only one, unless a server has it open.
      await db.destroy();
      raw = new SQLite(config.databaseUrl.replace(/^sqlite:(\/\/)?/, ''));
      raw.pragma('busy_timeout = 5000');
      seedDb = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
      journal = rollbackJournal(raw);
      // One transaction, so durability is decided at its commit; skip the per-page syncs while writing.
      raw.pragma('synchronous = OFF');
      // Index builds sort ten million keys: in a 512 MB cache (the default is 2 MB) and on two threads
      // they need no merge passes through temporary files.
      raw.pragma('cache_size = -524288');
      raw.pragma('threads = 2');
      sink = sqliteSink(raw, bulk);
    }
    console.log(`seeding ${engine}: ${JSON.stringify(volumes)} into enterprise ${values.enterprise}`);
    let lastShown = 0;
    await seedCalldata({
      db: seedDb,
      engine,
      sink,
      enterpriseId: enterprise.id,
      volumes,
      dataDir: config.dataDir,
      now: Date.now(),
      days: count(values.days, 90),
      seed: count(values.seed, 2026),
      onProgress: (table, done, total) => {
        if (done === total || Date.now() - lastShown > 2000) {
          lastShown = Date.now();
          console.log(`  ${table}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`);
        }
      },
    });
    const inserted = Date.now() - started;
    // Fresh statistics so the planner picks the indexes (and PostgreSQL can scan index-only).
    if (raw) {
      raw.exec('analyze');
      if (journal === 'delete') raw.pragma('journal_mode = WAL');
    } else {
      // The count rows were deleted and written again: their dead versions go, so a total reads only live ones.
      await sql`vacuum full ${sql.table(DAY_FACET_TABLE)}`.execute(db);
      await sql`vacuum analyze`.execute(db);
    }
    console.log(
      `done in ${(inserted / 1000).toFixed(1)} s (+ ${((Date.now() - started - inserted) / 1000).toFixed(1)} s statistics)`,
    );
  } finally {
    raw?.close();
    if (!raw) await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
