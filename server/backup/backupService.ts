import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { DatabaseBackup } from '../../src/contract/operations';
import { isPostgresUrl, type ServerConfig } from '../config';
import type { Database } from '../db/schema';
import {
  applyRetention,
  backupFilePath,
  backupFolder,
  newBackupId,
  readBackupDescription,
  writeBackupDescription,
} from './backupCatalog';
import { BackupRefused } from './backupRefused';
import {
  applyCredentialCarryOver,
  readCredentialCarryOver,
  removePendingCarryOver,
  writePendingCarryOver,
} from './credentialCarryOver';
import { sha256OfFile } from './fileDigest';
import {
  backupPostgres,
  inspectPostgresBackup,
  restorePostgres,
  stagedSchemaVersion,
  stagePostgresScript,
} from './postgresBackup';
import { createRestoreStaging, restoreBudgetBytes } from './restoreStaging';
import { backupSqlite, inspectSqliteBackup, restoreSqlite, sqliteFileOf } from './sqliteBackup';

/*
 * Taking and restoring backups of the server's own database. One backup or restore runs at a time
 * per server; a second one is refused with a message rather than queued behind a long copy.
 */

export type BackupEngine = DatabaseBackup['engine'];

export function engineOf(config: ServerConfig): BackupEngine {
  return isPostgresUrl(config.databaseUrl) ? 'postgres' : 'sqlite';
}

/** The last migration the live database ran. */
export async function currentSchemaVersion(db: Kysely<Database>): Promise<string> {
  const result = await sql<{
    name: string;
  }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return result.rows[0]?.name ?? '';
}

const busy = new WeakSet<object>();

async function exclusively<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (busy.has(db)) throw new BackupRefused('api.backup.busy');
  busy.add(db);
  try {
    return await work();
  } finally {
    busy.delete(db);
  }
}

export async function createDatabaseBackup(
  db: Kysely<Database>,
  config: ServerConfig,
  createdBy: string,
  now: number,
): Promise<DatabaseBackup> {
  return exclusively(db, async () => {
    const engine = engineOf(config);
    const id = newBackupId(now);
    await fs.promises.mkdir(backupFolder(config.dataDir), { recursive: true });
    const file = backupFilePath(config.dataDir, { id, engine });
    const started = performance.now();
    const schemaVersion = await currentSchemaVersion(db);
    if (engine === 'sqlite') await backupSqlite(sqliteFileOf(config.databaseUrl), file);
    else await backupPostgres(config.databaseUrl, file);
    const backup: DatabaseBackup = {
      id,
      createdAt: now,
      engine,
      fileName: `dispatch-console-${id}.${engine === 'sqlite' ? 'sqlite.gz' : 'pgdump'}`,
      sizeBytes: (await fs.promises.stat(file)).size,
      durationMs: Math.round(performance.now() - started),
      sha256: await sha256OfFile(file),
      schemaVersion,
      createdBy,
    };
    await writeBackupDescription(config.dataDir, backup);
    await applyRetention(config.dataDir);
    return backup;
  });
}

export interface RestoreResult {
  restoredAt: number;
  schemaVersion: string;
  durationMs: number;
}

/**
 * Checks a backup — its file's checksum, its engine, the database inside it (SQLite: integrity; PostgreSQL:
 * the archive's table of contents), its schema version against the live one — and only then replaces the
 * live database with it.
 */
export async function restoreDatabaseBackup(
  db: Kysely<Database>,
  config: ServerConfig,
  id: string,
): Promise<RestoreResult> {
  return exclusively(db, async () => {
    const backup = await readBackupDescription(config.dataDir, id);
    if (!backup) throw new BackupRefused('api.backup.missing', { id });
    const engine = engineOf(config);
    if (backup.engine !== engine)
      throw new BackupRefused('api.backup.otherEngine', {
        backupEngine: backup.engine,
        engine,
      });
    const file = backupFilePath(config.dataDir, backup);
    if (!fs.existsSync(file) || (await sha256OfFile(file)) !== backup.sha256)
      throw new BackupRefused('api.backup.checksum');
    const current = await currentSchemaVersion(db);
    const started = performance.now();
    // Revoked keys and current passwords outlive the restore (docs/security.md#restores-and-credentials).
    const carry = await readCredentialCarryOver(db);
    await writePendingCarryOver(config.dataDir, carry);
    try {
      await replaceDatabase(db, config, file, current);
    } catch (error) {
      // Refused or failed: the live database is as it was, and nothing is left to apply.
      await removePendingCarryOver(config.dataDir);
      throw error;
    }
    // Should this fail, the file stays and the next start applies it.
    await applyCredentialCarryOver(db, carry, Date.now());
    await removePendingCarryOver(config.dataDir);
    return {
      restoredAt: Date.now(),
      schemaVersion: backup.schemaVersion,
      durationMs: Math.round(performance.now() - started),
    };
  });
}

async function replaceDatabase(
  db: Kysely<Database>,
  config: ServerConfig,
  file: string,
  current: string,
): Promise<void> {
  const sqlite = engineOf(config) === 'sqlite';
  const live = sqliteFileOf(config.databaseUrl);
  const budget = await restoreBudgetBytes(
    config.dataDir,
    sqlite ? await fileSize(live) : await postgresDatabaseBytes(db),
    config.restoreMaxBytes,
  );
  const staging = await createRestoreStaging(config.dataDir);
  try {
    if (sqlite) {
      const work = path.join(staging, 'restore.db');
      const { schemaVersion } = await inspectSqliteBackup(file, work, budget);
      refuseOtherSchema(schemaVersion, current);
      await restoreSqlite(work, live);
    } else {
      await inspectPostgresBackup(file);
      const script = path.join(staging, 'restore.sql');
      await stagePostgresScript(file, script, budget);
      const schemaVersion = await stagedSchemaVersion(script);
      if (!schemaVersion) throw new BackupRefused('api.backup.noSchema');
      refuseOtherSchema(schemaVersion, current);
      await restorePostgres(script, config.databaseUrl);
    }
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

const fileSize = (file: string) =>
  fs.promises.stat(file).then(
    (stat) => stat.size,
    () => 0,
  );

async function postgresDatabaseBytes(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * A backup holds the tables of its schema version; over a database of another version its rows would not
 * fit the code that runs (and the migrations already ran), so only the same version is restored.
 */
function refuseOtherSchema(backupVersion: string, current: string): void {
  if (backupVersion !== current)
    throw new BackupRefused('api.backup.schema', {
      backupVersion,
      current,
    });
}
