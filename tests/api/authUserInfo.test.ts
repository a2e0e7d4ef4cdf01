import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackMenu, systemInfoSchema, userInfoSchema } from '../../src/contract';
import { DEMO_ACCOUNTS, expectedPermits, GLOBEX, SUB_USER_GRANTS } from './support/accounts';
import { message } from './support/messages';
import { startTestServer, type TestServer } from './support/testServer';

/*
 * What a signed-in console asks first: the user info (with the advanced-config default), the grants and
 * permission codes, the back-mode menu of each role, and the system info.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

describe('the advanced-config default', () => {
  it("is on in admin's user info (the seed) and absent for the other accounts", async () => {
    const admin = await t.client.call('GET', '/getUserInfo', { token: await t.sharedToken('admin') });
    expect(admin.data).toMatchObject({ showAdvancedConfig: true });
    const acme = await t.client.call('GET', '/getUserInfo', { token: await t.sharedToken('acme') });
    expect(acme.data).not.toHaveProperty('showAdvancedConfig');
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
