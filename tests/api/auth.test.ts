import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EXPIRED_SESSION_KEPT_MS, lookUpSession } from '../../server/security/sessions';
import { hashToken } from '../../server/security/tokens';
import { type BackMenu, loginResultSchema, systemInfoSchema, userInfoSchema } from '../../src/contract';
import { realtimeProtocols, SESSION_ENDED_CLOSE_CODE } from '../../src/contract/monitor';
import {
  ACME,
  DEMO_ACCOUNTS,
  demoAccount,
  expectedPermits,
  GLOBEX,
  SUB_USER_GRANTS,
} from './support/accounts';
import { decrypt } from './support/apiClient';
import { message } from './support/messages';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());
// A failed sign-in makes its (account, address) wait; no test inherits another's wait.
const forgetWaits = () => t.server.db.deleteFrom('sign_in_throttles').execute();
afterEach(forgetWaits);

const login = (username: string, password: string, lang = 'zh_CN') =>
  t.client.call('POST', '/login/auth', { body: { username, password }, encrypt: true, lang });

describe('POST /login/auth', () => {
  it('answers encrypted: response header mode is encrypt and data decrypts to the login result', async () => {
    const result = await login('acme', 'Acme@1234');
    expect(result.status).toBe(200);
    expect(result.headers.get('mode')).toBe('encrypt');
    expect(result.envelope.code).toBe('0000');
    expect(typeof result.envelope.data).toBe('string');
    const plain = JSON.parse(decrypt(result.envelope.data as string, t.client.secrets));
    const parsed = loginResultSchema.parse(plain);
    expect(parsed.role).toBe('ENTERPRISE');
    expect(parsed.wsport).toBe(t.server.config.wsPort);
    expect(parsed.enterprisePrefix).toBe(ACME.prefix);
    expect(parsed.userInfo.enterpriseName).toBe(ACME.name);
    expect(parsed.userInfo.roles).toEqual([
      { roleName: message('zh_CN', 'roles.ENTERPRISE'), value: 'ENTERPRISE' },
    ]);
    expect(parsed.token).toMatch(/^[\w-]{40,}$/);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))(
    'the seeded account %s signs in with its role and permits',
    async (_name, account) => {
      const result = await login(account.username, account.password);
      const data = loginResultSchema.parse(result.data);
      expect(data.role).toBe(account.role);
      expect([...data.permits].sort()).toEqual(expectedPermits(account));
      expect(data.enterprisePrefix).toBe(account.enterprise?.prefix);
    },
  );

  it('a wrong password answers -1 with the wrong-account-or-password message', async () => {
    const zh = await login('admin', 'Wrong@123');
    expect(zh.status).toBe(200);
    expect(zh.envelope).toEqual({ code: '-1', data: null, message: message('zh_CN', 'api.loginFailed') });
    const en = await login('nobody-here', 'Wrong@123', 'en_US');
    expect(en.envelope.message).toBe(message('en', 'api.loginFailed'));
  });

  // Throttling per (account, address) instead of a lock-out. Time is moved by editing the pair's row.
  const throttle = (account: string) =>
    t.server.db.selectFrom('sign_in_throttles').selectAll().where('account', '=', account).execute();
  const endWait = (account: string) =>
    t.server.db
      .updateTable('sign_in_throttles')
      .set({ blocked_until: Date.now() - 1 })
      .where('account', '=', account)
      .execute();

  it('a failure makes this account and address wait, with a clear message, the right password too', async () => {
    const { password } = demoAccount('globex');
    expect((await login('globex', 'Wrong@1234', 'en_US')).envelope.message).toBe(
      message('en', 'api.loginFailed'),
    );
    for (const [lang, locale] of [
      ['en_US', 'en'],
      ['zh_CN', 'zh_CN'],
    ] as const) {
      const waiting = await login('globex', password, lang);
      expect(waiting.envelope.code).toBe('-1');
      expect(waiting.envelope.message).toBe(message(locale, 'api.hardening.signInThrottled', { seconds: 1 }));
    }
    await endWait('globex');
    expect((await login('globex', password)).envelope.code).toBe('0000');
  });

  it('the wait doubles with each failure in a row, up to five minutes', async () => {
    const waits: number[] = [];
    for (let failure = 1; failure <= 11; failure += 1) {
      await endWait('agency');
      await login('agency', 'Wrong@1234');
      const [row] = await throttle('agency');
      expect(row?.failures).toBe(failure);
      const waiting = await login('agency', 'Wrong@1234', 'en_US');
      const seconds = Number(/(\d+) s\./.exec(waiting.envelope.message)?.[1]);
      waits.push(seconds);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    await endWait('agency');
  });

  it('a success forgets the failures: the next failure waits one second again', async () => {
    for (let failure = 0; failure < 3; failure += 1) {
      await endWait('agency');
      await login('agency', 'Wrong@1234');
    }
    await endWait('agency');
    expect((await login('agency', demoAccount('agency').password)).envelope.code).toBe('0000');
    expect(await throttle('agency')).toEqual([]);
    await login('agency', 'Wrong@1234');
    expect((await throttle('agency'))[0]?.failures).toBe(1);
    await endWait('agency');
  });

  it('nobody can lock admin out: failures from another address never stop the right password here', async () => {
    for (let failure = 0; failure < 6; failure += 1) {
      await endWait('admin');
      await login('admin', 'Wrong@1234');
    }
    // Those failures came from elsewhere: the pair now belongs to another address, still waiting minutes.
    await t.server.db
      .updateTable('sign_in_throttles')
      .set({ ip: '203.0.113.9', blocked_until: Date.now() + 300_000 })
      .where('account', '=', 'admin')
      .execute();
    expect((await login('admin', demoAccount('admin').password)).envelope.code).toBe('0000');
    expect((await throttle('admin')).map((row) => row.ip)).toEqual(['203.0.113.9']);
  });

  it('unknown account names are throttled the same way, and every try is logged', async () => {
    await login('nobody-at-all', 'Wrong@1234');
    const waiting = await login('nobody-at-all', 'Wrong@1234', 'en_US');
    expect(waiting.envelope.message).toBe(message('en', 'api.hardening.signInThrottled', { seconds: 1 }));
    const operations = await t.server.db
      .selectFrom('operation_log')
      .select(['action', 'result'])
      .where('account', '=', 'nobody-at-all')
      .orderBy('id')
      .execute();
    expect(operations).toEqual([
      { action: 'login:failed', result: 'failure' },
      { action: 'login:throttled', result: 'failure' },
    ]);
    const history = await t.server.db
      .selectFrom('login_history')
      .select('failure_reason')
      .where('account', '=', 'nobody-at-all')
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.failure_reason)).toEqual(['unknownAccount', 'throttled']);
  });

  it('every attempt is written to the login history with its result and reason', async () => {
    const before = await t.server.db
      .selectFrom('login_history')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    await login('acme-ops', 'Wrong@1234');
    await forgetWaits();
    await login('acme-ops', 'AcmeOps@123');
    await login('ghost', 'Wrong@1234');
    const rows = await t.server.db
      .selectFrom('login_history')
      .selectAll()
      .where('account', 'in', ['acme-ops', 'ghost'])
      .where('id', '>', Number(before.last ?? 0))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.account, row.result, row.failure_reason])).toEqual([
      ['acme-ops', 'failure', 'wrongPassword'],
      ['acme-ops', 'success', null],
      ['ghost', 'failure', 'unknownAccount'],
    ]);
    const success = rows[1]!;
    expect(success.enterprise_id).not.toBeNull();
    expect(success.client_type).toBe('web');
    expect(success.ip).toBe('127.0.0.1');
    expect(success.user_agent).not.toBe('');
    expect(success.time).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the advanced-config default', () => {
  it("is on in admin's user info (the seed) and absent for the other accounts", async () => {
    const admin = await t.client.call('GET', '/getUserInfo', { token: await t.sharedToken('admin') });
    expect(admin.data).toMatchObject({ showAdvancedConfig: true });
    const acme = await t.client.call('GET', '/getUserInfo', { token: await t.sharedToken('acme') });
    expect(acme.data).not.toHaveProperty('showAdvancedConfig');
  });
});

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

