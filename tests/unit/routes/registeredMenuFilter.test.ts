import { describe, expect, it } from 'vitest';
import {
  buildMenus,
  filterMenusByRegisteredRoutes,
  listResolvedRoutes,
  type RegisteredRoute,
  resolveRoutes,
} from '../../../src/core/routes';
import { group, leaf } from './fixtures';

describe('role mode: menus against registered routes (docs/behaviour.md#validation)', () => {
  const menus = buildMenus([
    group('g', [leaf('a'), leaf('b'), leaf('detail', { carryParam: true }, 'detail/:id')]),
    group('public', [leaf('p', { ignoreAuth: true })]),
    leaf('ext', {}, 'https://example.com/help'),
  ]);

  it('in role mode entries are filtered against registered routes', () => {
    const registered: RegisteredRoute[] = [
      { fullPath: '/g', meta: { title: '' } },
      { fullPath: '/g/a', meta: { title: '', icon: 'from-route' } },
    ];
    const kept = filterMenusByRegisteredRoutes(menus, registered);
    const g = kept.find((m) => m.name === 'g');
    expect(g?.children.map((c) => c.name)).toEqual(['a']);
    expect(g?.children[0].icon).toBe('from-route');
  });

  it('ignoreAuth entries are always kept', () => {
    const kept = filterMenusByRegisteredRoutes(menus, []);
    expect(kept.map((m) => m.name)).toContain('public');
    expect(kept.find((m) => m.name === 'public')?.children.map((c) => c.name)).toEqual(['p']);
  });

  it('external links are kept', () => {
    expect(filterMenusByRegisteredRoutes(menus, []).map((m) => m.name)).toContain('ext');
  });

  it('a carryParam route matches a filled path', () => {
    const filled = [{ ...menus[0], children: [{ ...menus[0].children[2], path: '/g/detail/9' }] }];
    const registered: RegisteredRoute[] = [
      { fullPath: '/g/detail/:id', meta: { title: '', carryParam: true } },
    ];
    expect(filterMenusByRegisteredRoutes(filled, registered)[0].children).toHaveLength(1);
  });

  it('menus built from the resolved routes all survive the check', () => {
    const routes = [group('g', [leaf('a'), leaf('b')])];
    const registered = listResolvedRoutes(resolveRoutes(routes));
    expect(filterMenusByRegisteredRoutes(buildMenus(routes), registered)).toEqual(buildMenus(routes));
  });
});
