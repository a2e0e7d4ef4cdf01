import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** A JSON value kept in the settings table; undefined when absent or not JSON. */
export async function readJsonSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

export async function writeJsonSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: text })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: text }))
    .execute();
}

/**
 * A JSON setting that must match `schema`; `fallback` when absent, not JSON, or not of that shape (a row an
 * older or newer version wrote is left as it is and the fallback stands).
 */
export async function readSettingOf<T>(
  db: Kysely<Database>,
  key: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  fallback: T,
): Promise<T> {
  const parsed = schema.safeParse(await readJsonSetting(db, key));
  return parsed.success ? parsed.data : fallback;
}
