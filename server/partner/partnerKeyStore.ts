import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Migration, Selectable } from 'kysely';
import type { PartnerKey } from '../../src/contract/partnerKeys';
import type { Database } from '../db/schema';

/*
 * Partner keys (migration 0028) and the columns that make a partner token what it is: a hard end,
 * the origins it is accepted from, and the key that made it.
 */

interface PartnerKeyTable {
  id: string;
  enterprise_id: string;
  name: string;
  /** SHA-256 of the secret: 32 random bytes need no slow hash, and the secret is never stored. */
  secret_hash: string;
  account_id: string;
  /** JSON array of origins. */
  origins: string;
  expires_at: number | null;
  revoked_at: number | null;
  created_at: number;
  last_used_at: number | null;
  use_count: number;
  /** The key whose token made this one (0040); keys die with their maker. Null: made by a person. */
  parent_key_id: string | null;
  /** 1: the account was made with the key, for it alone (0040). */
  own_account: number;
}

interface PartnerDatabase extends Database {
  partner_keys: PartnerKeyTable;
}

export function partnerDb(db: Kysely<Database>): Kysely<PartnerDatabase> {
  return db as unknown as Kysely<PartnerDatabase>;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

export const partnerKeysMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('partner_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('origins', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('sessions').addColumn('expires_at', 'bigint').execute();
    await db.schema.alterTable('sessions').addColumn('partner_origins', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('partner_key_id', 'text').execute();
  },
};

/** 0040: the lineage of keys (revoking one ends what was made through it) and keys' own accounts. */
export const partnerKeyLineageMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('partner_keys').addColumn('parent_key_id', 'text').execute();
    await db.schema
      .alterTable('partner_keys')
      .addColumn('own_account', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('partner_keys_parent_idx')
      .on('partner_keys')
      .column('parent_key_id')
      .execute();
  },
};

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Compares a presented secret with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export function newKeyId(): string {
  return `pk_${randomBytes(9).toString('base64url')}`;
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export type PartnerKeyRow = Selectable<PartnerKeyTable> & { account_name: string | null };

export function stateOf(
  row: Pick<PartnerKeyTable, 'revoked_at' | 'expires_at'>,
  now: number,
): PartnerKey['state'] {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && Number(row.expires_at) <= now) return 'expired';
  return 'active';
}

export function toPartnerKey(row: PartnerKeyRow, now: number): PartnerKey {
  return {
    id: row.id,
    name: row.name,
    accountId: row.account_id,
    accountName: row.account_name ?? '',
    ownAccount: Number(row.own_account) === 1,
    origins: JSON.parse(row.origins) as string[],
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    state: stateOf(row, now),
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    useCount: Number(row.use_count),
  };
}

/** The enterprise's keys with their accounts' names, newest first (or one of them). */
export function keysQuery(db: Kysely<Database>, enterpriseId: string) {
  return partnerDb(db)
    .selectFrom('partner_keys')
    .leftJoin('accounts', 'accounts.id', 'partner_keys.account_id')
    .selectAll('partner_keys')
    .select('accounts.username as account_name')
    .where('partner_keys.enterprise_id', '=', enterpriseId)
    .orderBy('partner_keys.created_at', 'desc');
}
