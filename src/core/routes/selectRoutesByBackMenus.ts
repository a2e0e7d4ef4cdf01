import type { BackMenu, RouteRecord } from '../../contract';

/**
 * docs/behaviour.md#states back mode: the server answers the menu tree; the routes the router gets are the table's
 * routes named in it, level by level (names repeat across groups, e.g. `admin` under both /user
 * groups). A group left with no named child is dropped.
 */
export function selectRoutesByBackMenus(
  routes: readonly RouteRecord[],
  menus: readonly BackMenu[],
): RouteRecord[] {
  const kept: RouteRecord[] = [];
  for (const route of routes) {
    const menu = menus.find((candidate) => candidate.name === route.name);
    if (!menu) continue;
    if (!route.children || route.children.length === 0) {
      kept.push(route);
      continue;
    }
    const children = selectRoutesByBackMenus(route.children, menu.children ?? []);
    if (children.length > 0) kept.push({ ...route, children });
  }
  return kept;
}
