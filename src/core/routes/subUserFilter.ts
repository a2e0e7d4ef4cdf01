import { CHANGE_PASSWORD_PERMISSION, type RouteRecord } from '../../contract';

/** The overview (dashboard) page is always visible to a sub-user (docs/behaviour.md#validation). */
const ALWAYS_VISIBLE_SUB_USER_ROUTES: readonly string[] = ['overview'];
const CHANGE_PASSWORD_ROUTE = 'change_password';

function isRouteGrantedToSubUser(route: RouteRecord, permCodes: readonly string[]): boolean {
  if (!route.meta.roles?.includes('ENTERPRISE_CHILDUSER')) return false;
  if (route.children && route.children.length > 0) return true;
  if (ALWAYS_VISIBLE_SUB_USER_ROUTES.includes(route.name)) return true;
  if (route.name === CHANGE_PASSWORD_ROUTE) return permCodes.includes(CHANGE_PASSWORD_PERMISSION);
  return permCodes.includes(`${route.name}:search`);
}

/**
 * docs/behaviour.md#validation enterprise sub-user menu visibility: only routes whose meta roles include ENTERPRISE_CHILDUSER;
 * route groups with children are kept; the overview is always visible; change_password needs
 * change_password:modify_password; any other route named X needs X:search; menus left with no children
 * are dropped.
 */
export function filterMenusForSubUser(
  routes: readonly RouteRecord[],
  permCodes: readonly string[],
): RouteRecord[] {
  const kept: RouteRecord[] = [];
  for (const route of routes) {
    if (!isRouteGrantedToSubUser(route, permCodes)) continue;
    if (route.children && route.children.length > 0) {
      const children = filterMenusForSubUser(route.children, permCodes);
      if (children.length === 0) continue;
      kept.push({ ...route, children });
    } else {
      kept.push(route);
    }
  }
  return kept;
}
