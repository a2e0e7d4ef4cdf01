import type { Role, RouteRecord } from '../../contract';
import { dropAdvancedConfigUnlessShown, filterRoutesByRoles, keepFirstRoutePerPath } from './roleFilter';
import { filterMenusForSubUser } from './subUserFilter';

export interface RouteAudience {
  roles: readonly Role[];
  /** Permission codes of the session; only sub-users are filtered by them here. */
  permCodes: readonly string[];
  showAdvancedConfig: boolean;
}

/** A sub-user is an ENTERPRISE_CHILDUSER without a fuller role beside it. */
function isSubUser(roles: readonly Role[]): boolean {
  return roles.includes('ENTERPRISE_CHILDUSER') && !roles.includes('ENTERPRISE') && !roles.includes('ADMIN');
}

/**
 * A screen of a function the enterprise lacks (`requiresFunction`): the server leaves its codes out of the
 * session's, so an enterprise administrator without `<route>:search` for it does not get the route; groups
 * left empty go too.
 */
function dropSwitchedOffScreens(routes: readonly RouteRecord[], permCodes: readonly string[]): RouteRecord[] {
  const kept: RouteRecord[] = [];
  for (const route of routes) {
    if (route.meta.requiresFunction && !permCodes.includes(`${route.name}:search`)) continue;
    if (!route.children?.length) {
      kept.push(route);
      continue;
    }
    const children = dropSwitchedOffScreens(route.children, permCodes);
    if (children.length) kept.push({ ...route, children });
  }
  return kept;
}

/** The route tree a user may reach: docs/behaviour.md#validation role rules, the advanced-config flag and sub-user codes. */
export function filterRoutesForUser(routes: readonly RouteRecord[], audience: RouteAudience): RouteRecord[] {
  let visible = filterRoutesByRoles(routes, audience.roles);
  visible = dropAdvancedConfigUnlessShown(visible, audience.showAdvancedConfig);
  if (isSubUser(audience.roles)) visible = filterMenusForSubUser(visible, audience.permCodes);
  else if (audience.roles.includes('ENTERPRISE') && !audience.roles.includes('ADMIN'))
    visible = dropSwitchedOffScreens(visible, audience.permCodes);
  return keepFirstRoutePerPath(visible);
}
