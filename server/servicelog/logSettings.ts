import type { Kysely } from 'kysely';
import {
  LOG_RETENTION_DAYS,
  type ServiceLogSettings,
  serviceLogSettingsSchema,
} from '../../src/contract/operations';
import { readJsonSetting, writeJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';
import type { LogLevel } from './serviceLogger';

const KEY = 'serviceLog';

/** The run-time level and retention an administrator chose (kept in settings, so a restart keeps them). */
export async function readLogSettings(
  db: Kysely<Database>,
  fallbackLevel: LogLevel,
): Promise<ServiceLogSettings> {
  const parsed = serviceLogSettingsSchema.safeParse(await readJsonSetting(db, KEY));
  // A missing or malformed setting falls back to the environment's level.
  return parsed.success ? parsed.data : { level: fallbackLevel, retentionDays: LOG_RETENTION_DAYS.default };
}

export async function writeLogSettings(db: Kysely<Database>, settings: ServiceLogSettings): Promise<void> {
  await writeJsonSetting(db, KEY, settings);
}
