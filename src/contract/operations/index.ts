import type { EndpointDef } from '../endpoint';
import { DATABASE_BACKUP_ENDPOINTS } from './databaseBackup';

export * from './databaseBackup';

/** Issue 13: the platform's operations screens (database backup). */
export const OPERATIONS_ENDPOINTS: readonly EndpointDef[] = [...DATABASE_BACKUP_ENDPOINTS];
