import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema';
import { partnerDb } from '../partner/partnerKeyStore';

/*
 * What a restore must not roll back (docs/security.md, "Restores and credentials"): a partner key revoked
 * after the backup was taken stays revoked, with every key made through it and the accounts made for them; an
 * account or member that still exists keeps its current password. The live database is read before the
 * restore, written to DATA_DIR while the restore runs (so a crash between the two is finished at the next
 * start) and applied over the restored tables.
 */

interface RevokedPartnerKeyTable {
  key_id: string;
  revoked_at: number;
}

interface LedgerDatabase extends Database {
  revoked_partner_keys: RevokedPartnerKeyTable;
}

const ledgerDb = (db: Kysely<Database>) => db as unknown as Kysely<LedgerDatabase>;

/**
 * 0051: the ledger of revoked partner keys. No foreign key: a key deleted with its enterprise is still
 * remembered, should a restore bring the enterprise back.
 */
export const credentialLedgerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('revoked_partner_keys')
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('revoked_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('revoked_partner_keys').execute();
  },
};

/** Writes revoked keys to the ledger (a key already there keeps its first time). */
export async function recordRevokedPartnerKeys(
  db: Kysely<Database>,
  keyIds: readonly string[],
  now: number,
): Promise<void> {
  if (!keyIds.length) return;
  await ledgerDb(db)
    .insertInto('revoked_partner_keys')
    .values(keyIds.map((key_id) => ({ key_id, revoked_at: now })))
    .onConflict((conflict) => conflict.column('key_id').doNothing())
    .execute();
}

export interface CredentialCarryOver {
  revokedKeys: { keyId: string; revokedAt: number }[];
  /** Account id → scrypt hash. */
  accountPasswords: Record<string, string>;
  /** Member id → scrypt hash of the app password. */
  memberPasswords: Record<string, string>;
}

/** What the live database says now, before a restore replaces it. */
export async function readCredentialCarryOver(db: Kysely<Database>): Promise<CredentialCarryOver> {
  const revoked = new Map<string, number>();
  for (const row of await ledgerDb(db).selectFrom('revoked_partner_keys').selectAll().execute())
    revoked.set(row.key_id, Number(row.revoked_at));
  // Keys revoked before the ledger existed are in partner_keys only.
  const keys = await partnerDb(db)
    .selectFrom('partner_keys')
    .select(['id', 'revoked_at'])
    .where('revoked_at', 'is not', null)
    .execute();
  for (const key of keys) if (!revoked.has(key.id)) revoked.set(key.id, Number(key.revoked_at));
  const accounts = await db.selectFrom('accounts').select(['id', 'password_hash']).execute();
  const members = await db
    .selectFrom('members')
    .select(['id', 'password_hash'])
    .where('password_hash', 'is not', null)
    .execute();
  return {
    revokedKeys: [...revoked].map(([keyId, revokedAt]) => ({ keyId, revokedAt })),
    accountPasswords: Object.fromEntries(accounts.map((row) => [row.id, row.password_hash])),
    memberPasswords: Object.fromEntries(members.map((row) => [row.id, row.password_hash as string])),
  };
}

/** Applies the carry-over to the restored tables. Running it twice changes nothing the second time. */
export async function applyCredentialCarryOver(
  db: Kysely<Database>,
  carry: CredentialCarryOver,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { keyId, revokedAt } of carry.revokedKeys)
      await ledgerDb(trx)
        .insertInto('revoked_partner_keys')
        .values({ key_id: keyId, revoked_at: revokedAt })
        .onConflict((conflict) => conflict.column('key_id').doNothing())
        .execute();
    await revokeLedgerKeys(trx, now);
    await carryPasswords(trx, 'accounts', carry.accountPasswords);
    await carryPasswords(trx, 'members', carry.memberPasswords);
  });
}

/**
 * Every key of the ledger, and every key its tokens made (at any depth), is revoked; the accounts made for
 * those keys alone are disabled, as the revocation itself did.
 */
async function revokeLedgerKeys(db: Kysely<Database>, now: number): Promise<void> {
  const keys = partnerDb(db);
  let frontier = (await ledgerDb(db).selectFrom('revoked_partner_keys').select('key_id').execute()).map(
    (row) => row.key_id,
  );
  const seen = new Set(frontier);
  const stillActive = (ids: string[]) =>
    keys.selectFrom('partner_keys').select('id').where('id', 'in', ids).where('revoked_at', 'is', null);
  while (frontier.length) {
    const reopened = (await stillActive(frontier).execute()).map((row) => row.id);
    if (reopened.length) {
      await keys.updateTable('partner_keys').set({ revoked_at: now }).where('id', 'in', reopened).execute();
      const ownAccounts = await keys
        .selectFrom('partner_keys')
        .select('account_id')
        .where('id', 'in', reopened)
        .where('own_account', '=', 1)
        .execute();
      if (ownAccounts.length)
        await db
          .updateTable('accounts')
          .set({ status: 'disabled', updated_at: now })
          .where(
            'id',
            'in',
            ownAccounts.map((row) => row.account_id),
          )
          .execute();
    }
    const children = await keys
      .selectFrom('partner_keys')
      .select('id')
      .where('parent_key_id', 'in', frontier)
      .execute();
    frontier = children.map((row) => row.id).filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
}

async function carryPasswords(
  db: Kysely<Database>,
  table: 'accounts' | 'members',
  current: Record<string, string>,
): Promise<void> {
  const restored = await db.selectFrom(table).select(['id', 'password_hash']).execute();
  for (const row of restored) {
    const hash = current[row.id];
    if (hash !== undefined && hash !== row.password_hash)
      await db.updateTable(table).set({ password_hash: hash }).where('id', '=', row.id).execute();
  }
}

function pendingFile(dataDir: string): string {
  return path.join(dataDir, 'restore-carry-over.json');
}

/** Kept while a restore runs: it holds password hashes, so only the server's user may read it. */
export async function writePendingCarryOver(dataDir: string, carry: CredentialCarryOver): Promise<void> {
  const file = pendingFile(dataDir);
  await fs.promises.writeFile(`${file}.part`, JSON.stringify(carry), { mode: 0o600 });
  await fs.promises.rename(`${file}.part`, file);
}

export async function removePendingCarryOver(dataDir: string): Promise<void> {
  await fs.promises.rm(pendingFile(dataDir), { force: true });
}

/**
 * At start: a carry-over still on disk belongs to a restore that stopped before applying it (the restore
 * itself may or may not have happened; applying it again over either is harmless).
 */
export async function finishPendingCarryOver(
  db: Kysely<Database>,
  dataDir: string,
  now: number,
): Promise<boolean> {
  let text: string;
  try {
    text = await fs.promises.readFile(pendingFile(dataDir), 'utf8');
  } catch {
    return false;
  }
  // Written whole and renamed into place, so it parses; a database error stops the start and keeps the file
  // for the next one.
  await applyCredentialCarryOver(db, JSON.parse(text) as CredentialCarryOver, now);
  await removePendingCarryOver(dataDir);
  return true;
}