describe('permission calls', () => {
  it('POST /login/permits lists the sub-user grants as checked items and the rest unchecked', async () => {
    const token = await t.login('acme-ops');
    const result = await t.client.call('POST', '/login/permits', { token });
    const items = (result.data as { permits: { checked: boolean; permitValue: string }[] }).permits;
    expect(
      items
        .filter((item) => item.checked)
        .map((item) => item.permitValue)
        .sort(),
    ).toEqual([...SUB_USER_GRANTS].sort());
    expect(items.some((item) => !item.checked && item.permitValue === 'cdr:delete')).toBe(true);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))(
    'GET /getPermCode answers the codes of %s',
    async (_name, account) => {
      const token = await t.login(account.username);
      const result = await t.client.call('GET', '/getPermCode', { token });
      expect([...(result.data as string[])].sort()).toEqual(expectedPermits(account));
    },
  );

  it('GET /getUserInfo answers the session user with its enterprise', async () => {
    const token = await t.login('globex');
    const info = userInfoSchema.parse(
      (await t.client.call('GET', '/getUserInfo', { token, lang: 'en_US' })).data,
    );
    expect(info).toMatchObject({
      username: 'globex',
      enterprisePrefix: GLOBEX.prefix,
      enterpriseName: GLOBEX.name,
      roles: [{ roleName: message('en', 'roles.ENTERPRISE'), value: 'ENTERPRISE' }],
    });
  });
});

