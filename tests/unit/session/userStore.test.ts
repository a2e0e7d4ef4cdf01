import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WS_PORT } from '../../../src/core/config/constants';
import { userInfoFromLogin } from '../../../src/core/session';
import { createHarness, loginResult, userInfo } from './fakes';

const credentials = { username: 'admin', password: 'secret' };

describe('UserStore login (docs/behaviour.md#states)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores token and websocket port, builds user info and extracts roles', async () => {
    const { root, cache } = createHarness({ role: 'ENTERPRISE' });
    await root.user.login(credentials);
    expect(root.user.token).toBe('token-ENTERPRISE');
    expect(root.user.wsport).toBe(9000);
    expect(root.user.roles).toEqual(['ENTERPRISE']);
    expect(root.user.userInfo?.username).toBe('enterprise');
    expect(cache.getLocal('TOKEN')).toBe('token-ENTERPRISE');
    expect(cache.getLocal('WS_PORT')).toBe(9000);
    expect(cache.getLocal('ROLES')).toEqual([{ roleName: 'ENTERPRISE', value: 'ENTERPRISE' }]);
    expect(cache.getLocal('USER_INFO')).toMatchObject({ username: 'enterprise' });
  });

  it('builds dynamic routes once and goes to the home path', async () => {
    const { root, navigator, routeRegistry } = createHarness();
    await root.user.login(credentials);
    await root.user.login(credentials);
    expect(routeRegistry.addRoutes).toHaveBeenCalledOnce();
    expect(root.permission.isDynamicAddedRoute).toBe(true);
    expect(navigator.visits).toEqual(['/dashboard', '/dashboard']);
  });

  it("the user's own home path comes first", async () => {
    const { root, api, navigator } = createHarness();
    api.login.mockResolvedValue(
      loginResult('ADMIN', { userInfo: userInfo('ADMIN', { homePath: '/system/dialplan' }) }),
    );
    await root.user.login(credentials);
    expect(navigator.path).toBe('/system/dialplan');
  });

  it('goHome false builds routes but stays on the page', async () => {
    const { root, navigator, routeRegistry } = createHarness();
    await root.user.login(credentials, { goHome: false });
    expect(routeRegistry.addRoutes).toHaveBeenCalledOnce();
    expect(navigator.visits).toEqual([]);
  });

  it('a session-timeout re-login clears the timeout flag and does not navigate', async () => {
    const { root, navigator, routeRegistry } = createHarness();
    root.user.setSessionTimeout(true);
    await root.user.login(credentials);
    expect(root.user.sessionTimeout).toBe(false);
    expect(navigator.visits).toEqual([]);
    expect(routeRegistry.addRoutes).not.toHaveBeenCalled();
  });

  it('login failure: the error is passed to the caller', async () => {
    const { root, api } = createHarness();
    api.login.mockRejectedValue(new Error('Wrong account or password'));
    await expect(root.user.login(credentials, { mode: 'none' })).rejects.toThrow('Wrong account or password');
    expect(api.login).toHaveBeenCalledWith(credentials, { errorMessageMode: 'none' });
    expect(root.user.token).toBeUndefined();
  });

  it('roles come from the login role when the user info lists none', () => {
    const info = userInfoFromLogin(
      loginResult('ENTERPRISE_CHILDUSER', {
        permits: ['cdr:search'],
        enterprisePrefix: 'acme',
        userInfo: userInfo('ENTERPRISE_CHILDUSER', { roles: [] }),
      }),
    );
    expect(info.roles).toEqual([{ roleName: 'ENTERPRISE_CHILDUSER', value: 'ENTERPRISE_CHILDUSER' }]);
    expect(info.permits).toEqual(['cdr:search']);
    expect(info.enterprisePrefix).toBe('acme');
  });
});

