import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertAccountWithGrants, refuseTakenUsername } from '../adminaccounts/accountInsert';
import type { Database } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { hashPassword } from '../security/passwords';
import { areaPermits, permitsOf } from '../security/permissions';
import type { Session } from '../security/sessions';
import { partnerDb } from './partnerKeyStore';

/*
 * A key is never wider than its maker (docs/security.md#partner-keys): the enterprise administrator holds
 * its whole area; a sub-user may make or revoke a key only for an account whose grants it holds itself.
 */

/** The grants a session of this sub-user would hold. */
export async function accountPermits(db: Kysely<Database>, accountId: string): Promise<string[]> {
  const grants = await db
    .selectFrom('account_permits')
    .select('permit_value')
    .where('account_id', '=', accountId)
    .execute();
  return permitsOf(
    'ENTERPRISE_CHILDUSER',
    grants.map((grant) => grant.permit_value),
  );
}

/** Refuses (403, naming them) the codes the account would hold that its maker does not. */
export function refuseWiderThanMaker(maker: Session, permits: readonly string[]): void {
  const held = new Set(maker.permits);
  const wider = permits.filter((code) => !held.has(code));
  if (wider.length) throw forbidden('api.partnerKeys.widerThanMaker', { permits: wider.join(', ') });
}

/** A new account's grants: codes of the enterprise area only; a change action brings its `:search`. */
export function checkedGrants(permits: readonly string[]): string[] {
  const area = new Set(areaPermits('ENTERPRISE'));
  const unknown = permits.find((code) => !area.has(code));
  if (unknown) throw badRequest('api.admins.unknownPermit', { permit: unknown });
  const withSearch = new Set(permits);
  for (const code of permits) {
    const [route, action] = code.split(':');
    if (action && action !== 'search' && area.has(`${route}:search`)) withSearch.add(`${route}:search`);
  }
  return [...withSearch].sort();
}

/**
 * Makes the key's own sub-user: the given grants, enabled, with a random password nobody knows (only the
 * key's tokens act as it). Runs inside the caller's transaction.
 */
export async function createKeyAccount(
  trx: Kysely<Database>,
  enterpriseId: string,
  username: string,
  grants: readonly string[],
  now: number,
): Promise<string> {
  await refuseTakenUsername(trx, username);
  return insertAccountWithGrants(
    trx,
    {
      username,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      role: 'ENTERPRISE_CHILDUSER',
      enterpriseId,
      realName: username,
      phone: null,
      now,
    },
    grants,
  );
}

/** The key and every key made through its tokens, and theirs (the lineage `parent_key_id` records). */
export async function keyLineage(db: Kysely<Database>, enterpriseId: string, keyId: string) {
  const found = new Set([keyId]);
  let frontier = [keyId];
  while (frontier.length) {
    const children = await partnerDb(db)
      .selectFrom('partner_keys')
      .select('id')
      .where('enterprise_id', '=', enterpriseId)
      .where('parent_key_id', 'in', frontier)
      .execute();
    frontier = children.map((row) => row.id).filter((id) => !found.has(id));
    for (const id of frontier) found.add(id);
  }
  return [...found];
}
