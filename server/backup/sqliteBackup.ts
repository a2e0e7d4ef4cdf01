import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import SQLite from 'better-sqlite3';
import { BackupRefused } from './backupRefused';
import { byteBudget } from './restoreStaging';

/*
 * SQLite: SQLite's online backup API (better-sqlite3 `backup()`), which copies a consistent
 * snapshot page by page while the server goes on writing, then gzip. A restore runs the same API the other
 * way, from the checked copy onto the live file: the server's own connection sees the new content at its
 * next statement, so it keeps serving without a restart.
 */

export function sqliteFileOf(databaseUrl: string): string {
  return databaseUrl.replace(/^sqlite:(\/\/)?/, '');
}

/** A consistent copy of the live database, gzipped into `target`. */
export async function backupSqlite(databaseFile: string, target: string): Promise<void> {
  const copy = `${target}.part`;
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(copy);
  } finally {
    source.close();
  }
  try {
    await pipeline(fs.createReadStream(copy), zlib.createGzip({ level: 6 }), fs.createWriteStream(target));
  } finally {
    await fs.promises.rm(copy, { force: true });
  }
}

/**
 * Unpacks a backup into `workFile` (at most `budgetBytes`) and checks it as a database: SQLite's integrity check, and the last
 * migration it holds (its schema version).
 */
export async function inspectSqliteBackup(
  file: string,
  workFile: string,
  budgetBytes: number,
): Promise<{ schemaVersion: string }> {
  try {
    // Counted as it is unpacked: a gzip bomb stops at the budget, not at a full disk.
    await pipeline(
      fs.createReadStream(file),
      zlib.createGunzip(),
      byteBudget(budgetBytes),
      fs.createWriteStream(workFile),
    );
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused('api.backup.unreadable');
  }
  let database: SQLite.Database | undefined;
  try {
    database = new SQLite(workFile, { readonly: true, fileMustExist: true });
    const integrity = database.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupRefused('api.backup.integrity');
    const row = database.prepare('select name from kysely_migration order by name desc limit 1').get() as
      | { name: string }
      | undefined;
    if (!row) throw new BackupRefused('api.backup.noSchema');
    return { schemaVersion: row.name };
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    // Not a database at all ("file is not a database"), or one without our migrations table.
    throw new BackupRefused('api.backup.integrity');
  } finally {
    database?.close();
  }
}

/** Copies the checked database (`workFile`) over the live one. */
export async function restoreSqlite(workFile: string, databaseFile: string): Promise<void> {
  const source = new SQLite(workFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile);
  } finally {
    source.close();
  }
}
