// The console's own protocol core (src/core/http + src/core/api) against the real reference server:
// proves both sides agree on sign, encryption, envelope and session rules, not just each with itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthApi } from '../../src/core/api';
import {
  DEV_CRYPTO_IV,
  DEV_CRYPTO_KEY,
  DEV_SIGN_SECRET,
  defaultRuntimeConfig,
  type RuntimeConfig,
} from '../../src/core/config/runtimeConfig';
import { createHttpClient } from '../../src/core/http';
import type { HttpHooks, NoticeKind } from '../../src/core/http/types';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

function consoleClient(locale = 'en') {
  let token: string | undefined;
  const notices: { kind: NoticeKind; text: string }[] = [];
  const events: string[] = [];
  const config: RuntimeConfig = {
    ...defaultRuntimeConfig(),
    apiBase: t.server.url,
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  };
  const hooks: HttpHooks = {
    getToken: () => token,
    getLocale: () => locale,
    translate: (key) => key,
    notifier: {
      message: (kind, text) => notices.push({ kind, text }),
      modal: (kind, _title, text) => notices.push({ kind, text }),
    },
    onSessionTimeout: () => events.push('1004'),
    onUnauthorized: () => events.push('401'),
  };
  const http = createHttpClient({ getConfig: () => config, hooks });
  const api = createAuthApi(http);
  return {
    api,
    http,
    notices,
    events,
    setToken: (value: string | undefined) => {
      token = value;
    },
  };
}

describe('the console core speaks the server protocol', () => {
  it('signs in through the encrypted /login/auth and reads the session with the token', async () => {
    const c = consoleClient();
    const result = await c.api.login({ username: 'acme', password: 'Acme@1234' });
    expect(result.role).toBe('ENTERPRISE');
    expect(result.token).toMatch(/.{20,}/);
    c.setToken(result.token);
    const info = await c.api.getUserInfo();
    expect(info.username).toBe('acme');
    expect(info.enterpriseName).toBe('Acme Logistics');
    expect(await c.api.getPermCode()).toContain('cdr:search');
  });

  it('a wrong password rejects with the server message in the request language', async () => {
    const en = consoleClient('en');
    // Names of their own: a failure makes that (account, address) wait a second (sign-in throttling).
    await expect(en.api.login({ username: 'nobody-en', password: 'nope' })).rejects.toThrow(
      'Wrong account or password',
    );
    const zh = consoleClient('zh_CN');
    await expect(zh.api.login({ username: 'nobody-zh', password: 'nope' })).rejects.toThrow('账号或密码错误');
  });

  it('POSTs without a body (logout, permits, sysinfo) are signed over the empty string and accepted', async () => {
    const c = consoleClient();
    const info = await c.api.getSystemInfo();
    expect(info.version).toBe('2.10.1');
    const { token } = await c.api.login({ username: 'acme-ops', password: 'AcmeOps@123' });
    c.setToken(token);
    const permits = await c.api.getPermits();
    const granted = permits.filter((p) => p.checked).map((p) => p.permitValue);
    expect(granted.sort()).toEqual(
      ['cdr:search', 'change_password:modify_password', 'dept:search', 'localuser:search'].sort(),
    );
    await c.api.logout();
    await expect(c.api.getUserInfo()).rejects.toThrow();
    expect(c.events).toContain('401');
  });

  it('the lock screen password check and the password change travel encrypted', async () => {
    const c = consoleClient();
    const { token } = await c.api.login({ username: 'globex', password: 'Globex@123' });
    c.setToken(token);
    await c.api.unlock('Globex@123');
    await expect(c.api.unlock('wrong')).rejects.toThrow('Wrong password');
    // A wrong password makes this account's next password check from this address wait a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(c.api.setPassword({ oldPassword: 'Globex@123', newPassword: 'short' })).rejects.toThrow(
      'The new password needs at least 8 characters',
    );
    await c.api.setPassword({ oldPassword: 'Globex@123', newPassword: 'Globex@456!' });
    const again = consoleClient();
    await expect(again.api.login({ username: 'globex', password: 'Globex@456!' })).resolves.toMatchObject({
      role: 'ENTERPRISE',
    });
  });

  it('back-mode menus list only the role’s own groups', async () => {
    const c = consoleClient();
    const { token } = await c.api.login({ username: 'admin', password: 'Admin@123' });
    c.setToken(token);
    const names = (await c.api.getMenuList()).map((menu) => menu.name);
    expect(names).toContain('system');
    expect(names).not.toContain('org');
  });
});
