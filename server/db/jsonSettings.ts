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
