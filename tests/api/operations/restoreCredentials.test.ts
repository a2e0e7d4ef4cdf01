import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../server/app';
import type { DatabaseBackup } from '../../../src/contract/operations';
import type { PartnerKey, PartnerToken } from '../../../src/contract/partnerKeys';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer, testConfig } from '../support/testServer';

/*
 * A restore never brings back what was revoked (docs/security.md, "Restores and credentials"): a partner key
 * revoked after the backup, with the key made through its token and the account made for that key, stays
 * revoked; a password changed after the backup stays changed; and a restore cut off before it carried them
 * over finishes that at the next start.
 */

const PORTAL = 'http://127.0.0.1:3320';
let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
  acme = await signIn(t, 'acme');
  await acme.ok('/enterprise-oem/setOrigins', { origins: [PORTAL] });
});
afterAll(async () => t?.stop());

async function exchange(secret: string): Promise<{ status: number; token: string | undefined }> {
  const response = await fetch(`${t.server.url}/api/partner/token`, {
    method: 'POST',
    headers: { Authorization: `PartnerKey ${secret}`, lang: 'en_US' },
  });
  const envelope = (await response.json()) as { data: PartnerToken | null };
  return { status: response.status, token: envelope.data?.token };
}

const signInStatus = async (username: string, password: string) =>
  (
    await t.client.call('POST', '/login/auth', {
      body: { username, password },
      encrypt: true,
    })
  ).envelope.code;

const keyRow = (id: string) =>
  t.server.db
    .selectFrom('partner_keys' as never)
    .select(['revoked_at' as never, 'account_id' as never])
    .where('id' as never, '=', id as never)
    .executeTakeFirstOrThrow() as Promise<{ revoked_at: number | null; account_id: string }>;

const accountStatus = async (id: string) =>
  (await t.server.db.selectFrom('accounts').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('a restore and what was revoked', () => {
  it('a key revoked after the backup, the key its token made and that key’s own account stay revoked', async () => {
    const opsId = (
      await t.server.db
        .selectFrom('accounts')
        .select('id')
        .where('username', '=', 'acme-ops')
        .executeTakeFirstOrThrow()
    ).id;
    const made = await acme.ok<{ key: PartnerKey; secret: string }>('/enterprise-oem/addPartnerKey', {
      name: 'Restore ledger',
      accountId: opsId,
      origins: [PORTAL],
      expiresAt: null,
    });
    const first = await exchange(made.secret);
    expect(first.status).toBe(200);
    // A key made through nothing but the first one's lineage: written as its child with an account of its own.
    const child = await acme.ok<{ key: PartnerKey; secret: string }>('/enterprise-oem/addPartnerKey', {
      name: 'Restore ledger child',
      newAccount: { username: 'restore-ledger-child', permits: ['dept:search'] },
      origins: [PORTAL],
      expiresAt: null,
    });
    await t.server.db
      .updateTable('partner_keys' as never)
      .set({ parent_key_id: made.key.id } as never)
      .where('id' as never, '=', child.key.id as never)
      .execute();
    expect((await exchange(child.secret)).status).toBe(200);

    const backup = await admin.ok<DatabaseBackup>('/database-backup/add');
    await acme.ok('/enterprise-oem/revokePartnerKey', { id: made.key.id });
    expect((await exchange(made.secret)).status).toBe(403);
    expect((await exchange(child.secret)).status).toBe(403);

    await admin.ok('/database-backup/restore', { id: backup.id });

    expect((await exchange(made.secret)).status).toBe(403);
    expect((await exchange(child.secret)).status).toBe(403);
    // The token the key gave before the backup is refused too.
    const old = await t.client.call('POST', '/dept/tree', { body: {}, token: first.token, lang: 'en_US' });
    expect(old.envelope.code).not.toBe('0000');
    const childRow = await keyRow(child.key.id);
    expect(childRow.revoked_at).not.toBeNull();
    expect(await accountStatus(childRow.account_id)).toBe('disabled');
  });

  it('a password changed after the backup stays changed', async () => {
    const backup = await admin.ok<DatabaseBackup>('/database-backup/add');
    const ops = await t.login('acme-ops');
    const changed = await t.client.call('POST', '/login/setpassword', {
      token: ops,
      body: { oldPassword: 'AcmeOps@123', newPassword: 'Restored#2026' },
      encrypt: true,
    });
    expect(changed.envelope.code).toBe('0000');

    await admin.ok('/database-backup/restore', { id: backup.id });

    // The right one first: a wrong one makes the account wait a second from this address.
    expect(await signInStatus('acme-ops', 'Restored#2026')).toBe('0000');
    expect(await signInStatus('acme-ops', 'AcmeOps@123')).not.toBe('0000');
  });

  it('a restore stopped before the carry-over is finished at the next start', async () => {
    const made = await (await signIn(t, 'acme')).ok<{ key: PartnerKey; secret: string }>(
      '/enterprise-oem/addPartnerKey',
      {
        name: 'Cut short',
        newAccount: { username: 'restore-cut-short', permits: ['dept:search'] },
        origins: [PORTAL],
        expiresAt: null,
      },
    );
    expect((await exchange(made.secret)).status).toBe(200);
    // As the restore leaves it when it stops between replacing the database and applying the carry-over.
    const pending = path.join(t.server.config.dataDir, 'restore-carry-over.json');
    fs.writeFileSync(
      pending,
      JSON.stringify({
        revokedKeys: [{ keyId: made.key.id, revokedAt: Date.now() }],
        accountPasswords: {},
        memberPasswords: {},
      }),
    );
    const again = await createServer(testConfig(t.server.config.databaseUrl));
    try {
      expect(fs.existsSync(pending)).toBe(false);
      expect((await keyRow(made.key.id)).revoked_at).not.toBeNull();
      expect((await exchange(made.secret)).status).toBe(403);
    } finally {
      await again.close();
    }
  });
});
