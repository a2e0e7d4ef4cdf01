import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackMenu } from '../../../src/contract';
import { MENU_LOADING_MESSAGE_MS } from '../../../src/core/config/constants';
import { flattenMenus } from '../../../src/core/routes';
import { createHarness, userInfo } from './fakes';

function signIn(
  harness: ReturnType<typeof createHarness>,
  role: Parameters<typeof userInfo>[0],
  permits: string[] = [],
) {
  harness.root.user.setToken('t');
  harness.root.user.setUserInfo(userInfo(role, { permits }));
  harness.root.user.setRoleList([{ roleName: role, value: role }]);
}

const menuNames = (harness: ReturnType<typeof createHarness>) =>
  flattenMenus(harness.root.permission.menus).map((entry) => entry.name);

describe('PermissionStore role mode (docs/behaviour.md#states, docs/behaviour.md#roles-and-permissions)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('role mode is the configured mode', () => {
    expect(createHarness().root.permission.mode).toBe('ROLE');
  });

  it('in role mode the login permit codes are refreshed first: items with checked true and non-null permitValue', async () => {
    const harness = createHarness();
    signIn(harness, 'ENTERPRISE_CHILDUSER', ['stale:search']);
    harness.api.getPermits.mockResolvedValue([
      { checked: true, permitValue: 'cdr:search' },
      { checked: false, permitValue: 'sos:search' },
      { checked: true, permitValue: null },
    ]);
    await harness.root.permission.buildRoutes();
    expect(harness.root.permission.permCodeList).toEqual(['cdr:search']);
  });

  it('a sub-user gets the permission-filtered subset of enterprise menus', async () => {
    const harness = createHarness();
    signIn(harness, 'ENTERPRISE_CHILDUSER');
    harness.api.getPermits.mockResolvedValue([{ checked: true, permitValue: 'cdr:search' }]);
    const routes = await harness.root.permission.buildRoutes();
    expect(routes.map((route) => route.name)).toEqual(['Dashboard', 'data-mgr', 'Reference']);
    expect(menuNames(harness)).toEqual(['Dashboard', 'overview', 'data-mgr', 'cdr']);
  });

  it('the advanced-config menu appears only with the flag set, and the flag is stored', async () => {
    const harness = createHarness();
    signIn(harness, 'ADMIN');
    await harness.root.permission.buildRoutes();
    expect(menuNames(harness)).not.toContain('advanced-config');
    harness.root.permission.setShowAdvancedConfig(true);
    await harness.root.permission.buildRoutes();
    expect(menuNames(harness)).toContain('advanced-config');
    expect(harness.cache.getLocal('SHOW_ADVANCED_CONFIG')).toBe(true);
  });

  it('the advanced-config flag defaults to the project setting when none is stored', () => {
    const harness = createHarness({
      prepare: (cache) => cache.setLocal('PROJECT_CONFIG', { showAdvancedConfig: true }),
    });
    expect(harness.root.permission.showAdvancedConfig).toBe(true);
    expect(createHarness().root.permission.showAdvancedConfig).toBe(false);
  });

  it("the account's own default applies when this browser stored no choice, and a stored choice wins", () => {
    const fresh = createHarness();
    fresh.root.permission.adoptAccountDefault(true);
    expect(fresh.root.permission.showAdvancedConfig).toBe(true);
    fresh.root.permission.adoptAccountDefault(undefined);
    expect(fresh.root.permission.showAdvancedConfig).toBe(false);
    const chosen = createHarness({ prepare: (cache) => cache.setLocal('SHOW_ADVANCED_CONFIG', false) });
    chosen.root.permission.adoptAccountDefault(true);
    expect(chosen.root.permission.showAdvancedConfig).toBe(false);
  });

  it("a kept user info's account default shows the advanced-config menu at the next build", async () => {
    const harness = createHarness();
    signIn(harness, 'ADMIN');
    harness.root.user.setUserInfo({ ...userInfo('ADMIN'), showAdvancedConfig: true });
    await harness.root.permission.buildRoutes();
    expect(menuNames(harness)).toContain('advanced-config');
    expect(harness.cache.getLocal('SHOW_ADVANCED_CONFIG') ?? undefined).toBeUndefined();
  });

  it('rebuildRoutes applies a changed flag to the router', async () => {
    const harness = createHarness();
    signIn(harness, 'ADMIN');
    await harness.root.permission.ensureRoutes();
    harness.root.permission.setShowAdvancedConfig(true);
    await harness.root.permission.rebuildRoutes();
    expect(harness.routeRegistry.resetRoutes).toHaveBeenCalledOnce();
    expect(harness.routeRegistry.addRoutes.mock.calls[1][0].map((r: { name: string }) => r.name)).toContain(
      'advanced-config',
    );
  });

  it('permit fetch failure: logged, empty menu used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const harness = createHarness();
    signIn(harness, 'ADMIN');
    harness.api.getPermits.mockRejectedValue(new Error('down'));
    const routes = await harness.root.permission.buildRoutes();
    // Only the system reference pages, which need no permit.
    expect(routes.map((route) => route.name)).toEqual(['Reference']);
    expect(harness.root.permission.menus).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('permission data is cached', async () => {
    const harness = createHarness({
      deps: { clock: { now: () => 99, setTimeout: () => 0, clearTimeout: () => {} } },
    });
    signIn(harness, 'ENTERPRISE');
    harness.api.getPermits.mockResolvedValue([{ checked: true, permitValue: 'cdr:export' }]);
    await harness.root.permission.buildRoutes();
    expect(harness.cache.getLocal('PERMISSION')).toMatchObject({
      permCodeList: ['cdr:export'],
      lastBuildMenuTime: 99,
    });
    const reloaded = createHarness({
      prepare: (cache) => cache.setLocal('PERMISSION', harness.cache.getLocal('PERMISSION')),
    });
    expect(reloaded.root.permission.permCodeList).toEqual(['cdr:export']);
    expect(flattenMenus(reloaded.root.permission.frontMenuList).map((m) => m.name)).toContain('cdr');
  });

  it('role mode checks hasPermission against the code list', async () => {
    const harness = createHarness();
    signIn(harness, 'ENTERPRISE');
    harness.api.getPermits.mockResolvedValue([{ checked: true, permitValue: 'cdr:export' }]);
    await harness.root.permission.buildRoutes();
    expect(harness.root.permission.hasPermission('cdr:export')).toBe(true);
    expect(harness.root.permission.hasPermission(['cdr:delete', 'cdr:export'])).toBe(true);
    expect(harness.root.permission.hasPermission('ENTERPRISE')).toBe(false);
    expect(harness.root.permission.hasPermission(undefined)).toBe(true);
  });
});

