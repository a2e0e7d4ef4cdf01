import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeProtocols } from '../../../src/contract/monitor';
import type { PartnerKey, PartnerToken } from '../../../src/contract/partnerKeys';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Partner keys. acme creates a key for its sub-user acme-ops and its portal's origin; the partner's
 * server exchanges it for a short-lived token (never from a browser), which works from that origin only, with
 * acme-ops' grants, until its hard end or the key's revocation. Every exchange is in the operation log.
 */

const PORTAL = 'http://127.0.0.1:3310';
const OTHER_PORTAL = 'http://127.0.0.1:3311';
let t: TestServer;
let acme: ResourceSession;
let opsId: string;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
  await acme.ok('/enterprise-oem/setOrigins', { origins: [PORTAL, OTHER_PORTAL] });
  const ops = await t.server.db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'acme-ops')
    .executeTakeFirstOrThrow();
  opsId = ops.id;
});
afterAll(async () => t?.stop());

interface Exchange {
  status: number;
  envelope: { code: string; data: PartnerToken | null; message: string };
}

async function exchange(secret: string, headers: Record<string, string> = {}): Promise<Exchange> {
  const response = await fetch(`${t.server.url}/api/partner/token`, {
    method: 'POST',
    headers: { Authorization: `PartnerKey ${secret}`, lang: 'en_US', ...headers },
  });
  return { status: response.status, envelope: (await response.json()) as Exchange['envelope'] };
}

const callFrom = (origin: string | undefined, token: string, path = '/dept/tree') =>
  t.client.call('POST', path, { body: {}, token, headers: origin ? { Origin: origin } : {}, lang: 'en_US' });

async function createKey(name: string, expiresAt: number | null = null) {
  return acme.ok<{ key: PartnerKey; secret: string }>('/enterprise-oem/addPartnerKey', {
    name,
    accountId: opsId,
    origins: [PORTAL],
    expiresAt,
  });
}

