import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../support/accounts';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Sign-in abuse (docs/security.md, "Sign-in"): a signed-in caller's password checks are throttled like
 * sign-ins; a locked or disabled account, or a closed enterprise, is named only after the right password; and
 * behind a trusted reverse proxy each client has its own address and the console its public origin.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

const login = (
  server: TestServer,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) =>
  server.client.call('POST', '/login/auth', {
    body: { username, password },
    encrypt: true,
    lang: 'en_US',
    headers,
  });

describe('password checks of a signed-in caller are throttled', () => {
  it('/login/setpassword: after a wrong old password even the right one waits', async () => {
    const acme = demoAccount('acme');
    const token = await t.login('acme');
    const change = (oldPassword: string) =>
      t.client.call('POST', '/login/setpassword', {
        body: { oldPassword, newPassword: 'Another@Pass123' },
        encrypt: true,
        token,
        lang: 'en_US',
      });
    const wrong = await change('Not-the-password-1');
    expect(wrong.envelope.message).toBe(message('en', 'api.oldPasswordWrong'));
    const right = await change(acme.password);
    expect(right.envelope.code).toBe('-1');
    expect(right.envelope.message).toBe(message('en', 'api.hardening.signInThrottled', { seconds: 1 }));
    // The account's sign-in is not held back by the mistyped old password.
    expect((await login(t, 'acme', acme.password)).envelope.code).toBe('0000');
  });

  it('/login/unlock: the same', async () => {
    const token = await t.login('globex');
    const unlock = (password: string) =>
      t.client.call('POST', '/login/unlock', { body: { password }, encrypt: true, token, lang: 'en_US' });
    const wrong = await unlock('Not-the-password-1');
    expect(wrong.envelope).toEqual({ code: '-1', data: null, message: message('en', 'api.passwordWrong') });
    // The lock screen tells the wait from a wrong password by `data` (ThrottledRefusal).
    expect((await unlock(demoAccount('globex').password)).envelope).toEqual({
      code: '-1',
      data: { retryAfterSeconds: 1 },
      message: message('en', 'api.hardening.signInThrottled', { seconds: 1 }),
    });
  });
});

describe('an account is named disabled only after its right password', () => {
  it('a disabled account and a disabled enterprise answer like an unknown name to a wrong password', async () => {
    const { password } = demoAccount('acme-ops');
    await t.server.db
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('username', '=', 'acme-ops')
      .execute();
    const unknown = await login(t, 'nobody-at-all', 'Wrong@1234');
    expect(unknown.envelope.message).toBe(message('en', 'api.loginFailed'));
    expect((await login(t, 'acme-ops', 'Wrong@1234')).envelope.message).toBe(
      message('en', 'api.loginFailed'),
    );
    // The throttle holds the pair for a second after that failure.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(t, 'acme-ops', password)).envelope.message).toBe(
      message('en', 'api.accountDisabled'),
    );

    await t.server.db
      .updateTable('enterprises')
      .set({ status: 'disabled' })
      .where('prefix', '=', '8002')
      .execute();
    expect((await login(t, 'globex', 'Wrong@1234')).envelope.message).toBe(message('en', 'api.loginFailed'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login(t, 'globex', demoAccount('globex').password)).envelope.message).toBe(
      message('en', 'api.enterprises.signInDisabled'),
    );
  });
});

describe('behind a trusted reverse proxy', () => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ trustedProxies: ['127.0.0.1', '::1'], signInPerMinute: 3 });
    direct = await startTestServer({ signInPerMinute: 3 });
  }, 180_000);
  afterAll(async () => {
    await proxied?.stop();
    await direct?.stop();
  });

  it("X-Forwarded-For separates clients: one client's sign-in limit does not stop another", async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let call = 0; call < 3; call += 1)
      expect((await login(proxied, 'stranger', 'Wrong@1234', from('203.0.113.7'))).status).toBe(200);
    expect((await login(proxied, 'stranger', 'Wrong@1234', from('203.0.113.7'))).status).toBe(429);
    const other = await login(proxied, 'admin', demoAccount('admin').password, from('198.51.100.9'));
    expect(other.envelope.code, other.envelope.message).toBe('0000');
    // Without the setting the header is the client's own word, and counts for nothing.
    for (let call = 0; call < 3; call += 1)
      await login(direct, 'stranger', 'Wrong@1234', from(`192.0.2.${call}`));
    expect((await login(direct, 'admin', demoAccount('admin').password, from('198.51.100.9'))).status).toBe(
      429,
    );
  });

  it("X-Forwarded-Host makes the console's own public origin accepted; an untrusted one is not believed", async () => {
    const headers = { Origin: 'https://console.example.com', 'X-Forwarded-Host': 'console.example.com' };
    const accepted = await login(proxied, 'admin', demoAccount('admin').password, {
      ...headers,
      'X-Forwarded-For': '198.51.100.20',
      'X-Forwarded-Proto': 'https',
    });
    expect(accepted.envelope.code, accepted.envelope.message).toBe('0000');
    const foreign = await login(proxied, 'admin', demoAccount('admin').password, {
      Origin: 'https://console.example.com',
      'X-Forwarded-For': '198.51.100.21',
    });
    expect(foreign.status).toBe(403);
    const untrusted = await login(direct, 'admin', demoAccount('admin').password, headers);
    expect(untrusted.status).toBe(403);
  });
});
