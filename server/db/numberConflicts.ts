import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { ensureUniqueNumbers } from './uniqueNumbersMigration';

/**
 * At every start: numbers held by two enterprises (written before numbers had one owner) are named in the
 * service log until resolved; once they are, the platform-wide unique index is created.
 */
export async function reportNumberConflicts(db: Kysely<Database>, log: FastifyBaseLogger): Promise<void> {
  const conflicts = await ensureUniqueNumbers(db as unknown as Kysely<unknown>);
  for (const conflict of conflicts)
    log.warn(
      conflict,
      `number ${conflict.number} (${conflict.table}) is held by ${conflict.enterpriseIds.length} enterprises: give it one owner; its unique index waits until then`,
    );
}
