import { matchPath } from 'react-router-dom';
import { BASIC_ROUTES, EXCEPTION_PATH, type RouteMeta } from '../../contract';
import type { ResolvedRoute, RouteView } from '../../core/routes';

/** Pages the shell itself draws inside the layout (docs/behaviour.md#screens-and-routes system screens). */
export type ShellPageKind = 'about' | 'errorLog' | 'exception' | 'iconPicker';

type PageView = RouteView | { kind: 'shell'; page: ShellPageKind };

/** One page of the layout: what the router matches and the keep-alive host renders. */
export interface PageRoute {
  name: string;
  /** Path pattern, `:param` segments included. */
  pattern: string;
  meta: RouteMeta;
  view: PageView;
}

/** A group's own path sends the user to its first screen (docs/behaviour.md#screens-and-routes: `/account` redirects to enterprise). */
export interface GroupRedirect {
  pattern: string;
  to: string;
}

export const ICON_PICKER_PATH = '/tools/icon-picker';

function basicMeta(name: string): RouteMeta {
  const route = BASIC_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`BASIC_ROUTES lacks ${name}`);
  return route.meta;
}

/** The system pages inside the layout, registered before the user's routes. */
export const SHELL_PAGES: readonly PageRoute[] = [
  {
    name: 'About',
    pattern: '/about/index',
    meta: basicMeta('About'),
    view: { kind: 'shell', page: 'about' },
  },
  {
    name: 'ErrorLogList',
    pattern: '/error-log/list',
    meta: basicMeta('ErrorLogList'),
    view: { kind: 'shell', page: 'errorLog' },
  },
  {
    name: 'Exception',
    pattern: EXCEPTION_PATH,
    meta: basicMeta('Exception'),
    view: { kind: 'shell', page: 'exception' },
  },
  {
    name: 'IconPicker',
    pattern: ICON_PICKER_PATH,
    meta: { title: 'shell.iconPicker.title', hideMenu: true },
    view: { kind: 'shell', page: 'iconPicker' },
  },
];

/** The user's resolved routes (docs/behaviour.md#screens-and-routes resolution rules) as layout pages and group redirects. */
export function pagesOf(resolved: readonly ResolvedRoute[]): {
  pages: PageRoute[];
  redirects: GroupRedirect[];
} {
  const pages: PageRoute[] = [];
  const redirects: GroupRedirect[] = [];
  const add = (route: ResolvedRoute) => {
    if (route.view.kind === 'redirect') redirects.push({ pattern: route.fullPath, to: route.view.to });
    else if (route.view.kind === 'parentLayout' && route.redirect)
      redirects.push({ pattern: route.fullPath, to: route.redirect });
    else if (route.view.kind !== 'layout')
      pages.push({ name: route.name, pattern: route.fullPath, meta: route.meta, view: route.view });
  };
  for (const top of resolved) {
    const childAtSamePath = top.children.some((child) => child.fullPath === top.fullPath);
    if (top.redirect && !childAtSamePath) redirects.push({ pattern: top.fullPath, to: top.redirect });
    if (top.view.kind !== 'layout') add(top);
    for (const child of top.children) add(child);
  }
  return { pages, redirects };
}

export interface MatchedPage {
  page: PageRoute;
  params: Record<string, string>;
}

/** The page at `pathname`, the user's routes first, then the system pages; null: not found. */
export function findPage(pages: readonly PageRoute[], pathname: string): MatchedPage | null {
  for (const page of pages) {
    const match = matchPath({ path: page.pattern, end: true }, pathname);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
      return { page, params };
    }
  }
  return null;
}
