import type { Kysely } from 'kysely';
import type { VerbOf } from '../../src/contract/audit/operationCodes';
import {
  backupDownloadUrl,
  createBackup,
  type DatabaseBackup,
  deleteBackups,
  listBackups,
  restoreBackup,
  setBackupPolicy,
} from '../../src/contract/operations';
import type { AppDatabase } from '../apps/appTables';
import { exportParts, SIGNED_URL_LIFETIME_MS, signBound } from '../calldata/signedUrls';
import { recordOperation } from '../db/audit';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { refused } from '../http/errors';
import { sessionCacheOf } from '../security/sessionCache';
import { sessionRef } from '../security/urlSessions';
import {
  listBackupDescriptions,
  readBackupDescription,
  readBackupPolicy,
  removeBackup,
  writeBackupPolicy,
} from './backupCatalog';
import { BackupRefused } from './backupRefused';
import { createDatabaseBackup, currentSchemaVersion, engineOf, restoreDatabaseBackup } from './backupService';

/*
 * `/database-backup/*` (ADMIN): list, back up now, delete, download through a signed URL, restore,
 * retention. Every change and every refusal is in the operation log.
 */

/** What the download URL signs: the backup and when the URL ends (the purpose word keeps it apart). */
export function backupDownloadParts(id: string, exp: number | string): string[] {
  return exportParts('database-backup', 'platform', id, '', 'file', exp);
}

async function audited<T>(
  context: HandlerContext<unknown>,
  action: VerbOf<'database-backup'>,
  target: string,
  work: () => Promise<{ value: T; detail?: string }>,
): Promise<T> {
  const session = sessionOf(context);
  const line = {
    account: session.username,
    role: session.role,
    enterpriseId: null,
    action: `database-backup:${action}` as const,
    target,
    ip: context.client.ip,
  };
  try {
    const done = await work();
    await recordOperation(context.db, { ...line, detail: done.detail ?? '', result: 'success' }, context.now);
    return done.value;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    await recordOperation(context.db, { ...line, detail: error.key, result: 'failure' }, context.now);
    throw refused(error.key, error.params);
  }
}

function described(backup: DatabaseBackup): string {
  return JSON.stringify({ engine: backup.engine, sizeBytes: backup.sizeBytes, sha256: backup.sha256 });
}

export const DATABASE_BACKUP_HANDLERS: readonly EndpointHandler[] = [
  handle(listBackups, async (context) => {
    const records = await listBackupDescriptions(context.config.dataDir);
    return {
      records,
      total: records.length,
      engine: engineOf(context.config),
      schemaVersion: await currentSchemaVersion(context.db),
      policy: await readBackupPolicy(context.config.dataDir),
    };
  }),
  handle(createBackup, async (context) =>
    audited(context, 'add', '', async () => {
      const backup = await createDatabaseBackup(
        context.db,
        context.config,
        sessionOf(context).username,
        context.now,
      );
      return { value: backup, detail: described(backup) };
    }),
  ),
  handle(deleteBackups, async (context) =>
    audited(context, 'delete', context.input.ids.join(','), async () => {
      let deleted = 0;
      for (const id of new Set(context.input.ids)) {
        const backup = await readBackupDescription(context.config.dataDir, id);
        if (!backup) throw new BackupRefused('api.backup.missing', { id });
        await removeBackup(context.config.dataDir, backup);
        deleted += 1;
      }
      return { value: { deleted }, detail: JSON.stringify({ deleted }) };
    }),
  ),
  handle(backupDownloadUrl, async (context) =>
    audited(context, 'export', context.input.id, async () => {
      const backup = await readBackupDescription(context.config.dataDir, context.input.id);
      if (!backup) throw new BackupRefused('api.backup.missing', { id: context.input.id });
      const expiresAt = context.now + SIGNED_URL_LIFETIME_MS;
      const query = await signBound(
        context.db,
        backupDownloadParts(backup.id, expiresAt),
        expiresAt,
        sessionRef(sessionOf(context)),
      );
      return { value: { url: `/api/backups/file/${backup.id}?${query}`, expiresAt } };
    }),
  ),
  handle(restoreBackup, async (context) =>
    audited(context, 'restore', context.input.id, async () => {
      const session = sessionOf(context);
      const result = await restoreDatabaseBackup(context.db, context.config, context.input.id);
      // The restore replaced the tables underneath the server: no session read before it may answer again
      // (here, and on the other servers through the bus).
      sessionCacheOf(context.db)?.forget({ all: true }, true);
      // The restored database has the sessions of its own time: signed-out tokens would live again beside old
      // passwords. Every console and app session ends; only the administrator who restored stays signed in
      // (when the account exists in it), so the screen can show what happened and say that everyone else
      // signs in again.
      const ended = await context.db.selectFrom('sessions').select('token_hash').execute();
      await context.db.deleteFrom('sessions').execute();
      const appEnded = await (context.db as unknown as Kysely<AppDatabase>)
        .deleteFrom('app_sessions')
        .executeTakeFirst();
      for (const row of ended) context.closeSessionSockets?.(row.token_hash);
      sessionCacheOf(context.db)?.forget({ all: true }, true);
      const account = await context.db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', session.accountId)
        .executeTakeFirst();
      if (account)
        await context.db
          .insertInto('sessions')
          .values({
            token_hash: session.tokenHash,
            account_id: account.id,
            created_at: context.now,
            last_seen_at: Date.now(),
          })
          .onConflict((conflict) => conflict.column('token_hash').doNothing())
          .execute();
      const sessionsEnded =
        ended.filter((row) => row.token_hash !== session.tokenHash).length + Number(appEnded.numDeletedRows);
      return { value: { ...result, sessionsEnded }, detail: JSON.stringify({ ...result, sessionsEnded }) };
    }),
  ),
  handle(setBackupPolicy, async (context) =>
    audited(context, 'edit', 'policy', async () => {
      await writeBackupPolicy(context.config.dataDir, context.input);
      return { value: context.input, detail: JSON.stringify(context.input) };
    }),
  ),
];