describe('UserStore logout and expiry (docs/behaviour.md#states, docs/behaviour.md#errors)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logout: token, websocket port, timeout flag and user info are cleared; optionally to /login', async () => {
    const { root, api, cache, navigator } = createHarness();
    await root.user.login(credentials);
    root.user.setSessionTimeout(true);
    await root.user.logout(true);
    expect(api.logout).toHaveBeenCalledOnce();
    expect(root.user.token).toBeUndefined();
    expect(root.user.wsport).toBe(DEFAULT_WS_PORT);
    expect(root.user.sessionTimeout).toBe(false);
    expect(root.user.userInfo).toBeNull();
    expect(cache.getLocal('TOKEN')).toBeNull();
    expect(cache.getLocal('USER_INFO')).toBeNull();
    expect(navigator.path).toBe('/login');
  });

  it('logout without goLogin stays on the page', async () => {
    const { root, navigator } = createHarness();
    root.user.useToken('t');
    await root.user.logout();
    expect(navigator.visits).toEqual([]);
  });

  it('logout failure: logged, logout continues', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root, api } = createHarness();
    root.user.useToken('t');
    api.logout.mockRejectedValue(new Error('down'));
    await root.user.logout(true);
    expect(warn).toHaveBeenCalled();
    expect(root.user.token).toBeUndefined();
  });

  it('code 1004 clears the token and logs out', async () => {
    const { root, api, navigator } = createHarness();
    root.user.useToken('t');
    await root.user.handleSessionTimeout();
    expect(root.user.token).toBeUndefined();
    // The token is gone before logout, so no server call is made with a dead session.
    expect(api.logout).not.toHaveBeenCalled();
    expect(navigator.path).toBe('/login');
  });

  it('HTTP 401 clears the token and logs out when the setting is route jump (the default)', async () => {
    const { root, navigator } = createHarness();
    root.user.useToken('t');
    await root.user.handleUnauthorized();
    expect(root.user.token).toBeUndefined();
    expect(root.user.sessionTimeout).toBe(false);
    expect(navigator.path).toBe('/login');
  });

  it('HTTP 401 clears the token and shows the session-timeout cover when the setting is page cover', async () => {
    const { root, navigator, cache } = createHarness();
    root.app.setProjectConfig({ sessionTimeoutProcessing: 'PAGE_COVERAGE' });
    root.user.useToken('t');
    await root.user.handleUnauthorized();
    expect(root.user.token).toBeUndefined();
    expect(root.user.sessionTimeout).toBe(true);
    expect(cache.getLocal('SESSION_TIMEOUT')).toBe(true);
    expect(navigator.visits).toEqual([]);
  });
});

describe('UserStore state', () => {
  it('session pieces are read back from the cache', () => {
    const { root } = createHarness({
      prepare: (cache) => {
        cache.setLocal('TOKEN', 'kept');
        cache.setLocal('USER_INFO', userInfo('ENTERPRISE'));
        cache.setLocal('ROLES', [{ roleName: 'ENTERPRISE', value: 'ENTERPRISE' }]);
        cache.setLocal('WS_PORT', 7000);
        cache.setLocal('LAST_UPDATE_TIME', 42);
      },
    });
    expect(root.user.token).toBe('kept');
    expect(root.user.roles).toEqual(['ENTERPRISE']);
    expect(root.user.wsport).toBe(7000);
    expect(root.user.lastUpdateTime).toBe(42);
  });

  it('the websocket port defaults to 8012', () => {
    expect(createHarness().root.user.wsport).toBe(8012);
  });

  it('getUserInfo loads user info and roles from the API and stamps the update time', async () => {
    const { root, cache } = createHarness({ role: 'ENTERPRISE', deps: { clock: fixedClock(1234) } });
    await root.user.getUserInfo();
    expect(root.user.roles).toEqual(['ENTERPRISE']);
    expect(root.user.lastUpdateTime).toBe(1234);
    expect(cache.getLocal('LAST_UPDATE_TIME')).toBe(1234);
  });

  it('useToken adopts a token a portal already holds', () => {
    const { root, cache } = createHarness();
    root.user.useToken('portal-token');
    expect(root.user.token).toBe('portal-token');
    expect(cache.getLocal('TOKEN')).toBe('portal-token');
  });

  it('the home path defaults to /dashboard', () => {
    expect(createHarness().root.user.homePath).toBe('/dashboard');
  });
});

function fixedClock(now: number) {
  return { now: () => now, setTimeout: () => 0, clearTimeout: () => {} };
}
