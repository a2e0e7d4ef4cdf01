import type { EndpointDef } from '../endpoint';
import { CRON_TASK_ENDPOINTS } from './cronTask';
import { DATABASE_BACKUP_ENDPOINTS } from './databaseBackup';
import { MAINTENANCE_ENDPOINTS } from './maintenance';
import { RESOURCE_MONITOR_ENDPOINTS } from './resourceMonitor';
import { SERVER_TIME_ENDPOINTS } from './serverTime';
import { SERVICE_LOG_ENDPOINTS } from './serviceLog';

export * from './cronTask';
export * from './databaseBackup';
export * from './maintenance';
export * from './resourceMonitor';
export * from './serverTime';
export * from './serviceLog';

/** The platform's operations screens (database backup, scheduled tasks, service log, server time). */
export const OPERATIONS_ENDPOINTS: readonly EndpointDef[] = [
  ...DATABASE_BACKUP_ENDPOINTS,
  ...CRON_TASK_ENDPOINTS,
  ...SERVICE_LOG_ENDPOINTS,
  ...SERVER_TIME_ENDPOINTS,
  ...MAINTENANCE_ENDPOINTS,
  ...RESOURCE_MONITOR_ENDPOINTS,
];
