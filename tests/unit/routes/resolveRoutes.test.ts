import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASYNC_ROUTES, REFERENCE_ROUTES, type RouteRecord } from '../../../src/contract';
import { resolveRoutes } from '../../../src/core/routes';
import { group, leaf } from './fixtures';

describe('route resolution rules (docs/behaviour.md#screens-and-routes)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a route with a component renders its custom element', () => {
    const [top] = resolveRoutes([group('g', [leaf('a')])]);
    expect(top.view).toEqual({ kind: 'layout' });
    expect(top.children[0]).toMatchObject({
      name: 'a',
      fullPath: '/g/a',
      view: { kind: 'element', tag: 'a-view' },
    });
  });

  it('a route with a frame source and no component uses the iframe view', () => {
    const frame: RouteRecord = {
      name: 'doc',
      path: 'doc',
      meta: { title: 'd', frameSrc: 'https://example.com' },
    };
    const [top] = resolveRoutes([group('g', [frame])]);
    expect(top.children[0].view).toEqual({ kind: 'iframe', src: 'https://example.com' });
  });

  it('a route with no component but a name gets the parent layout', () => {
    const bare: RouteRecord = { name: 'bare', path: 'bare', meta: { title: 'b' } };
    const [top] = resolveRoutes([group('g', [bare])]);
    expect(top.children[0].view).toEqual({ kind: 'parentLayout' });
  });

  it('a top-level route with no component but a name gets the parent layout inside the main layout', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [top] = resolveRoutes([{ name: 'bare', path: '/bare', meta: { title: 'b' } }]);
    expect(top).toMatchObject({ name: 'bareParent', fullPath: '/bare', view: { kind: 'layout' } });
    expect(top.children).toHaveLength(1);
    expect(top.children[0]).toMatchObject({
      name: 'bare',
      fullPath: '/bare',
      view: { kind: 'parentLayout' },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a missing view logs a warning and shows the exception page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [top] = resolveRoutes([{ name: '', path: '/empty', meta: { title: 'e' } }]);
    expect(top.view).toEqual({ kind: 'exception' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('single-level routes are wrapped in the layout as a child with single true and affix false', () => {
    const [top] = resolveRoutes([leaf('about', { affix: true }, '/about')]);
    expect(top).toMatchObject({ name: 'aboutParent', fullPath: '/about', view: { kind: 'layout' } });
    expect(top.children).toHaveLength(1);
    expect(top.children[0]).toMatchObject({ name: 'about', fullPath: '/about', view: { kind: 'element' } });
    expect(top.children[0].meta).toMatchObject({ single: true, affix: false });
  });

  it('multi-level routes are flattened to two levels', () => {
    const deep = group('top', [
      group('mid', [leaf('low'), group('lower', [leaf('lowest')], {}, 'lower')], {}, 'mid'),
    ]);
    const [top] = resolveRoutes([deep]);
    expect(top.children.map((c) => c.fullPath)).toEqual([
      '/top/mid',
      '/top/mid/low',
      '/top/mid/lower',
      '/top/mid/lower/lowest',
    ]);
    expect(top.children.every((c) => c.children.length === 0)).toBe(true);
    expect(top.children[0].view).toEqual({ kind: 'parentLayout' });
  });

  it('a parent layout opens its first page; one without pages keeps no redirect; an explicit one wins', () => {
    const nested = (redirect?: string): RouteRecord => ({
      name: 'mid',
      path: 'mid',
      ...(redirect ? { redirect } : {}),
      meta: { title: 'm' },
      children: [
        { name: 'inner', path: 'inner', meta: { title: 'i' }, children: [leaf('low')] },
        leaf('other'),
      ],
    });
    const [top] = resolveRoutes([
      group('g', [{ name: 'bare', path: 'bare', meta: { title: 'b' } }, nested()]),
    ]);
    expect(top.children.map((child) => [child.fullPath, child.redirect])).toEqual([
      ['/g/bare', undefined],
      ['/g/mid', '/g/mid/inner/low'],
      ['/g/mid/inner', '/g/mid/inner/low'],
      ['/g/mid/inner/low', undefined],
      ['/g/mid/other', undefined],
    ]);
    const [explicit] = resolveRoutes([group('g', [nested('/g/mid/other')])]);
    expect(explicit.children[0].redirect).toBe('/g/mid/other');
  });

  it('the system reference pages: an iframe page and a parent layout that opens the element reference', () => {
    const [reference] = resolveRoutes(REFERENCE_ROUTES);
    expect(reference.redirect).toBe('/reference/api');
    expect(reference.children.map((child) => [child.fullPath, child.view.kind, child.redirect])).toEqual([
      ['/reference/api', 'iframe', undefined],
      ['/reference/embedding', 'parentLayout', '/reference/embedding/elements'],
      ['/reference/embedding/elements', 'iframe', undefined],
    ]);
  });

  it('a group keeps its redirect; a route that only redirects is a redirect view', () => {
    const [account] = resolveRoutes(ASYNC_ROUTES.filter((r) => r.name === 'account'));
    expect(account.redirect).toBe('/account/enterprise');
    const [root] = resolveRoutes([{ name: 'Root', path: '/', redirect: '/dashboard', meta: { title: 'r' } }]);
    expect(root.view).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('every screen of the real table resolves to its element', () => {
    const warn = vi.spyOn(console, 'warn');
    const resolved = resolveRoutes(ASYNC_ROUTES);
    expect(warn).not.toHaveBeenCalled();
    const cdr = resolved.flatMap((r) => r.children).find((c) => c.fullPath === '/data-mgr/cdr');
    expect(cdr?.view).toEqual({ kind: 'element', tag: 'cdr-list' });
  });
});