describe('PermissionStore back mode (docs/behaviour.md#states)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const serverMenus: BackMenu[] = [
    {
      name: 'org',
      path: '/org',
      meta: { title: 'routes.enterprise.org', orderNo: 2006 },
      children: [{ name: 'dept', path: 'dept', meta: { title: 'routes.enterprise.dept' } }],
    },
  ];

  it("fetches codes and menus from the server and shows 'menu loading' for 1 s", async () => {
    vi.useFakeTimers();
    const harness = createHarness();
    signIn(harness, 'ENTERPRISE');
    harness.root.app.setProjectConfig({ permissionMode: 'BACK' });
    harness.api.getPermCode.mockResolvedValue(['dept:search']);
    harness.api.getMenuList.mockResolvedValue(serverMenus);
    const routes = await harness.root.permission.buildRoutes();
    expect(harness.root.notices.notices).toMatchObject([
      { kind: 'info', text: 'sys.app.menuLoading', modal: false },
    ]);
    expect(harness.root.permission.permCodeList).toEqual(['dept:search']);
    expect(menuNames(harness)).toEqual(['org', 'dept']);
    expect(routes[0].children.map((c) => c.fullPath)).toEqual(['/org/dept']);
    vi.advanceTimersByTime(MENU_LOADING_MESSAGE_MS);
    expect(harness.root.notices.notices).toEqual([]);
  });

  it('back mode uses server codes for hasPermission', async () => {
    const harness = createHarness();
    signIn(harness, 'ENTERPRISE');
    harness.root.app.setProjectConfig({ permissionMode: 'BACK' });
    harness.api.getPermCode.mockResolvedValue(['dept:add']);
    await harness.root.permission.buildRoutes();
    expect(harness.root.permission.hasPermission('dept:add')).toBe(true);
  });

  it('menu fetch failure: logged, empty menu used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const harness = createHarness();
    signIn(harness, 'ENTERPRISE');
    harness.root.app.setProjectConfig({ permissionMode: 'BACK' });
    harness.api.getMenuList.mockRejectedValue(new Error('down'));
    expect((await harness.root.permission.buildRoutes()).map((route) => route.name)).toEqual(['Reference']);
    expect(harness.root.permission.menus).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('PermissionStore route-mapping mode and role change (docs/behaviour.md#states)', () => {
  it('route-mapping mode filters by roles and checks permissions against the role list', async () => {
    const harness = createHarness();
    signIn(harness, 'ADMIN');
    harness.root.app.setProjectConfig({ permissionMode: 'ROUTE_MAPPING' });
    const routes = await harness.root.permission.buildRoutes();
    expect(routes.map((r) => r.name)).toContain('system');
    expect(harness.api.getPermits).not.toHaveBeenCalled();
    expect(harness.root.permission.hasPermission('ADMIN')).toBe(true);
    expect(harness.root.permission.hasPermission('ENTERPRISE')).toBe(false);
  });

  it('role change is allowed only in route-mapping mode; it rebuilds routes and closes all tabs', async () => {
    const harness = createHarness();
    signIn(harness, 'ADMIN');
    harness.root.app.setProjectConfig({ permissionMode: 'ROUTE_MAPPING' });
    await harness.root.permission.ensureRoutes();
    harness.navigator.path = '/system/dialplan';
    harness.root.tabs.add({
      fullPath: '/system/dialplan',
      path: '/system/dialplan',
      name: 'dialplan',
      params: {},
      query: {},
      meta: { title: 'x' },
    });
    await harness.root.permission.changeRole('ENTERPRISE');
    expect(harness.root.user.roles).toEqual(['ENTERPRISE']);
    expect(harness.routeRegistry.resetRoutes).toHaveBeenCalledOnce();
    expect(harness.routeRegistry.addRoutes).toHaveBeenCalledTimes(2);
    expect(harness.root.permission.routes.map((r) => r.name)).toContain('org');
    expect(harness.root.tabs.tabs).toEqual([]);
    expect(harness.navigator.path).toBe('/dashboard');
  });

  it('switching role outside route-mapping mode throws an error telling the user to switch the permission mode', async () => {
    const harness = createHarness();
    await expect(harness.root.permission.changeRole('ENTERPRISE')).rejects.toThrow(
      'sys.app.permissionModeError',
    );
  });
});

describe('PermissionStore dynamic routes', () => {
  it('ensureRoutes builds and registers the routes once until a reset', async () => {
    const harness = createHarness();
    signIn(harness, 'ADMIN');
    await harness.root.permission.ensureRoutes();
    await harness.root.permission.ensureRoutes();
    expect(harness.routeRegistry.addRoutes).toHaveBeenCalledOnce();
    harness.root.permission.reset();
    expect(harness.root.permission.isDynamicAddedRoute).toBe(false);
    expect(harness.root.permission.permCodeList).toEqual([]);
    await harness.root.permission.ensureRoutes();
    expect(harness.routeRegistry.addRoutes).toHaveBeenCalledTimes(2);
  });
});
