import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { CronTaskKind } from '../../src/contract/operations';
import { createDatabaseBackup } from '../backup/backupService';
import { SHARED_POOL_PREFIX } from '../calldata/mediaHandlers';
import { calldataFilesFolder } from '../calldata/routes';
import { calldataDb } from '../calldata/tables';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';

/*
 * What each kind of scheduled task does: a database backup, purging call data older than N days
 * (records, clips, PTT bursts, alarms and their stored files), purging the operation log and the login
 * history older than N days. Each answers the rows it touched and a message (key and values) for the log.
 */

export interface TaskOutcome {
  rowsAffected: number;
  detailKey: string;
  detailParams: Record<string, string | number>;
}

export interface TaskServices {
  db: Kysely<Database>;
  config: ServerConfig;
  now: number;
}

const DAY_MS = 86_400_000;

/** Call-data tables and the time that ages them; their files are in call_files by (record_table, record_id). */
const CALLDATA_TABLES = [
  { table: 'call_records', time: 'start_time' },
  { table: 'media_records', time: 'start_time' },
  { table: 'ptt_records', time: 'start_time' },
  { table: 'sos_alarms', time: 'alarm_time' },
] as const;

async function purgeCalldata({ db, config, now }: TaskServices, days: number): Promise<TaskOutcome> {
  const cutoff = now - days * DAY_MS;
  const calldata = calldataDb(db);
  let rows = 0;
  const storedNames: string[] = [];
  await calldata.transaction().execute(async (trx) => {
    for (const { table, time } of CALLDATA_TABLES) {
      const old = trx.selectFrom(table).select('id').where(time, '<', cutoff);
      const files = await trx
        .selectFrom('call_files')
        .select('stored_name')
        .where('record_table', '=', table)
        .where('record_id', 'in', old)
        .execute();
      storedNames.push(...files.map((file) => file.stored_name));
      await trx
        .deleteFrom('call_files')
        .where('record_table', '=', table)
        .where('record_id', 'in', old)
        .execute();
      const deleted = await trx.deleteFrom(table).where(time, '<', cutoff).executeTakeFirst();
      rows += Number(deleted.numDeletedRows);
    }
  });
  // Files go after the rows are gone, so a failed transaction never leaves a row without its file; the seed's
  // shared clips stay (other rows use them).
  const folder = calldataFilesFolder(config.dataDir);
  for (const name of storedNames.filter((candidate) => !candidate.startsWith(SHARED_POOL_PREFIX)))
    await fs.promises.rm(path.join(folder, name), { force: true });
  return {
    rowsAffected: rows,
    detailKey: 'operations.cronTask.results.purgedCalldata',
    detailParams: { rows, files: storedNames.length, days },
  };
}

async function purgeLogs({ db, now }: TaskServices, days: number): Promise<TaskOutcome> {
  const cutoff = now - days * DAY_MS;
  const operations = await db.deleteFrom('operation_log').where('time', '<', cutoff).executeTakeFirst();
  const logins = await db.deleteFrom('login_history').where('time', '<', cutoff).executeTakeFirst();
  const rows = Number(operations.numDeletedRows) + Number(logins.numDeletedRows);
  return {
    rowsAffected: rows,
    detailKey: 'operations.cronTask.results.purgedLogs',
    detailParams: {
      operations: Number(operations.numDeletedRows),
      logins: Number(logins.numDeletedRows),
      days,
    },
  };
}

export async function runTaskKind(
  kind: CronTaskKind,
  params: { days?: number },
  services: TaskServices,
): Promise<TaskOutcome> {
  switch (kind) {
    case 'databaseBackup': {
      const backup = await createDatabaseBackup(services.db, services.config, 'scheduler', services.now);
      return {
        rowsAffected: 0,
        detailKey: 'operations.cronTask.results.backup',
        detailParams: { id: backup.id, sizeBytes: backup.sizeBytes },
      };
    }
    case 'purgeCalldata':
      return purgeCalldata(services, params.days ?? 365);
    case 'purgeLogs':
      return purgeLogs(services, params.days ?? 365);
  }
}
