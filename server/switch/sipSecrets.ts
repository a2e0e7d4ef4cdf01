import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { a1Hash, enterpriseSipDomain, isHashedSecret } from './directoryLookup';

/**
 * Turns every extension secret still kept in clear (rows written before secrets were hashed, and the demo
 * seed) into its a1-hash. It runs at each start, after the migrations and the seed, because the hash needs
 * SIP_DOMAIN from the environment; a row already hashed is left alone, so a second run changes nothing.
 */
export async function hashClearSipSecrets(db: Kysely<Database>, sipDomain: string): Promise<number> {
  const rows = await db
    .selectFrom('extensions')
    .innerJoin('enterprises', 'enterprises.id', 'extensions.enterprise_id')
    .select(['extensions.id', 'extensions.number', 'extensions.password', 'enterprises.prefix'])
    .where('extensions.password', 'not like', 'a1:%')
    .execute();
  const clear = rows.filter((row) => !isHashedSecret(row.password));
  if (!clear.length) return 0;
  await db.transaction().execute(async (trx) => {
    for (const row of clear)
      await trx
        .updateTable('extensions')
        .set({ password: a1Hash(row.number, enterpriseSipDomain(row.prefix, sipDomain), row.password) })
        .where('id', '=', row.id)
        .execute();
  });
  return clear.length;
}
