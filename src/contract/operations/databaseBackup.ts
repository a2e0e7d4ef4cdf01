import { z } from 'zod';
import type { EndpointDef } from '../endpoint';
import { integerBetween } from '../resources/fields';
import { platformEndpoints } from './platformEndpoint';

/*
 * `<database-backup-list>` (docs/behaviour.md#screens-and-routes /security-audits/database-backup): backups of the real database —
 * SQLite through its online backup API (a consistent copy while the server writes), PostgreSQL through
 * `pg_dump` — compressed, checksummed, with the schema version they hold; restored only after the file is
 * checked (checksum, integrity, schema version, engine).
 */

const BACKUP_ROUTE = 'database-backup';
const BACKUP_ENGINES = ['sqlite', 'postgres'] as const;

/** Kept backups: the newest `keep` stay, older ones are deleted after each new backup. */
export const BACKUP_RETENTION = { min: 1, max: 100, default: 10 } as const;

const backupIdSchema = z
  .string('validation.fieldRequired')
  .regex(/^b\d{8}-\d{6}-[a-z0-9]{6}$/, 'validation.invalidChoice');

export const databaseBackupSchema = z.object({
  id: backupIdSchema,
  createdAt: z.number().int(),
  engine: z.enum(BACKUP_ENGINES),
  /** The file's name as downloaded. */
  fileName: z.string(),
  sizeBytes: z.number().int().min(0),
  durationMs: z.number().int().min(0),
  /** SHA-256 of the stored (compressed) file, hex. */
  sha256: z.string(),
  /** The last migration the database had: a backup is never restored over an older schema. */
  schemaVersion: z.string(),
  createdBy: z.string(),
});
export type DatabaseBackup = z.infer<typeof databaseBackupSchema>;

export const backupPolicySchema = z.object({
  keep: integerBetween(BACKUP_RETENTION.min, BACKUP_RETENTION.max),
});
export type BackupPolicy = z.infer<typeof backupPolicySchema>;

const labels = 'operations.databaseBackup.fields';

const backupEndpoint = platformEndpoints(BACKUP_ROUTE, labels);

export const listBackups = backupEndpoint('page', 'search', {
  request: z.object({}),
  response: z.object({
    records: z.array(databaseBackupSchema),
    total: z.number().int(),
    /** The engine this server runs on: backups of the other one are listed but cannot be restored. */
    engine: z.enum(BACKUP_ENGINES),
    schemaVersion: z.string(),
    policy: backupPolicySchema,
  }),
  summary:
    'Every stored backup, newest first, with the running engine, its schema version and the retention.',
});

export const createBackup = backupEndpoint('add', 'add', {
  request: z.object({}),
  response: databaseBackupSchema,
  summary: 'Back up the database now (SQLite online backup or pg_dump), compressed; applies the retention.',
});

export const deleteBackups = backupEndpoint('delete', 'delete', {
  request: z.object({
    ids: z.array(backupIdSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
  }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete stored backups and their files.',
});

export const backupDownloadUrl = backupEndpoint('downloadUrl', 'export', {
  request: z.object({ id: backupIdSchema }),
  response: z.object({ url: z.string(), expiresAt: z.number().int() }),
  summary: 'A short-lived signed URL of a backup file (downloads cannot send headers).',
});

export const restoreBackup = backupEndpoint('restore', 'edit', {
  request: z.object({ id: backupIdSchema }),
  response: z.object({
    restoredAt: z.number().int(),
    schemaVersion: z.string(),
    durationMs: z.number().int(),
    /** Console and app sessions the restore ended (every one but the restorer's own). */
    sessionsEnded: z.number().int(),
  }),
  summary:
    'Replace the database with a backup after checking it (checksum, engine, integrity, schema version); the server keeps serving; every other console and app session ends.',
});

export const setBackupPolicy = backupEndpoint('setPolicy', 'edit', {
  request: backupPolicySchema,
  response: backupPolicySchema,
  summary: 'How many backups to keep.',
});

export const DATABASE_BACKUP_ENDPOINTS: readonly EndpointDef[] = [
  listBackups,
  createBackup,
  deleteBackups,
  backupDownloadUrl,
  restoreBackup,
  setBackupPolicy,
];
