import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { ensureUniqueNumbers } from './uniqueNumbersMigration';

/** A number that is an extension's and a call group's at once (written before the two were kept apart). */
export interface SharedNumber {
  number: string;
  extensionEnterpriseId: string;
  callGroupEnterpriseId: string;
}

/** Numbers held by an extension and a call group at once, on the whole platform. */
export async function numbersSharedByExtensionAndGroup(db: Kysely<Database>): Promise<SharedNumber[]> {
  const { rows } = await sql<SharedNumber>`
    select e.number as "number", e.enterprise_id as "extensionEnterpriseId",
      g.enterprise_id as "callGroupEnterpriseId"
    from extensions e join call_groups g on g.number = e.number
    order by e.number`.execute(db);
  return rows;
}

/**
 * At every start: numbers held by two enterprises (written before numbers had one owner) are named in the
 * service log until resolved; once they are, the platform-wide unique index is created. A number that is both
 * an extension's and a call group's is named too.
 */
export async function reportNumberConflicts(db: Kysely<Database>, log: FastifyBaseLogger): Promise<void> {
  const conflicts = await ensureUniqueNumbers(db as unknown as Kysely<unknown>);
  for (const conflict of conflicts)
    log.warn(
      conflict,
      `number ${conflict.number} (${conflict.table}) is held by ${conflict.enterpriseIds.length} enterprises: give it one owner; its unique index waits until then`,
    );
  // Adds and imports refuse these now; rows from before are named until an administrator renumbers one side.
  for (const shared of await numbersSharedByExtensionAndGroup(db))
    log.warn(
      shared,
      `number ${shared.number} is both an extension's and a call group's: renumber one of them, the switch reaches only one`,
    );
}
