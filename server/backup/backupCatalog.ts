import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_RETENTION,
  type BackupPolicy,
  backupPolicySchema,
  type DatabaseBackup,
  databaseBackupSchema,
} from '../../src/contract/operations';

/*
 * The backups live beside the database, not in it — `DATA_DIR/backups/<id>.<ext>` with a
 * `<id>.json` description and `policy.json` — so restoring an older database never forgets newer backups
 * or the retention chosen since.
 */

export function backupFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** A new id that sorts by time: `b20261124-192700-k3x9q2`. */
export function newBackupId(now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const suffix = randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 6);
  return `b${stamp}-${suffix}`;
}

export function backupFilePath(dataDir: string, backup: Pick<DatabaseBackup, 'id' | 'engine'>): string {
  return path.join(
    backupFolder(dataDir),
    `${backup.id}.${backup.engine === 'sqlite' ? 'sqlite.gz' : 'pgdump'}`,
  );
}

function describePath(dataDir: string, id: string): string {
  return path.join(backupFolder(dataDir), `${id}.json`);
}

export async function writeBackupDescription(dataDir: string, backup: DatabaseBackup): Promise<void> {
  await fs.promises.writeFile(describePath(dataDir, backup.id), `${JSON.stringify(backup, null, 2)}\n`);
}

/** Every backup described in the folder, newest first; a description that does not parse is skipped. */
export async function listBackupDescriptions(dataDir: string): Promise<DatabaseBackup[]> {
  const folder = backupFolder(dataDir);
  let names: string[];
  try {
    names = await fs.promises.readdir(folder);
  } catch {
    return [];
  }
  const backups: DatabaseBackup[] = [];
  for (const name of names.filter((candidate) => /^b[\w-]+\.json$/.test(candidate))) {
    try {
      const parsed = databaseBackupSchema.safeParse(
        JSON.parse(await fs.promises.readFile(path.join(folder, name), 'utf8')),
      );
      if (parsed.success) backups.push(parsed.data);
    } catch {
      // A half-written description (a crash mid-backup) is not a backup.
    }
  }
  return backups.sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
}

export async function readBackupDescription(
  dataDir: string,
  id: string,
): Promise<DatabaseBackup | undefined> {
  return (await listBackupDescriptions(dataDir)).find((backup) => backup.id === id);
}

export async function removeBackup(dataDir: string, backup: DatabaseBackup): Promise<void> {
  await fs.promises.rm(describePath(dataDir, backup.id), { force: true });
  await fs.promises.rm(backupFilePath(dataDir, backup), { force: true });
}

export async function readBackupPolicy(dataDir: string): Promise<BackupPolicy> {
  try {
    const parsed = backupPolicySchema.safeParse(
      JSON.parse(await fs.promises.readFile(path.join(backupFolder(dataDir), 'policy.json'), 'utf8')),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // No policy chosen yet.
  }
  return { keep: BACKUP_RETENTION.default };
}

export async function writeBackupPolicy(dataDir: string, policy: BackupPolicy): Promise<void> {
  await fs.promises.mkdir(backupFolder(dataDir), { recursive: true });
  await fs.promises.writeFile(path.join(backupFolder(dataDir), 'policy.json'), `${JSON.stringify(policy)}\n`);
}

/** Deletes the backups beyond the newest `keep`; answers how many went. */
export async function applyRetention(dataDir: string): Promise<number> {
  const { keep } = await readBackupPolicy(dataDir);
  const surplus = (await listBackupDescriptions(dataDir)).slice(keep);
  for (const backup of surplus) await removeBackup(dataDir, backup);
  return surplus.length;
}
