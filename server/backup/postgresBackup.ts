import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupRefused } from './backupRefused';

/*
 * PostgreSQL: `pg_dump` in its custom format (compressed, with a table of contents that
 * `pg_restore --list` reads to check the file) and `pg_restore --clean` in one transaction, so a restore
 * that fails changes nothing.
 */

const run = promisify(execFile);
const DUMP_TIMEOUT_MS = 10 * 60_000;

/** The newest PostgreSQL client binary of the machine (Debian keeps each major under its own folder). */
function postgresBinary(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  try {
    const versions = fs
      .readdirSync(root)
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, 'bin', name);
      if (fs.existsSync(candidate)) return candidate;
    }
  } catch {
    // No Debian layout: the PATH decides.
  }
  return name;
}

export async function backupPostgres(databaseUrl: string, target: string): Promise<void> {
  try {
    await run(
      postgresBinary('pg_dump'),
      ['--format=custom', '--compress=6', '--no-owner', '--no-privileges', `--file=${target}`, databaseUrl],
      { timeout: DUMP_TIMEOUT_MS },
    );
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw new BackupRefused('api.backup.dumpFailed', {
      detail: firstLine(error),
    });
  }
}

/** The archive's table of contents reads: the file is a whole pg_dump archive. */
export async function inspectPostgresBackup(file: string): Promise<void> {
  try {
    await run(postgresBinary('pg_restore'), ['--list', file], { timeout: DUMP_TIMEOUT_MS });
  } catch {
    throw new BackupRefused('api.backup.unreadable');
  }
}

export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  try {
    await run(
      postgresBinary('pg_restore'),
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${databaseUrl}`,
        file,
      ],
      { timeout: DUMP_TIMEOUT_MS },
    );
  } catch (error) {
    throw new BackupRefused('api.backup.restoreFailed', { detail: firstLine(error) });
  }
}

function firstLine(error: unknown): string {
  const text =
    (error as { stderr?: string }).stderr || (error instanceof Error ? error.message : String(error));
  // The database URL may carry a password: never echo it.
  return text
    .split('\n')[0]!
    .replace(/postgres(ql)?:\/\/\S+/g, 'postgres://…')
    .slice(0, 300);
}
