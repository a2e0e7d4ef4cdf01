import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerKey, PartnerToken } from '../../../src/contract/partnerKeys';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * A key is never wider than its maker: a sub-user that may edit the enterprise's settings cannot make a key
 * for an account that reads SOS alarms; a partner token manages no keys, accounts, origins, passwords or
 * branding; revoking a key ends what was made through it; a key can bring its own account with a subset of
 * its maker's grants, so an enterprise without sub-users (globex) needs no hand-built one.
 */

const PORTAL = 'http://127.0.0.1:3320';
const PASSWORD = 'Keys@12345';
let t: TestServer;
let acme: ResourceSession;

interface Caller {
  call: (
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => ReturnType<TestServer['client']['call']>;
}

function caller(token: string): Caller {
  return {
    call: (path, body = {}, headers = {}) =>
      t.client.call('POST', path, { body, token, headers, lang: 'en_US' }),
  };
}

async function subUser(username: string, permits: string[]): Promise<string> {
  const made = await acme.ok<{ id: string }>('/admin/add', { username, password: PASSWORD, permits });
  return made.id;
}

async function exchange(secret: string): Promise<string> {
  const response = await fetch(`${t.server.url}/api/partner/token`, {
    method: 'POST',
    headers: { Authorization: `PartnerKey ${secret}`, lang: 'en_US' },
  });
  const envelope = (await response.json()) as { data: PartnerToken };
  expect(response.status).toBe(200);
  return envelope.data.token;
}

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
  await acme.ok('/enterprise-oem/setOrigins', { origins: [PORTAL] });
});
afterAll(async () => t?.stop());

