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
export function isSubUser(roles: readonly Role[]): boolean {
  return roles.includes('ENTERPRISE_CHILDUSER') && !roles.includes('ENTERPRISE') && !roles.includes('ADMIN');
}

/** The route tree a user may reach: spec §5 role rules, the advanced-config flag and sub-user codes. */
export function filterRoutesForUser(routes: readonly RouteRecord[], audience: RouteAudience): RouteRecord[] {
  let visible = filterRoutesByRoles(routes, audience.roles);
  visible = dropAdvancedConfigUnlessShown(visible, audience.showAdvancedConfig);
  if (isSubUser(audience.roles)) visible = filterMenusForSubUser(visible, audience.permCodes);
  return keepFirstRoutePerPath(visible);
}
