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
import { backupPostgres, inspectPostgresBackup, restorePostgres } from './postgresBackup';
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
      await replaceDatabase(config, file, backup.schemaVersion, current);
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
  config: ServerConfig,
  file: string,
  backupSchemaVersion: string,
  current: string,
): Promise<void> {
  if (engineOf(config) === 'sqlite') {
    const live = sqliteFileOf(config.databaseUrl);
    const budget = await restoreBudgetBytes(config.dataDir, live, config.restoreMaxBytes);
    const work = path.join(await createRestoreStaging(config.dataDir), 'restore.db');
    try {
      const { schemaVersion } = await inspectSqliteBackup(file, work, budget);
      refuseOtherSchema(schemaVersion, current);
      await restoreSqlite(work, live);
    } finally {
      await fs.promises.rm(path.dirname(work), { recursive: true, force: true });
    }
  } else {
    await inspectPostgresBackup(file);
    refuseOtherSchema(backupSchemaVersion, current);
    await restorePostgres(file, config.databaseUrl);
  }
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