describe('partner keys are no wider than their maker', () => {
  it('a sub-user holding only enterprise-oem permits cannot make a key for a wider account', async () => {
    await subUser('oem-editor', ['enterprise-oem:search', 'enterprise-oem:edit']);
    const wideId = await subUser('alarm-reader', ['sos:search', 'localuser:delete']);
    const editor = caller(await t.login('oem-editor', PASSWORD));

    const escalating = await editor.call('/enterprise-oem/addPartnerKey', {
      name: 'Escalating',
      accountId: wideId,
      origins: [PORTAL],
      expiresAt: null,
    });
    expect(escalating.status).toBe(403);
    expect(escalating.envelope.message).toBe(
      message('en', 'api.partnerKeys.widerThanMaker', {
        permits: 'localuser:delete, localuser:search, sos:search',
      }),
    );
    // Nor by making a new account with the same grants.
    const newWide = await editor.call('/enterprise-oem/addPartnerKey', {
      name: 'Escalating too',
      newAccount: { username: 'alarm-key', permits: ['sos:search'] },
      origins: [PORTAL],
      expiresAt: null,
    });
    expect(newWide.status).toBe(403);
    expect(newWide.envelope.message).toBe(
      message('en', 'api.partnerKeys.widerThanMaker', { permits: 'sos:search' }),
    );
    expect(
      await t.server.db.selectFrom('accounts').select('id').where('username', '=', 'alarm-key').execute(),
    ).toEqual([]);

    // The administrator's key for that account stands, and the narrow sub-user cannot revoke it either.
    const adminKey = await acme.ok<{ key: PartnerKey }>('/enterprise-oem/addPartnerKey', {
      name: 'Alarms',
      accountId: wideId,
      origins: [PORTAL],
      expiresAt: null,
    });
    const revoke = await editor.call('/enterprise-oem/revokePartnerKey', { id: adminKey.key.id });
    expect(revoke.status).toBe(403);

    // Within its own grants it may.
    const narrowId = await subUser('oem-reader', ['enterprise-oem:search']);
    const allowed = await editor.call('/enterprise-oem/addPartnerKey', {
      name: 'Narrow',
      accountId: narrowId,
      origins: [PORTAL],
      expiresAt: null,
    });
    expect(allowed.envelope.code).toBe('0000');
  });

  it('a key may bring its own account with a subset of its maker’s grants (globex has no sub-user)', async () => {
    const globex = await signIn(t, 'globex');
    await globex.ok('/enterprise-oem/setOrigins', { origins: [PORTAL] });
    const created = await globex.ok<{ key: PartnerKey; secret: string }>('/enterprise-oem/addPartnerKey', {
      name: 'Globex portal',
      newAccount: { username: 'globex-portal', permits: ['dept:search'] },
      origins: [PORTAL],
      expiresAt: null,
    });
    expect(created.key).toMatchObject({ accountName: 'globex-portal', ownAccount: true, state: 'active' });
    const portal = caller(await exchange(created.secret));
    expect((await portal.call('/dept/tree', {}, { Origin: PORTAL })).status).toBe(200);
    // Only the grants chosen.
    expect(
      (await portal.call('/extension/page', { pageNum: 1, pageSize: 10 }, { Origin: PORTAL })).status,
    ).toBe(403);
    // A key's origins hold for browser calls.
    const elsewhere = await portal.call('/dept/tree', {}, { Origin: 'http://127.0.0.1:3399' });
    expect(elsewhere.status).toBe(403);

    // A sub-user making an account wider than itself is refused (a superset); the enterprise area bounds it.
    const unknown = await globex.call('/enterprise-oem/addPartnerKey', {
      name: 'Unknown grant',
      newAccount: { username: 'globex-odd', permits: ['enterprise:search'] },
      origins: [PORTAL],
      expiresAt: null,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.message).toBe(
      message('en', 'api.admins.unknownPermit', { permit: 'enterprise:search' }),
    );
    const neither = await globex.call('/enterprise-oem/addPartnerKey', {
      name: 'Nobody',
      origins: [PORTAL],
      expiresAt: null,
    });
    expect(neither.status).toBe(400);
    expect(neither.envelope.message).toBe(message('en', 'api.partnerKeys.accountOrNewAccount'));
  });

  it('a partner token is refused on key, sub-user, origin, password and branding management', async () => {
    const created = await acme.ok<{ key: PartnerKey; secret: string }>('/enterprise-oem/addPartnerKey', {
      name: 'Wide portal',
      newAccount: {
        username: 'wide-portal',
        permits: ['enterprise-oem:edit', 'admin:add', 'change_password:modify_password', 'dept:search'],
      },
      origins: [PORTAL],
      expiresAt: null,
    });
    const token = await exchange(created.secret);
    const portal = caller(token);
    const refusals: [string, unknown][] = [
      ['/enterprise-oem/partnerKeys', {}],
      [
        '/enterprise-oem/addPartnerKey',
        {
          name: 'Second',
          newAccount: { username: 'second', permits: ['dept:search'] },
          origins: [PORTAL],
          expiresAt: null,
        },
      ],
      ['/enterprise-oem/revokePartnerKey', { id: created.key.id }],
      ['/enterprise-oem/setOrigins', { origins: [PORTAL, 'https://evil.example'] }],
      ['/enterprise-oem/setBranding', {}],
      ['/admin/add', { username: 'sneaky', password: PASSWORD, permits: [] }],
    ];
    for (const [path, body] of refusals) {
      const answer = await portal.call(path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.envelope.message, path).toBe(message('en', 'api.partnerKeys.tokenRefused'));
    }
    const password = await t.client.call('POST', '/login/setpassword', {
      token,
      body: { oldPassword: PASSWORD, newPassword: 'Other@12345' },
      encrypt: true,
      lang: 'en_US',
    });
    expect(password.status).toBe(403);
    expect(password.envelope.message).toBe(message('en', 'api.partnerKeys.tokenRefused'));
    // What its grants allow otherwise still works.
    expect((await portal.call('/dept/tree')).status).toBe(200);
  });

  it('revoking a key ends its sessions, the keys made through it, and its own account', async () => {
    const parent = await acme.ok<{ key: PartnerKey; secret: string }>('/enterprise-oem/addPartnerKey', {
      name: 'Parent',
      newAccount: { username: 'parent-portal', permits: ['dept:search'] },
      origins: [PORTAL],
      expiresAt: null,
    });
    const child = await acme.ok<{ key: PartnerKey; secret: string }>('/enterprise-oem/addPartnerKey', {
      name: 'Child',
      newAccount: { username: 'child-portal', permits: ['dept:search'] },
      origins: [PORTAL],
      expiresAt: null,
    });
    // A key made through the parent's token before tokens were refused that power.
    await t.server.db
      .updateTable('partner_keys' as never)
      .set({ parent_key_id: parent.key.id } as never)
      .where('id' as never, '=', child.key.id as never)
      .execute();
    const parentToken = caller(await exchange(parent.secret));
    const childToken = caller(await exchange(child.secret));
    expect((await childToken.call('/dept/tree')).status).toBe(200);

    const revoked = await acme.ok<{ key: PartnerKey; sessionsEnded: number }>(
      '/enterprise-oem/revokePartnerKey',
      {
        id: parent.key.id,
      },
    );
    expect(revoked).toMatchObject({ key: { state: 'revoked' }, sessionsEnded: 2 });
    expect((await parentToken.call('/dept/tree')).status).toBe(401);
    expect((await childToken.call('/dept/tree')).status).toBe(401);
    const { keys } = await acme.ok<{ keys: PartnerKey[] }>('/enterprise-oem/partnerKeys');
    expect(keys.find((key) => key.id === child.key.id)?.state).toBe('revoked');
    const accounts = await t.server.db
      .selectFrom('accounts')
      .select(['username', 'status'])
      .where('username', 'in', ['parent-portal', 'child-portal'])
      .orderBy('username')
      .execute();
    expect(accounts).toEqual([
      { username: 'child-portal', status: 'disabled' },
      { username: 'parent-portal', status: 'disabled' },
    ]);
  });
});
