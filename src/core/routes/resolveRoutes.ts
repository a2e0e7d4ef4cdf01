import type { RouteMeta, RouteRecord } from '../../contract';
import { joinRoutePath } from './routePath';

/** What the shell's router renders for a route (docs/behaviour.md#screens-and-routes "Route resolution rules"). */
export type RouteView =
  | { kind: 'element'; tag: string }
  | { kind: 'iframe'; src: string }
  /** The main layout (sidebar, header, tabs) around the children. */
  | { kind: 'layout' }
  /** A nameless outlet for a nested group: it renders its matched child only. */
  | { kind: 'parentLayout' }
  | { kind: 'redirect'; to: string }
  /** A route with no view: logged, and the exception page is shown. */
  | { kind: 'exception' };

/** A route as the router consumes it: at most two levels, the top level a layout. */
export interface ResolvedRoute {
  name: string;
  /** Absolute path; children carry their full path too, never a relative one. */
  fullPath: string;
  view: RouteView;
  meta: RouteMeta;
  /** Where a group's own path sends the user (docs/behaviour.md#screens-and-routes: `/account` redirects to enterprise). */
  redirect?: string;
  children: ResolvedRoute[];
}

function viewOf(route: RouteRecord, nested: boolean): RouteView {
  if (route.element) return { kind: 'element', tag: route.element };
  // docs/behaviour.md#screens-and-routes: a route with a frame source and no component uses the iframe view.
  if (route.meta.frameSrc) return { kind: 'iframe', src: route.meta.frameSrc };
  if (route.children && route.children.length > 0)
    return nested ? { kind: 'parentLayout' } : { kind: 'layout' };
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  // docs/behaviour.md#screens-and-routes: a route with no component but a name gets the parent layout.
  if (nested && route.name) return { kind: 'parentLayout' };
  // docs/behaviour.md#screens-and-routes: a missing view logs a warning and shows the exception page.
  console.warn(`[routes] route "${route.name}" (${route.path}) has no element, frame source or children`);
  return { kind: 'exception' };
}

/** docs/behaviour.md#screens-and-routes: multi-level routes are flattened, every descendant becoming a direct child of the top route. */
function flattenDescendants(children: readonly RouteRecord[], parentPath: string): ResolvedRoute[] {
  return children.flatMap((child) => {
    const fullPath = joinRoutePath(parentPath, child.path);
    const base = child.meta.hidePathForChildren ? parentPath : fullPath;
    const descendants = flattenDescendants(child.children ?? [], base);
    const view = viewOf(child, true);
    // A parent-layout route has nothing of its own to show once flattened: its path opens its first page.
    const redirect =
      child.redirect ??
      (view.kind === 'parentLayout'
        ? descendants.find((descendant) => descendant.view.kind !== 'parentLayout')?.fullPath
        : undefined);
    const resolved: ResolvedRoute = {
      name: child.name,
      fullPath,
      view,
      meta: child.meta,
      ...(redirect ? { redirect } : {}),
      children: [],
    };
    return [resolved, ...descendants];
  });
}

/** docs/behaviour.md#screens-and-routes: a single-level route is wrapped in the layout as a child with single true and affix false. */
function wrapSingleLevelRoute(route: RouteRecord): ResolvedRoute {
  const fullPath = joinRoutePath('', route.path);
  const meta: RouteMeta = { ...route.meta, single: true, affix: false };
  return {
    name: `${route.name}Parent`,
    fullPath,
    view: { kind: 'layout' },
    meta,
    children: [{ name: route.name, fullPath, view: viewOf(route, true), meta, children: [] }],
  };
}

/** The route table (already filtered for the user) as two-level data for the shell's router. */
export function resolveRoutes(routes: readonly RouteRecord[]): ResolvedRoute[] {
  return routes.map((route) => {
    const fullPath = joinRoutePath('', route.path);
    const hasChildren = route.children !== undefined && route.children.length > 0;
    // docs/behaviour.md#screens-and-routes: a route with no component but a name gets the parent layout, at the top level as well;
    // there it is a single-level page like any other, so it is wrapped in the layout too.
    const nameOnly = !route.element && !route.meta.frameSrc && !route.redirect && Boolean(route.name);
    if (!hasChildren && (route.element || route.meta.frameSrc || nameOnly))
      return wrapSingleLevelRoute(route);
    const base = route.meta.hidePathForChildren ? '' : fullPath;
    return {
      name: route.name,
      fullPath,
      view: viewOf(route, false),
      meta: route.meta,
      ...(route.redirect ? { redirect: route.redirect } : {}),
      children: hasChildren ? flattenDescendants(route.children ?? [], base) : [],
    };
  });
}

/** Every resolved route, parents first: the set of "registered routes" the role-mode menu filter checks. */
export function listResolvedRoutes(routes: readonly ResolvedRoute[]): ResolvedRoute[] {
  return routes.flatMap((route) => [route, ...listResolvedRoutes(route.children)]);
}
