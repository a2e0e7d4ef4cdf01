import type { EndpointDef } from '../endpoint';
import { CRON_TASK_ENDPOINTS } from './cronTask';
import { DATABASE_BACKUP_ENDPOINTS } from './databaseBackup';

export * from './cronTask';
export * from './databaseBackup';

/** Issue 13: the platform's operations screens (database backup, scheduled tasks). */
export const OPERATIONS_ENDPOINTS: readonly EndpointDef[] = [
  ...DATABASE_BACKUP_ENDPOINTS,
  ...CRON_TASK_ENDPOINTS,
];
