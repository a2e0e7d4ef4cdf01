import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EXPIRED_SESSION_KEPT_MS, lookUpSession } from '../../server/security/sessions';
import { hashToken } from '../../server/security/tokens';
import { realtimeProtocols, SESSION_ENDED_CLOSE_CODE } from '../../src/contract/monitor';
import { message } from './support/messages';
import { signInHelpers } from './support/signInHelpers';
import { startTestServer, type TestServer } from './support/testServer';

/*
 * A session's life: signing out, the idle clock (moved at most every 30 s, never by a late request), a
 * password change, and unlocking the lock screen with the account password.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());
const { forgetWaits, login } = signInHelpers(() => t);

describe('POST /login/logout', () => {
  it('ends the session: the token no longer works, and the operation log has the row', async () => {
    const token = await t.login('admin');
    expect((await t.client.call('POST', '/login/logout', { token })).envelope).toEqual({
      code: '0000',
      data: null,
      message: '',
    });
    const after = await t.client.call('GET', '/getUserInfo', { token });
    expect(after.status).toBe(401);
    const rows = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'logout')
      .execute();
    expect(rows.some((row) => row.account === 'admin' && row.result === 'success')).toBe(true);
  });
});

describe('idle sessions', () => {
  it('a request moves the idle clock only once it is 30 s old (no write per request)', async () => {
    const token = await t.login('acme');
    const seenAt = async () =>
      (
        await t.server.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const setSeenAt = (value: number) =>
      t.server.db
        .updateTable('sessions')
        .set({ last_seen_at: value })
        .where('token_hash', '=', hashToken(token))
        .execute();
    const recent = Date.now() - 10_000;
    await setSeenAt(recent);
    expect((await t.client.call('GET', '/getUserInfo', { token })).envelope.code).toBe('0000');
    expect(await seenAt()).toBe(recent);
    await setSeenAt(Date.now() - 40_000);
    expect((await t.client.call('GET', '/getUserInfo', { token })).envelope.code).toBe('0000');
    expect(Date.now() - (await seenAt())).toBeLessThan(20_000);
  });

  const age = (token: string, idleMs: number) =>
    t.server.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - idleMs })
      .where('token_hash', '=', hashToken(token))
      .execute();
  const idleLimit = () => t.server.config.sessionIdleMinutes * 60_000;

  it('an idle token keeps answering 1004 within a day of expiring, without being touched back to life', async () => {
    const token = await t.login('globex');
    await age(token, idleLimit() + 60_000);
    for (let call = 0; call < 3; call += 1)
      expect((await t.client.call('GET', '/getUserInfo', { token })).envelope.code).toBe('1004');
  });

  it('a token idle past its 1004 day is forgotten: 401, and the next sign-in purges such rows', async () => {
    const stale = await t.login('globex');
    const forgotten = await t.login('globex');
    const pastWindow = idleLimit() + EXPIRED_SESSION_KEPT_MS + 60_000;
    await age(stale, pastWindow);
    await age(forgotten, pastWindow);
    expect((await t.client.call('GET', '/getUserInfo', { token: forgotten })).status).toBe(401);
    await t.login('acme');
    const left = await t.server.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', [hashToken(stale), hashToken(forgotten)])
      .execute();
    expect(left).toEqual([]);
  });

  it('a request in flight while its session expires does not touch it back to life', async () => {
    const token = await t.login('globex');
    const tokenHash = hashToken(token);
    let ageing: Promise<unknown> | null = null;
    // The session expires between the request's read of it and its touch, as when the idle limit or an
    // administrator's change lands while a call is on its way. The ageing starts once the session row is
    // read and is awaited before the next result (the account's): on SQLite's one connection it queues
    // behind the read, so awaiting it inside the read would deadlock.
    const racing = t.server.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (ageing) await ageing;
        else if (args.result.rows.length > 0) ageing = age(token, idleLimit() + 60_000);
        return args.result;
      },
    });
    const lookup = await lookUpSession(racing, token, idleLimit(), Date.now());
    expect(lookup.kind).toBe('active');
    expect(ageing).not.toBeNull();
    expect((await t.client.call('GET', '/getUserInfo', { token })).envelope.code).toBe('1004');
    const row = await t.server.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    expect(Date.now() - row.last_seen_at).toBeGreaterThan(idleLimit());
  });
});

describe('POST /login/setpassword', () => {
  const setPassword = (token: string, body: Record<string, string>, lang = 'zh_CN') =>
    t.client.call('POST', '/login/setpassword', { token, body, encrypt: true, lang });

  it.each([
    ['Ab1!', 'validation.passwordMinLength'],
    ['ABCDEFG1!', 'validation.passwordLower'],
    ['abcdefg1!', 'validation.passwordUpper'],
    ['Abcdefgh!', 'validation.passwordDigit'],
    ['Abcdefgh1', 'validation.passwordSymbol'],
    ['Acme@1234', 'validation.passwordSameAsOld'],
  ])('a weak new password "%s" is refused with %s', async (newPassword, key) => {
    const token = await t.login('acme');
    for (const [lang, locale] of [
      ['zh_CN', 'zh_CN'],
      ['en_US', 'en'],
    ] as const) {
      const result = await setPassword(token, { oldPassword: 'Acme@1234', newPassword }, lang);
      expect(result.status).toBe(400);
      expect(result.envelope).toEqual({ code: '-1', data: null, message: message(locale, key) });
    }
  });

  it('a wrong old password is refused and logged as a failed operation', async () => {
    const token = await t.login('acme');
    const result = await setPassword(
      token,
      { oldPassword: 'Wrong@1234', newPassword: 'Better@Pass1' },
      'en_US',
    );
    expect(result.envelope).toEqual({
      code: '-1',
      data: null,
      message: message('en', 'api.oldPasswordWrong'),
    });
    const rows = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'setPassword')
      .where('result', '=', 'failure')
      .execute();
    expect(rows.map((row) => row.account)).toContain('acme');
  });

  it('a valid change succeeds, is logged, and the new password signs in while the old one does not', async () => {
    const token = await t.login('acme-ops');
    const other = await t.login('acme-ops');
    // The other sign-in's socket closes with the change, not at the next periodic session check.
    const socket = new WebSocket(`${t.server.wsUrl}/`, realtimeProtocols(other));
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const result = await setPassword(token, { oldPassword: 'AcmeOps@123', newPassword: 'NewOps#2024' });
    expect(result.status).toBe(200);
    expect(result.headers.get('mode')).toBe('encrypt');
    expect(result.data).toBeNull();
    expect((await login('acme-ops', 'AcmeOps@123')).envelope.code).toBe('-1');
    await forgetWaits();
    expect((await login('acme-ops', 'NewOps#2024')).envelope.code).toBe('0000');
    // The current session stays; other sessions of the account end.
    expect((await t.client.call('GET', '/getUserInfo', { token })).status).toBe(200);
    expect((await t.client.call('GET', '/getUserInfo', { token: other })).status).toBe(401);
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
    const rows = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'setPassword')
      .where('result', '=', 'success')
      .execute();
    expect(rows.map((row) => [row.account, row.enterprise_id !== null])).toContainEqual(['acme-ops', true]);
    // Put the demo password back for the other tests of this file.
    const back = await setPassword(token, { oldPassword: 'NewOps#2024', newPassword: 'AcmeOps@123' });
    expect(back.envelope.code).toBe('0000');
  });
});

describe('POST /login/unlock', () => {
  it('accepts the account password and refuses another', async () => {
    const token = await t.login('admin');
    const ok = await t.client.call('POST', '/login/unlock', {
      token,
      body: { password: 'Admin@123' },
      encrypt: true,
    });
    expect(ok.envelope.code).toBe('0000');
    const wrong = await t.client.call('POST', '/login/unlock', {
      token,
      body: { password: 'Nope' },
      encrypt: true,
      lang: 'en_US',
    });
    expect(wrong.envelope).toEqual({ code: '-1', data: null, message: message('en', 'api.passwordWrong') });
  });
});
