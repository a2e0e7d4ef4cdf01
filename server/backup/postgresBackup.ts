import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { BackupRefused } from './backupRefused';
import { byteBudget } from './restoreStaging';

/*
 * PostgreSQL: `pg_dump` in its custom format (compressed, with a table of contents that
 * `pg_restore --list` reads to check the file). A restore first unpacks the archive into an SQL script in the
 * staging folder, counting the bytes under the restore's budget as SQLite's does (docs/security.md#edges),
 * then applies that script with `psql` in one transaction, so a restore that fails changes nothing.
 */

const run = promisify(execFile);
const DUMP_TIMEOUT_MS = 10 * 60_000;

/** The newest PostgreSQL client binary of the machine (Debian keeps each major under its own folder). */
function postgresBinary(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
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

/**
 * Unpacks the archive into `scriptFile` (at most `budgetBytes`): the SQL that drops and re-creates every table
 * of the dump with its rows. pg_restore is stopped as soon as the budget is passed.
 */
export async function stagePostgresScript(
  file: string,
  scriptFile: string,
  budgetBytes: number,
): Promise<void> {
  const child = spawn(
    postgresBinary('pg_restore'),
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--file=-', file],
    { stdio: ['ignore', 'pipe', 'pipe'], timeout: DUMP_TIMEOUT_MS },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  try {
    await pipeline(child.stdout, byteBudget(budgetBytes), fs.createWriteStream(scriptFile));
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused('api.backup.unreadable');
  }
  if ((await exited) !== 0)
    throw new BackupRefused('api.backup.restoreFailed', { detail: firstLine({ stderr }) });
}

/** The last migration the staged script inserts into kysely_migration (its schema version), '' when none. */
export async function stagedSchemaVersion(scriptFile: string): Promise<string> {
  const lines = createInterface({ input: fs.createReadStream(scriptFile) });
  let inMigrations = false;
  let last = '';
  for await (const line of lines) {
    if (!inMigrations) inMigrations = /^COPY (public\.)?kysely_migration \(/.test(line);
    else if (line === '\\.') break;
    else {
      const name = line.split('\t')[0] ?? '';
      if (name > last) last = name;
    }
  }
  lines.close();
  return last;
}

/** Applies the staged script over the live database in one transaction. */
export async function restorePostgres(scriptFile: string, databaseUrl: string): Promise<void> {
  try {
    await run(
      postgresBinary('psql'),
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--file=${scriptFile}`,
        `--dbname=${databaseUrl}`,
      ],
      { timeout: DUMP_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
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
