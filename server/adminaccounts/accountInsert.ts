import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../src/contract/roles';
import type { Database } from '../db/schema';
import { refused } from '../http/errors';

/*
 * One way to make a managed account with its grants: an administrator adding an account (`/admin/add`) and a
 * partner key making its own sub-user (server/partner/partnerKeyAuthority.ts) write the same rows.
 */

/** Refuses (409, naming it) a username another account already has. */
export async function refuseTakenUsername(db: Kysely<Database>, username: string): Promise<void> {
  const taken = await db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (taken) throw refused('api.admins.usernameTaken', { username });
}

export interface NewAccount {
  username: string;
  passwordHash: string;
  role: Role;
  enterpriseId: string | null;
  realName: string;
  phone: string | null;
  now: number;
}

/**
 * Inserts an active account and its grants; returns its id. Run it inside a transaction so an account
 * never stands without its grants.
 */
export async function insertAccountWithGrants(
  trx: Kysely<Database>,
  account: NewAccount,
  grants: readonly string[],
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('accounts')
    .values({
      id,
      username: account.username,
      password_hash: account.passwordHash,
      role: account.role,
      enterprise_id: account.enterpriseId,
      real_name: account.realName,
      phone: account.phone,
      status: 'active',
      home_path: null,
      failed_attempts: 0,
      failed_window_start: null,
      locked_until: null,
      created_at: account.now,
      updated_at: account.now,
    })
    .execute();
  if (grants.length)
    await trx
      .insertInto('account_permits')
      .values(grants.map((permit) => ({ account_id: id, permit_value: permit })))
      .execute();
  return id;
}
