import type { EnterpriseFunction } from '../../../contract/accounts/enterpriseFunctions';
import {
  CHANGE_PASSWORD_PERMISSION,
  PERMISSION_ACTIONS,
  type PermissionAction,
  permissionCode,
} from '../../../contract/roles';
import { ASYNC_ROUTES, type RouteRecord } from '../../../contract/routeTable';

/*
 * The grants an enterprise administrator can give a sub-user, as a tree built from the route table (STYLE:
 * declare, then interpret): menu groups → screens → actions. The same area the server checks
 * (server/security/permissions.ts areaPermits('ENTERPRISE')).
 */

interface PermitScreen {
  /** Route name: the permission prefix. */
  name: string;
  /** i18n key of the screen's menu title. */
  title: string;
  codes: string[];
}

export interface PermitGroup {
  name: string;
  title: string;
  screens: PermitScreen[];
}

/** A screen a sub-user can open at all (the enterprise's own sub-user screen is the administrator's). */
function forSubUsers(route: RouteRecord): boolean {
  return !route.meta.roles || route.meta.roles.includes('ENTERPRISE_CHILDUSER');
}

/**
 * The tree; `hasFunction` leaves out the screens of functions the enterprise lacks (the server refuses
 * granting them), every screen by default.
 */
export function enterprisePermitTree(
  routes: readonly RouteRecord[] = ASYNC_ROUTES,
  hasFunction: (needed: EnterpriseFunction | undefined) => boolean = () => true,
): PermitGroup[] {
  const groups: PermitGroup[] = [];
  for (const group of routes) {
    if (!forSubUsers(group) || !group.children?.length || !hasFunction(group.meta.requiresFunction)) continue;
    const screens = group.children
      .filter(
        (route) =>
          route.element &&
          forSubUsers(route) &&
          !route.meta.hideMenu &&
          hasFunction(route.meta.requiresFunction),
      )
      .map((route) => ({
        name: route.name,
        title: route.meta.title,
        codes:
          route.name === 'change_password'
            ? [CHANGE_PASSWORD_PERMISSION]
            : PERMISSION_ACTIONS.map((action: PermissionAction) => permissionCode(route.name, action)),
      }));
    if (screens.length) groups.push({ name: group.name, title: group.meta.title, screens });
  }
  return groups;
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** A node's box from the codes it covers: all granted, none, or some. */
export function checkState(codes: readonly string[], granted: ReadonlySet<string>): CheckState {
  const held = codes.filter((code) => granted.has(code)).length;
  if (held === 0) return 'unchecked';
  return held === codes.length ? 'checked' : 'indeterminate';
}

/**
 * Ticking or clearing `codes` (a group, a screen or one action). A change action brings its screen's
 * `:search` (viewing); clearing `:search` clears the screen's other actions, which need it.
 */
export function toggleCodes(granted: readonly string[], codes: readonly string[], on: boolean): string[] {
  const next = new Set(granted);
  for (const code of codes) {
    const [route, action] = code.split(':');
    if (on) {
      next.add(code);
      if (action !== 'search' && code !== CHANGE_PASSWORD_PERMISSION) next.add(`${route}:search`);
    } else {
      next.delete(code);
      if (action === 'search')
        for (const other of PERMISSION_ACTIONS) next.delete(permissionCode(route ?? '', other));
    }
  }
  return [...next].sort();
}
