import { describe, expect, it } from 'vitest';
import { ASYNC_ROUTES } from '../../../src/contract';
import {
  dropAdvancedConfigUnlessShown,
  filterRoutesByRoles,
  filterRoutesForUser,
  isRouteAllowedForRoles,
} from '../../../src/core/routes';
import { group, leaf, names } from './fixtures';

describe('role filtering (docs/behaviour.md#validation)', () => {
  it('a route whose meta lists roles is visible only if the user has one of them', () => {
    const route = leaf('x', { roles: ['ADMIN', 'ENTERPRISE'] });
    expect(isRouteAllowedForRoles(route, ['ENTERPRISE'])).toBe(true);
    expect(isRouteAllowedForRoles(route, ['ENTERPRISE_CHILDUSER', 'NORMAL'])).toBe(false);
    expect(isRouteAllowedForRoles(route, [])).toBe(false);
  });

  it('routes without roles are open', () => {
    expect(isRouteAllowedForRoles(leaf('open'), [])).toBe(true);
    expect(isRouteAllowedForRoles(leaf('open', { roles: [] }), ['NORMAL'])).toBe(true);
  });

  it('ignoreRoute excludes a route', () => {
    const routes = [
      group('g', [leaf('a'), leaf('b', { ignoreRoute: true })]),
      leaf('c', { ignoreRoute: true }),
    ];
    expect(names(filterRoutesByRoles(routes, ['ADMIN']))).toEqual(['g', 'a']);
  });

  it('a group the user may not see is dropped with its children', () => {
    const routes = [group('g', [leaf('a')], { roles: ['ADMIN'] })];
    expect(filterRoutesByRoles(routes, ['ENTERPRISE'])).toEqual([]);
  });

  it('children are filtered by their own roles inside a visible group', () => {
    const routes = [group('g', [leaf('a', { roles: ['ENTERPRISE'] }), leaf('b', { roles: ['ADMIN'] })])];
    expect(names(filterRoutesByRoles(routes, ['ENTERPRISE']))).toEqual(['g', 'a']);
  });

  it('does not change the table it reads', () => {
    const routes = [group('g', [leaf('a', { roles: ['ADMIN'] })])];
    filterRoutesByRoles(routes, ['ENTERPRISE']);
    expect(routes[0].children).toHaveLength(1);
  });
});

describe('advanced config flag (docs/behaviour.md#screens-and-routes, docs/behaviour.md#validation)', () => {
  it('the advanced-config route is dropped unless the flag is set', () => {
    const admin = (show: boolean) =>
      filterRoutesForUser(ASYNC_ROUTES, { roles: ['ADMIN'], permCodes: [], showAdvancedConfig: show }).map(
        (route) => route.name,
      );
    expect(admin(false)).not.toContain('advanced-config');
    expect(admin(true)).toContain('advanced-config');
  });

  it('applies at any depth', () => {
    const routes = [group('g', [leaf('a'), leaf('b', { requiresAdvancedConfig: true })])];
    expect(names(dropAdvancedConfigUnlessShown(routes, false))).toEqual(['g', 'a']);
  });
});

describe('menus per role over the real route table (docs/behaviour.md#screens-and-routes, docs/behaviour.md#roles-and-permissions)', () => {
  const topLevel = (roles: Parameters<typeof filterRoutesForUser>[1]['roles']) =>
    filterRoutesForUser(ASYNC_ROUTES, { roles, permCodes: [], showAdvancedConfig: true }).map((r) => r.name);

  it('ADMIN sees the admin route groups and the dashboard', () => {
    expect(topLevel(['ADMIN'])).toEqual([
      'Dashboard',
      'account',
      'advanced-config',
      'security-audits',
      'system',
      'user',
    ]);
  });

  it('ENTERPRISE sees the dashboard, app, data and organisation menus and the user group', () => {
    expect(topLevel(['ENTERPRISE'])).toEqual(['Dashboard', 'app-mgr', 'data-mgr', 'org', 'enterprise-user']);
  });

  it('admin and enterprise /user groups share path and child names: the role picks the right one', () => {
    const userGroup = (role: 'ADMIN' | 'ENTERPRISE') =>
      filterRoutesForUser(ASYNC_ROUTES, { roles: [role], permCodes: [], showAdvancedConfig: false }).filter(
        (route) => route.path === '/user',
      );
    expect(userGroup('ADMIN').map((r) => r.name)).toEqual(['user']);
    expect(userGroup('ADMIN')[0].children?.find((c) => c.name === 'admin')?.element).toBe(
      'admin-account-list',
    );
    expect(userGroup('ENTERPRISE').map((r) => r.name)).toEqual(['enterprise-user']);
    expect(userGroup('ENTERPRISE')[0].children?.find((c) => c.name === 'admin')?.element).toBe(
      'enterprise-admin-list',
    );
  });

  it('a user holding both roles still gets a single /user group', () => {
    const routes = filterRoutesForUser(ASYNC_ROUTES, {
      roles: ['ADMIN', 'ENTERPRISE'],
      permCodes: [],
      showAdvancedConfig: false,
    });
    expect(routes.filter((route) => route.path === '/user')).toHaveLength(1);
  });

  it('an agency (AGECNY) sees account management with the enterprise list only, and its own password', () => {
    const routes = filterRoutesForUser(ASYNC_ROUTES, {
      roles: ['AGECNY'],
      permCodes: [],
      showAdvancedConfig: true,
    });
    expect(routes.map((route) => route.name)).toEqual(['account', 'own-user']);
    expect(routes[0]?.children?.map((route) => route.name)).toEqual(['enterprise']);
  });

  it('a role without a known area (NORMAL) sees only its own password (docs/behaviour.md#the-product: every role)', () => {
    expect(topLevel(['NORMAL'])).toEqual(['own-user']);
  });
});
