import { describe, expect, it } from 'vitest';
import { ASYNC_ROUTES } from '../../../src/contract';
import { filterMenusForSubUser, filterRoutesForUser } from '../../../src/core/routes';
import { group, leaf, names } from './fixtures';

const SUB = ['ENTERPRISE_CHILDUSER'] as const;

describe('enterprise sub-user menus (docs/behaviour.md#validation)', () => {
  it('only routes whose meta roles include ENTERPRISE_CHILDUSER', () => {
    const routes = [
      group('g', [leaf('a', { roles: SUB }), leaf('b', { roles: ['ENTERPRISE'] }), leaf('c')], {
        roles: SUB,
      }),
    ];
    expect(names(filterMenusForSubUser(routes, ['a:search', 'b:search', 'c:search']))).toEqual(['g', 'a']);
  });

  it('the overview (dashboard) is always visible', () => {
    const routes = filterRoutesForUser(ASYNC_ROUTES, {
      roles: [...SUB],
      permCodes: [],
      showAdvancedConfig: false,
    });
    expect(names(routes)).toEqual(['Dashboard', 'overview']);
  });

  it('change_password needs change_password:modify_password', () => {
    const routes = [group('user', [leaf('change_password', { roles: SUB })], { roles: SUB })];
    expect(filterMenusForSubUser(routes, ['change_password:search'])).toEqual([]);
    expect(names(filterMenusForSubUser(routes, ['change_password:modify_password']))).toEqual([
      'user',
      'change_password',
    ]);
  });

  it('any other route named X needs X:search', () => {
    const routes = [
      group('data', [leaf('cdr', { roles: SUB }), leaf('sos', { roles: SUB })], { roles: SUB }),
    ];
    expect(names(filterMenusForSubUser(routes, ['cdr:search', 'sos:add']))).toEqual(['data', 'cdr']);
  });

  it('route groups with children are kept without a code of their own', () => {
    const routes = [group('data', [leaf('cdr', { roles: SUB })], { roles: SUB })];
    expect(names(filterMenusForSubUser(routes, ['cdr:search']))).toEqual(['data', 'cdr']);
  });

  it('menus left with no children are dropped', () => {
    const routes = [group('data', [leaf('cdr', { roles: SUB })], { roles: SUB })];
    expect(filterMenusForSubUser(routes, [])).toEqual([]);
  });

  it('a sub-user never sees the enterprise administrator management page', () => {
    const routes = filterRoutesForUser(ASYNC_ROUTES, {
      roles: [...SUB],
      permCodes: ['admin:search', 'enterprise-oem:search', 'change_password:modify_password'],
      showAdvancedConfig: false,
    });
    const userGroup = routes.find((route) => route.path === '/user');
    expect(userGroup?.children?.map((child) => child.name)).toEqual(['change_password', 'enterprise-oem']);
  });

  it('an ENTERPRISE user is not filtered by codes', () => {
    const routes = filterRoutesForUser(ASYNC_ROUTES, {
      roles: ['ENTERPRISE'],
      permCodes: [],
      showAdvancedConfig: false,
    });
    expect(names(routes)).toContain('cdr');
  });
});
