import type { Kysely } from 'kysely';
import {
  LOG_RETENTION_DAYS,
  type ServiceLogSettings,
  serviceLogSettingsSchema,
} from '../../src/contract/operations';
import type { Database } from '../db/schema';
import type { LogLevel } from './serviceLogger';

const KEY = 'serviceLog';

/** The run-time level and retention an administrator chose (kept in settings, so a restart keeps them). */
export async function readLogSettings(
  db: Kysely<Database>,
  fallbackLevel: LogLevel,
): Promise<ServiceLogSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  try {
    const parsed = serviceLogSettingsSchema.safeParse(JSON.parse(row?.value ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // A malformed setting falls back to the environment's level.
  }
  return { level: fallbackLevel, retentionDays: LOG_RETENTION_DAYS.default };
}

export async function writeLogSettings(db: Kysely<Database>, settings: ServiceLogSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
