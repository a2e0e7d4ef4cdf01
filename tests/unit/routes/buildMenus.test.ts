import { describe, expect, it } from 'vitest';
import { ASYNC_ROUTES, type BackMenu } from '../../../src/contract';
import {
  buildMenus,
  buildMenusFromBackMenus,
  fillPathParams,
  flattenMenus,
  selectRoutesByBackMenus,
} from '../../../src/core/routes';
import { group, leaf } from './fixtures';

describe('menu building (docs/behaviour.md#screens-and-routes, docs/behaviour.md#entities)', () => {
  it('menu paths are joined with parent paths', () => {
    const [account] = buildMenus([group('account', [leaf('enterprise'), leaf('abs', {}, '/elsewhere')])]);
    expect(account.path).toBe('/account');
    expect(account.children.map((c) => c.path)).toEqual(['/account/enterprise', '/elsewhere']);
  });

  it('menus are sorted by orderNo', () => {
    const menus = buildMenus([
      group('b', [leaf('x')], { orderNo: 2003 }),
      group('a', [leaf('y')], { orderNo: 10 }),
      group('c', [leaf('z')], { orderNo: 2000 }),
    ]);
    expect(menus.map((m) => m.name)).toEqual(['a', 'c', 'b']);
  });

  it('the dashboard (orderNo 10) comes before the 2000-range menus in the real table', () => {
    expect(buildMenus(ASYNC_ROUTES)[0].name).toBe('Dashboard');
  });

  it('entries carry name, title, path, icon, children, hideMenu and meta', () => {
    const [entry] = buildMenus([group('g', [leaf('a')], { icon: 'cog', orderNo: 5 })]);
    expect(entry).toMatchObject({ name: 'g', title: 't.g', path: '/g', icon: 'cog', hideMenu: false });
    expect(entry.meta.orderNo).toBe(5);
    expect(entry.children).toHaveLength(1);
  });

  it('hidden entries are kept but flagged', () => {
    const menus = buildMenus(ASYNC_ROUTES);
    const detail = flattenMenus(menus).find((m) => m.name === 'enterpriseDetail');
    expect(detail?.hideMenu).toBe(true);
    expect(detail?.path).toBe('/account/enterpriseDetail/:id');
  });

  it('hideChildrenInMenu: the group shows as a leaf opening its redirect', () => {
    const [entry] = buildMenus([group('g', [leaf('a'), leaf('b')], { hideChildrenInMenu: true })]);
    expect(entry.children).toEqual([]);
    expect(entry.path).toBe('/g/a');
  });

  it('hidePathForChildren: children join the grandparent path', () => {
    const [outer] = buildMenus([
      group('outer', [group('inner', [leaf('a')], { hidePathForChildren: true }, 'inner')]),
    ]);
    expect(outer.children[0].path).toBe('/outer/inner');
    expect(outer.children[0].children[0].path).toBe('/outer/a');
  });

  it('a single route is shown as its only child', () => {
    const [entry] = buildMenus([group('about', [leaf('index')], { single: true })]);
    expect(entry.name).toBe('index');
    expect(entry.path).toBe('/about/index');
  });

  it('back-mode menus from the server go through the same building', () => {
    const back: BackMenu[] = [
      {
        name: 'org',
        path: '/org',
        meta: { title: 'routes.enterprise.org', orderNo: 2 },
        children: [
          { name: 'dept', path: 'dept', icon: 'tree', meta: { title: 'routes.enterprise.dept' } },
          { name: 'hidden', path: 'hidden', hideMenu: true, meta: { title: 'x' } },
        ],
      },
      { name: 'Dashboard', path: '/dashboard', meta: { title: 'routes.dashboard.dashboard', orderNo: 1 } },
    ];
    const menus = buildMenusFromBackMenus(back);
    expect(menus.map((m) => m.name)).toEqual(['Dashboard', 'org']);
    expect(menus[1].children[0]).toMatchObject({ path: '/org/dept', icon: 'tree', hideMenu: false });
    expect(menus[1].children[1].hideMenu).toBe(true);
  });
});

describe('path parameters (docs/behaviour.md#screens-and-routes)', () => {
  it('a path with :param segments is filled from supplied params', () => {
    expect(fillPathParams('/account/enterpriseDetail/:id', { id: 7 })).toBe('/account/enterpriseDetail/7');
  });

  it('values are URL-encoded', () => {
    expect(fillPathParams('/a/:name', { name: 'x y/z' })).toBe('/a/x%20y%2Fz');
  });

  it('a missing optional segment is dropped, a missing required one is left as written', () => {
    expect(
      fillPathParams('/redirect/:path/:redirect_type/:origin_params?', { path: 'x', redirect_type: 'path' }),
    ).toBe('/redirect/x/path');
    expect(fillPathParams('/a/:id', {})).toBe('/a/:id');
  });
});

describe('back mode routes (docs/behaviour.md#states)', () => {
  it('the routes are the table routes named in the server menu tree, level by level', () => {
    const menus: BackMenu[] = [
      {
        name: 'enterprise-user',
        path: '/user',
        meta: { title: '' },
        children: [{ name: 'admin', path: 'admin', meta: { title: '' } }],
      },
      { name: 'org', path: '/org', meta: { title: '' }, children: [] },
    ];
    const routes = selectRoutesByBackMenus(ASYNC_ROUTES, menus);
    expect(routes.map((r) => r.name)).toEqual(['enterprise-user']);
    expect(routes[0].children?.map((c) => c.element)).toEqual(['enterprise-admin-list']);
  });
});
