import { describe, expect, it } from 'vitest';
import { createHarness, loginResult, userInfo } from './fakes';

describe('UserStore.signInWith: a login answer from a sign-in variant (docs/behaviour.md#screens-and-routes, docs/behaviour.md#states)', () => {
  it('stores token, websocket port, user info and roles like a password sign-in, without calling the login API', async () => {
    const { root, api, cache, routeRegistry, navigator } = createHarness();
    await root.user.signInWith(
      loginResult('NORMAL', {
        token: 'from-qr',
        wsport: 9100,
        userInfo: userInfo('NORMAL', { homePath: '/about/index' }),
      }),
    );
    expect(api.login).not.toHaveBeenCalled();
    expect(root.user.token).toBe('from-qr');
    expect(cache.getLocal('TOKEN')).toBe('from-qr');
    expect(root.user.wsport).toBe(9100);
    expect(root.user.roles).toEqual(['NORMAL']);
    expect(routeRegistry.addRoutes).toHaveBeenCalledOnce();
    expect(navigator.path).toBe('/about/index');
  });

  it('goHome false builds the routes and leaves moving on to the login gate', async () => {
    const { root, navigator, routeRegistry } = createHarness();
    await root.user.signInWith(loginResult('ENTERPRISE'), { goHome: false });
    expect(root.user.token).toBe('token-ENTERPRISE');
    expect(routeRegistry.addRoutes).toHaveBeenCalledOnce();
    expect(navigator.visits).toEqual([]);
  });
});
