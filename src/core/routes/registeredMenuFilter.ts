import type { RouteMeta } from '../../contract';
import type { MenuEntry } from './menuEntry';
import { isExternalUrl, matchesRoutePattern } from './routePath';

export interface RegisteredRoute {
  fullPath: string;
  meta: RouteMeta;
}

function findRegisteredRoute(
  entry: MenuEntry,
  registered: readonly RegisteredRoute[],
): RegisteredRoute | undefined {
  return registered.find((route) => {
    // A carryParam route is registered as a pattern and matches any filled path.
    if (route.meta.carryParam) return matchesRoutePattern(route.fullPath, entry.path);
    return route.fullPath === entry.path;
  });
}

/**
 * docs/behaviour.md#validation: in role mode menu entries are filtered against the registered routes; ignoreAuth entries
 * (and external links) are always kept; a group stays while one of its children does.
 */
export function filterMenusByRegisteredRoutes(
  menus: readonly MenuEntry[],
  registered: readonly RegisteredRoute[],
): MenuEntry[] {
  const kept: MenuEntry[] = [];
  for (const entry of menus) {
    const children = filterMenusByRegisteredRoutes(entry.children, registered);
    const route = findRegisteredRoute(entry, registered);
    const alwaysKept = entry.meta.ignoreAuth === true || isExternalUrl(entry.path);
    if (!route && !alwaysKept && children.length === 0) continue;
    kept.push({ ...entry, icon: entry.icon ?? route?.meta.icon, children });
  }
  return kept;
}