describe('partner keys', () => {
  it('are made for a sub-user of the enterprise and registered origins; the secret is answered once', async () => {
    const acmeId = (
      await t.server.db
        .selectFrom('accounts')
        .select('id')
        .where('username', '=', 'acme')
        .executeTakeFirstOrThrow()
    ).id;
    const admin = await acme.refused('/enterprise-oem/addPartnerKey', {
      name: 'Admin key',
      accountId: acmeId,
      origins: [PORTAL],
      expiresAt: null,
    });
    expect(admin.message).toBe(message('en', 'api.partnerKeys.accountNotSubUser'));
    const unregistered = await acme.refused('/enterprise-oem/addPartnerKey', {
      name: 'Elsewhere',
      accountId: opsId,
      origins: ['https://elsewhere.example'],
      expiresAt: null,
    });
    expect(unregistered.message).toBe(
      message('en', 'api.partnerKeys.originNotRegistered', { origins: 'https://elsewhere.example' }),
    );

    const created = await createKey('Reseller portal');
    expect(created.secret).toMatch(/^pk_[\w-]+\.[\w-]{40,}$/);
    expect(created.key).toMatchObject({ name: 'Reseller portal', accountName: 'acme-ops', state: 'active' });
    const listed = await acme.ok<{ keys: PartnerKey[] }>('/enterprise-oem/partnerKeys');
    expect(listed.keys.map((key) => key.id)).toContain(created.key.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret.split('.')[1]);
    // Another enterprise sees none of them.
    const globex = await signIn(t, 'globex');
    expect(await globex.ok('/enterprise-oem/partnerKeys')).toEqual({ keys: [] });
  });

  it("exchange a key for a token server to server; a browser's request, a wrong secret or a missing key are refused", async () => {
    const { secret } = await createKey('Exchange');
    const fromBrowser = await exchange(secret, { Origin: PORTAL });
    expect(fromBrowser.status).toBe(403);
    expect(fromBrowser.envelope.message).toBe(message('en', 'api.partnerKeys.fromBrowser'));
    const [id] = secret.split('.');
    const wrong = await exchange(`${id}.${'x'.repeat(43)}`);
    expect(wrong.status).toBe(401);
    expect(wrong.envelope.message).toBe(message('en', 'api.partnerKeys.badCredentials'));
    expect((await exchange('pk_nothing.abcdefghijklmnopqrstuvwxyz')).status).toBe(401);

    const ok = await exchange(secret);
    expect(ok.status).toBe(200);
    expect(ok.envelope.data).toMatchObject({ username: 'acme-ops', wsport: t.server.config.wsPort });
    const minutes = (ok.envelope.data!.expiresAt - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it("a partner token works from the key's origins only, with the sub-user's grants", async () => {
    const { secret } = await createKey('Origins');
    const token = (await exchange(secret)).envelope.data!.token;
    expect((await callFrom(PORTAL, token)).status).toBe(200);
    // Server-side use (no Origin) is the partner's own back end.
    expect((await callFrom(undefined, token)).status).toBe(200);
    const other = await callFrom(OTHER_PORTAL, token);
    expect(other.status).toBe(403);
    expect(other.envelope.message).toBe(message('en', 'api.originNotAllowed', { origin: OTHER_PORTAL }));
    // acme-ops may read departments, not extensions.
    expect((await callFrom(PORTAL, token, '/extension/page')).status).toBe(403);

    const socket = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${t.server.wsUrl}/`, realtimeProtocols(token), {
          headers: { Origin: origin },
        });
        ws.once('open', () => {
          ws.close();
          resolve(101);
        });
        ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        ws.once('error', () => resolve(0));
      });
    expect(await socket(PORTAL)).toBe(101);
    expect(await socket(OTHER_PORTAL)).toBe(403);
  });

  it('a partner token ends at its hard end, whatever its activity', async () => {
    const { secret } = await createKey('Hard end');
    const token = (await exchange(secret)).envelope.data!.token;
    await t.server.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('partner_key_id', '=', secret.split('.')[0]!)
      .execute();
    const ended = await callFrom(PORTAL, token);
    expect(ended.envelope.code).toBe('1004');
  });

  it('revoking a key ends its tokens and refuses its exchanges; an expired key is refused', async () => {
    const { key, secret } = await createKey('Revoked');
    const token = (await exchange(secret)).envelope.data!.token;
    const revoked = await acme.ok<{ key: PartnerKey; sessionsEnded: number }>(
      '/enterprise-oem/revokePartnerKey',
      {
        id: key.id,
      },
    );
    expect(revoked).toMatchObject({ key: { state: 'revoked' }, sessionsEnded: 1 });
    expect((await callFrom(PORTAL, token)).status).toBe(401);
    const again = await exchange(secret);
    expect(again.status).toBe(403);
    expect(again.envelope.message).toBe(message('en', 'api.partnerKeys.revoked'));

    const soon = await createKey('Ends', Date.now() + 60_000);
    await t.server.db
      .updateTable('partner_keys' as never)
      .set({ expires_at: Date.now() - 1 } as never)
      .where('id' as never, '=', soon.key.id as never)
      .execute();
    const expired = await exchange(soon.secret);
    expect(expired.status).toBe(403);
    expect(expired.envelope.message).toBe(message('en', 'api.partnerKeys.expired'));
    expect(
      (
        await acme.refused('/enterprise-oem/addPartnerKey', {
          name: 'Past',
          accountId: opsId,
          origins: [PORTAL],
          expiresAt: Date.now() - 1000,
        })
      ).message,
    ).toBe(message('en', 'api.partnerKeys.expiryPast'));
  });

  it('every exchange, refused or not, and every key change is in the operation log', async () => {
    const admin = await signIn(t, 'admin');
    const log = await admin.ok<{ records: { action: string; result: string }[] }>('/operlog/page', {
      pageSize: 100,
    });
    const exchanges = log.records.filter((record) => record.action === 'partner:token');
    expect(exchanges.some((record) => record.result === 'success')).toBe(true);
    expect(exchanges.some((record) => record.result === 'failure')).toBe(true);
    const actions = log.records.map((record) => record.action);
    expect(actions).toContain('enterprise-oem:addPartnerKey');
    expect(actions).toContain('enterprise-oem:revokePartnerKey');
  });
});
