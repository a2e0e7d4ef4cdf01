import {
  ASYNC_ROUTES,
  type BackMenu,
  CHANGE_PASSWORD_PERMISSION,
  getMenuList,
  type Role,
  type RouteRecord,
} from '../../src/contract';
import type { EnterpriseFunction } from '../../src/contract/accounts/enterprise';
import { handle, sessionOf } from './handler';

interface MenuAudience {
  role: Role;
  permits: readonly string[];
  advancedConfig: boolean;
  /** The enterprise's functions; absent for platform accounts. */
  functions?: readonly EnterpriseFunction[];
}

/** docs/behaviour.md#validation: which single route a user may see, before group pruning. */
function routeVisible(route: RouteRecord, audience: MenuAudience): boolean {
  if (route.meta.ignoreRoute) return false;
  if (route.meta.roles && !route.meta.roles.includes(audience.role)) return false;
  if (route.meta.requiresAdvancedConfig && !audience.advancedConfig) return false;
  const needed = route.meta.requiresFunction;
  if (needed && audience.functions && !audience.functions.includes(needed)) return false;
  if (audience.role !== 'ENTERPRISE_CHILDUSER' || route.children?.length) return true;
  // docs/behaviour.md#validation sub-user menus: overview always; change_password by its code; any other route X by X:search.
  if (route.name === 'overview') return true;
  if (route.name === 'change_password') return audience.permits.includes(CHANGE_PASSWORD_PERMISSION);
  return audience.permits.includes(`${route.name}:search`);
}

function toBackMenu(route: RouteRecord, children: BackMenu[] | undefined): BackMenu {
  const { meta } = route;
  return {
    name: route.name,
    path: route.path,
    ...(meta.icon ? { icon: meta.icon } : {}),
    ...(meta.hideMenu ? { hideMenu: true } : {}),
    meta: {
      title: meta.title,
      ...(meta.orderNo !== undefined ? { orderNo: meta.orderNo } : {}),
      ...(meta.icon ? { icon: meta.icon } : {}),
      ...(meta.hideChildrenInMenu ? { hideChildrenInMenu: true } : {}),
    },
    ...(children ? { children } : {}),
  };
}

/** The route table filtered for one user (docs/behaviour.md#validation), groups left empty dropped, sorted by orderNo (docs/behaviour.md#screens-and-routes). */
function buildMenu(routes: readonly RouteRecord[], audience: MenuAudience): BackMenu[] {
  const menus: BackMenu[] = [];
  for (const route of routes) {
    if (!routeVisible(route, audience)) continue;
    if (route.children?.length) {
      const children = buildMenu(route.children, audience);
      if (children.length) menus.push(toBackMenu(route, children));
    } else {
      menus.push(toBackMenu(route, undefined));
    }
  }
  return menus
    .map((menu, index) => ({ menu, index }))
    .sort((a, b) => (a.menu.meta.orderNo ?? 0) - (b.menu.meta.orderNo ?? 0) || a.index - b.index)
    .map(({ menu }) => menu);
}

export const getMenuListHandler = handle(getMenuList, async (context) => {
  const session = sessionOf(context);
  const flag = await context.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'advancedConfig')
    .executeTakeFirst();
  return buildMenu(ASYNC_ROUTES, {
    role: session.role,
    permits: session.permits,
    advancedConfig: flag?.value === 'true',
    ...(session.enterpriseFunctions ? { functions: session.enterpriseFunctions } : {}),
  });
});
