import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCacheOf } from '../../../server/security/sessionCache';
import { createSession, lookUpSession, TOUCH_INTERVAL_MS } from '../../../server/security/sessions';
import { hashToken } from '../../../server/security/tokens';
import type { AdminAccount } from '../../../src/contract/accounts/adminAccount';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Resolved sessions are kept between calls (server/security/sessionCache.ts). Each test first makes
 * a call and checks the session is kept, so what follows is answered against a warm cache: a write to the
 * sessions, accounts, enterprises or account_permits tables is in force at the next call, and the clock
 * (idle limit, a partner token's hard end, an enterprise's expiry) is judged on every call.
 */

let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const IDLE_MS = () => t.server.config.sessionIdleMinutes * 60_000;
const call = (token: string, path: string, body: unknown = {}) =>
  t.client.call('POST', path, { token, body, lang: 'en_US' });
const userInfo = (token: string) => t.client.call('GET', '/getUserInfo', { token, lang: 'en_US' });
const permCodes = async (token: string) =>
  (await t.client.call('GET', '/getPermCode', { token })).data as string[];
const kept = (token: string) => sessionCacheOf(t.server.db)?.find(hashToken(token));

/** A call that succeeds, after which the session is kept. */
async function warm(token: string): Promise<void> {
  expect((await userInfo(token)).status).toBe(200);
  expect(kept(token), 'the session is kept after a call').toBeDefined();
}

let serial = 0;
/** A fresh sub-user of Acme with these grants, signed in. */
async function subUser(permits: string[]): Promise<{ id: string; token: string }> {
  serial += 1;
  const username = `cache-sub-${serial}`;
  const added = await acme.ok<AdminAccount>('/admin/add', {
    username,
    password: 'CacheSub@123',
    name: `Cache sub ${serial}`,
    permits,
  });
  return { id: added.id, token: await t.login(username, 'CacheSub@123') };
}

describe('writes are in force at the next call', () => {
  it('a sub-user disabled through the admin endpoint is refused at once', async () => {
    const sub = await subUser(['dept:search']);
    await warm(sub.token);
    await acme.ok('/admin/setStatus', { ids: [sub.id], status: 'disabled' });
    expect((await call(sub.token, '/dept/tree')).status).toBe(401);
  });

  it('an account disabled by a direct write (its session row untouched) is refused at once', async () => {
    const sub = await subUser(['dept:search']);
    await warm(sub.token);
    await t.server.db.updateTable('accounts').set({ status: 'disabled' }).where('id', '=', sub.id).execute();
    expect((await call(sub.token, '/dept/tree')).status).toBe(401);
  });

  it('changed permits are in force at the next call, through the endpoint or a direct write', async () => {
    const sub = await subUser(['dept:search']);
    await warm(sub.token);
    expect((await call(sub.token, '/dept/tree')).status).toBe(200);
    expect(await permCodes(sub.token)).toEqual(['dept:search']);
    await acme.ok('/admin/update', { id: sub.id, permits: ['cdr:search'] });
    expect((await call(sub.token, '/dept/tree')).status).toBe(403);
    expect((await call(sub.token, '/cdr/page')).status).toBe(200);
    expect(await permCodes(sub.token)).toEqual(['cdr:search']);
    await warm(sub.token);
    await t.server.db
      .insertInto('account_permits')
      .values({ account_id: sub.id, permit_value: 'dept:search' })
      .execute();
    expect((await call(sub.token, '/dept/tree')).status).toBe(200);
  });

  it('a signed-out token is refused at once; another session of the same account is not', async () => {
    const token = await t.login('acme');
    const other = await t.login('acme');
    await warm(token);
    await warm(other);
    expect((await call(token, '/login/logout')).status).toBe(200);
    expect((await userInfo(token)).status).toBe(401);
    expect((await userInfo(other)).status).toBe(200);
  });

  it('an enterprise disabled by a direct write ends its sessions at the next call', async () => {
    const sub = await subUser(['dept:search']);
    await warm(sub.token);
    const { enterprise_id: enterpriseId } = await t.server.db
      .selectFrom('accounts')
      .select('enterprise_id')
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow();
    try {
      await t.server.db
        .updateTable('enterprises')
        .set({ status: 'disabled' })
        .where('id', '=', enterpriseId!)
        .execute();
      expect((await userInfo(sub.token)).status).toBe(401);
    } finally {
      await t.server.db
        .updateTable('enterprises')
        .set({ status: 'active' })
        .where('id', '=', enterpriseId!)
        .execute();
    }
  });

  it('a write inside a transaction is in force once committed', async () => {
    const sub = await subUser(['dept:search']);
    await warm(sub.token);
    await t.server.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('account_permits').where('account_id', '=', sub.id).execute();
    });
    expect((await call(sub.token, '/dept/tree')).status).toBe(403);
  });
});

