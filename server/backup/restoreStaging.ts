import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { BackupRefused } from './backupRefused';

/*
 * Where a restore unpacks a backup before checking it, and how much it may unpack (docs/security.md#edges). The staging folder is under DATA_DIR, on the disk the data lives on, not the system's
 * temporary folder; whatever a crashed restore left there is removed at the next start. The bytes unpacked are
 * counted as they are written, and a backup that expands past the budget is refused before it fills the disk.
 */

const GIB = 1024 ** 3;

export function restoreStagingRoot(dataDir: string): string {
  return path.join(dataDir, 'restore-staging');
}

/** A fresh folder for one restore's work. */
export async function createRestoreStaging(dataDir: string): Promise<string> {
  const root = restoreStagingRoot(dataDir);
  await fs.promises.mkdir(root, { recursive: true });
  return fs.promises.mkdtemp(path.join(root, 'restore-'));
}

/** At start: no restore runs yet, so anything in the staging folder is a crashed one's leftovers. */
export async function cleanRestoreStaging(dataDir: string): Promise<void> {
  await fs.promises.rm(restoreStagingRoot(dataDir), { recursive: true, force: true });
}

/**
 * How much a restore may unpack: `configured` when set, else four times the live database (a backup of a
 * database that grew since is smaller), at least 1 GiB; never more than nine tenths of the free disk.
 */
export async function restoreBudgetBytes(
  dataDir: string,
  liveBytes: number,
  configured: number,
): Promise<number> {
  let budget = configured || Math.max(GIB, 4 * liveBytes);
  try {
    const disk = await fs.promises.statfs(dataDir);
    budget = Math.min(budget, Math.floor(disk.bavail * disk.bsize * 0.9));
  } catch {
    // No figure for the free disk: the budget alone holds.
  }
  return budget;
}

/** A pass-through that counts bytes and fails the pipeline once `budget` is passed. */
export function byteBudget(budget: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > budget)
        done(new BackupRefused('api.backup.tooLarge', { mb: Math.floor(budget / 1024 / 1024) }));
      else done(null, chunk);
    },
  });
}
