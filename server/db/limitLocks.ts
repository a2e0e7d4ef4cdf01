import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/*
 * A limit is checked and taken in one serialised transaction (docs/security.md#edges): the count, the
 * check and the insert run inside one transaction that first locks what the limit belongs to, so two
 * concurrent adds at the limit cannot both see room. On PostgreSQL the lock is the owner's row
 * (`SELECT … FOR UPDATE`); on SQLite every transaction already begins IMMEDIATE (server/db/connection.ts),
 * which takes the database's one write lock before the count is read.
 */

/** What a limit belongs to: the platform licence, an agency (its quotas) or an enterprise (its own limits). */
export type LimitOwner =
  | { kind: 'licence' }
  | { kind: 'agency'; id: string }
  | { kind: 'enterprise'; id: string };

const ORDER: Record<LimitOwner['kind'], number> = { licence: 0, agency: 1, enterprise: 2 };

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Locks the owners' rows for the rest of the transaction, always in one order (licence, agency, enterprise). */
async function lockLimitOwners(trx: Transaction<Database>, owners: readonly LimitOwner[]): Promise<void> {
  if (!isPostgres(trx)) return;
  const sorted = [...owners].sort(
    (a, b) => ORDER[a.kind] - ORDER[b.kind] || ('id' in a && 'id' in b ? a.id.localeCompare(b.id) : 0),
  );
  for (const owner of sorted) {
    if (owner.kind === 'licence')
      await sql`select key from settings where key = 'licence' for update`.execute(trx);
    else if (owner.kind === 'agency')
      await sql`select id from agencies where id = ${owner.id} for update`.execute(trx);
    else await sql`select id from enterprises where id = ${owner.id} for update`.execute(trx);
  }
}

/**
 * Runs `work` (checks, then writes) in one transaction serialised on the owners of the limits it takes. The
 * checks inside `work` must read through `trx`. Generic on purpose: any check that must hold against a
 * concurrent writer (a limit, a number's uniqueness) belongs inside `work`.
 */
export async function withLimitsHeld<T>(
  db: Kysely<Database>,
  owners: readonly LimitOwner[],
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockLimitOwners(trx, owners);
    return work(trx);
  });
}