describe('GET /getMenuList', () => {
  const names = (menus: BackMenu[]): string[] =>
    menus.flatMap((menu) => [menu.name, ...names(menu.children ?? [])]);
  const menuOf = async (username: string) => {
    const token = await t.login(username);
    return (await t.client.call('GET', '/getMenuList', { token })).data as BackMenu[];
  };

  it('an admin gets the admin groups, sorted by orderNo, without the advanced-config group by default', async () => {
    const menu = await menuOf('admin');
    expect(menu.map((entry) => entry.name)).toEqual([
      'Dashboard',
      'account',
      'security-audits',
      'system',
      'user',
    ]);
    expect(names(menu)).not.toContain('cdr');
  });

  it('an enterprise administrator gets the enterprise groups including enterprise admin management', async () => {
    const menu = await menuOf('acme');
    expect(menu.map((entry) => entry.name)).toEqual([
      'Dashboard',
      'app-mgr',
      'data-mgr',
      'org',
      'enterprise-user',
    ]);
    expect(names(menu)).toContain('admin');
  });

  it('a sub-user sees the overview and only the routes it holds :search for (docs/behaviour.md#validation)', async () => {
    const menu = await menuOf('acme-ops');
    expect(names(menu).sort()).toEqual(
      [
        'Dashboard',
        'overview',
        'data-mgr',
        'cdr',
        'org',
        'dept',
        'localuser',
        'enterprise-user',
        'change_password',
      ].sort(),
    );
  });

  it('an agency gets account management with the enterprise list, and its own password', async () => {
    const menu = await menuOf('agency');
    expect(menu.map((entry) => entry.name)).toEqual(['account', 'own-user']);
    expect(menu[0]?.children?.map((entry) => entry.name)).toEqual(['enterprise']);
    expect(menu[1]?.children?.map((entry) => entry.path)).toEqual(['setPassword']);
  });
});

describe('POST /sysinfo/get', () => {
  it('answers the web title per language, the version, the sign-in methods and wsport', async () => {
    const zh = systemInfoSchema.parse((await t.client.call('POST', '/sysinfo/get')).data);
    expect(zh).toEqual({
      webTitle: message('zh_CN', 'sys.title'),
      version: '2.10.1',
      // The demo seed turns every sign-in variant on (tests/api/auth/loginVariants.test.ts switches them).
      loginMethods: { register: true, forgotPassword: true, mobile: true, qrCode: true },
      wsport: t.server.config.wsPort,
    });
    const en = systemInfoSchema.parse((await t.client.call('POST', '/sysinfo/get', { lang: 'en_US' })).data);
    expect(en.webTitle).toBe('Dispatch Console');
  });
});
