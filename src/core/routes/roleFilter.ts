import type { Role, RouteRecord } from '../../contract';

/** docs/behaviour.md#validation: a route whose meta lists roles is visible only if the user has one of them; no roles = open. */
export function isRouteAllowedForRoles(route: RouteRecord, roles: readonly Role[]): boolean {
  const required = route.meta.roles;
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
}

/**
 * docs/behaviour.md#validation: role filtering over the route tree. ignoreRoute excludes a route; a group that fails the role
 * check is dropped with its children (the table keeps a group's roles a superset of its children's).
 */
export function filterRoutesByRoles(routes: readonly RouteRecord[], roles: readonly Role[]): RouteRecord[] {
  const kept: RouteRecord[] = [];
  for (const route of routes) {
    if (route.meta.ignoreRoute) continue;
    if (!isRouteAllowedForRoles(route, roles)) continue;
    kept.push(route.children ? { ...route, children: filterRoutesByRoles(route.children, roles) } : route);
  }
  return kept;
}

/** docs/behaviour.md#validation: the advanced-config route is dropped unless the advanced-config flag is set. */
export function dropAdvancedConfigUnlessShown(routes: readonly RouteRecord[], show: boolean): RouteRecord[] {
  if (show) return [...routes];
  return routes
    .filter((route) => !route.meta.requiresAdvancedConfig)
    .map((route) =>
      route.children ? { ...route, children: dropAdvancedConfigUnlessShown(route.children, show) } : route,
    );
}

/**
 * docs/behaviour.md#screens-and-routes: the admin and enterprise `/user` groups share the same path and child names, so at most one
 * of them may reach the router; after role filtering the first group per top-level path wins.
 */
export function keepFirstRoutePerPath(routes: readonly RouteRecord[]): RouteRecord[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (seen.has(route.path)) return false;
    seen.add(route.path);
    return true;
  });
}