describe('the clock is judged on every call', () => {
  it('a kept session idle past the limit is expired (1004), not answered from the cache', async () => {
    const token = await t.login('acme');
    await warm(token);
    const { last_seen_at: lastSeenAt } = await t.server.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    // A limit shorter than the touch interval, so the kept entry would still count as fresh for touching.
    const idleMs = 5_000;
    expect((await lookUpSession(t.server.db, token, idleMs, lastSeenAt + 1_000)).kind).toBe('active');
    expect((await lookUpSession(t.server.db, token, idleMs, lastSeenAt + idleMs + 1)).kind).toBe('expired');
  });

  it('a partner token past its hard end is expired although it was kept moments before', async () => {
    const { id } = await t.server.db
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'acme')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const expiresAt = now + 10_000;
    const token = await createSession(t.server.db, id, now, {
      expiresAt,
      origins: ['https://partner.example'],
      keyId: 'cache-test',
    });
    expect((await lookUpSession(t.server.db, token, IDLE_MS(), now + 1)).kind).toBe('active');
    expect(kept(token)).toBeDefined();
    expect((await lookUpSession(t.server.db, token, IDLE_MS(), expiresAt + 1)).kind).toBe('expired');
  });

  it("an enterprise's expiry that passes while its session is kept ends the session", async () => {
    const sub = await subUser(['dept:search']);
    const { enterprise_id: enterpriseId } = await t.server.db
      .selectFrom('accounts')
      .select('enterprise_id')
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow();
    const { expiry: before } = await t.server.db
      .selectFrom('enterprises')
      .select('expiry')
      .where('id', '=', enterpriseId!)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    // Written before the session is kept: what ends it below is the clock alone.
    await t.server.db
      .updateTable('enterprises')
      .set({ expiry: now + 10_000 })
      .where('id', '=', enterpriseId!)
      .execute();
    try {
      await warm(sub.token);
      expect((await lookUpSession(t.server.db, sub.token, IDLE_MS(), now + 10_001)).kind).toBe('missing');
    } finally {
      await t.server.db
        .updateTable('enterprises')
        .set({ expiry: before })
        .where('id', '=', enterpriseId!)
        .execute();
    }
  });

  it('the idle clock is still touched once the touch interval has passed', async () => {
    const token = await t.login('acme');
    await warm(token);
    const lastSeen = async () =>
      (
        await t.server.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const first = await lastSeen();
    const later = first + TOUCH_INTERVAL_MS + 1;
    expect((await lookUpSession(t.server.db, token, IDLE_MS(), later)).kind).toBe('active');
    expect(await lastSeen()).toBe(later);
    // Within the interval of that touch: answered without another write.
    expect((await lookUpSession(t.server.db, token, IDLE_MS(), later + 1_000)).kind).toBe('active');
    expect(await lastSeen()).toBe(later);
  });
});

describe('what is kept', () => {
  it('a handler changing its copy of the session does not change what the next call sees', async () => {
    const token = await t.login('acme');
    const now = Date.now();
    const first = await lookUpSession(t.server.db, token, IDLE_MS(), now);
    if (first.kind !== 'active') throw new Error('not active');
    first.session.role = 'AGECNY';
    first.session.enterpriseId = null;
    const second = await lookUpSession(t.server.db, token, IDLE_MS(), now + 1);
    expect(second).toMatchObject({ kind: 'active', session: { role: 'ENTERPRISE' } });
    expect(second.kind === 'active' && second.session.enterpriseId).not.toBeNull();
  });
});
