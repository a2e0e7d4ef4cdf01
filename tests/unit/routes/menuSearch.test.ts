import { describe, expect, it } from 'vitest';
import { ASYNC_ROUTES } from '../../../src/contract';
import {
  buildMenus,
  filterRoutesForUser,
  findMenuTrail,
  fuzzyMatch,
  menuTitle,
  menuTrailTitle,
  searchMenus,
} from '../../../src/core/routes';
import { group, leaf } from './fixtures';

const labels: Record<string, string> = {
  't.data': 'Data',
  't.cdr': 'Call records',
  't.sos': 'SOS alarms',
  't.secret': 'Call secrets',
  't.org': 'Organisation',
  't.dept': 'Departments',
};
const translate = (key: string) => labels[key] ?? key;

describe('fuzzy match (docs/behaviour.md#screens-and-routes menu search)', () => {
  it('matches characters in order and answers their indexes', () => {
    expect(fuzzyMatch('clrc', 'Call records')).toEqual([0, 2, 5, 7]);
  });

  it('is case-insensitive', () => {
    expect(fuzzyMatch('SOS', 'sos alarms')).toEqual([0, 1, 2]);
  });

  it('characters out of order do not match', () => {
    expect(fuzzyMatch('rc', 'Call c')).toBeNull();
    expect(fuzzyMatch('xyz', 'Call records')).toBeNull();
  });

  it('works on Chinese labels', () => {
    expect(fuzzyMatch('通记', '通话记录')).toEqual([0, 2]);
  });
});

describe('menu search (docs/behaviour.md#screens-and-routes)', () => {
  const menus = buildMenus([
    group('data', [leaf('cdr'), leaf('sos'), leaf('secret', { hideMenu: true })]),
    group('org', [leaf('dept')], { hideMenu: true }),
  ]);

  it("filters leaf entries by the translated name; results show 'Parent > Child'", () => {
    const results = searchMenus(menus, 'call', translate);
    expect(results.map((r) => r.trail)).toEqual(['Data > Call records']);
    expect(results[0]).toMatchObject({ path: '/data/cdr', label: 'Call records', matches: [0, 1, 2, 3] });
  });

  it('hidden entries are excluded, and everything under a hidden group', () => {
    expect(searchMenus(menus, 'secrets', translate)).toEqual([]);
    expect(searchMenus(menus, 'dep', translate)).toEqual([]);
  });

  it('an empty query finds nothing', () => {
    expect(searchMenus(menus, '   ', translate)).toEqual([]);
  });

  it('menuTitle translates the entry title', () => {
    expect(menuTitle(menus[0], translate)).toBe('Data');
  });
});

describe('breadcrumb trail', () => {
  const menus = buildMenus(
    filterRoutesForUser(ASYNC_ROUTES, { roles: ['ADMIN'], permCodes: [], showAdvancedConfig: false }),
  );

  it('finds the entries from the top down to a path', () => {
    expect(findMenuTrail(menus, '/system/gateway').map((m) => m.name)).toEqual(['system', 'gateway']);
  });

  it('a filled detail path finds its :param entry', () => {
    expect(findMenuTrail(menus, '/account/enterpriseDetail/7').map((m) => m.name)).toEqual([
      'account',
      'enterpriseDetail',
    ]);
  });

  it("renders 'Parent > Child'", () => {
    const trail = findMenuTrail(menus, '/system/gateway');
    expect(menuTrailTitle(trail, (key) => key.split('.').pop() ?? key)).toBe('system > gateway');
  });

  it('an unknown path has no trail', () => {
    expect(findMenuTrail(menus, '/nowhere')).toEqual([]);
  });
});
