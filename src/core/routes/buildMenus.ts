import type { BackMenu, RouteRecord } from '../../contract';
import type { MenuEntry } from './menuEntry';
import { joinRoutePath } from './routePath';

function byOrderNo(a: MenuEntry, b: MenuEntry): number {
  // docs/behaviour.md#screens-and-routes: menus are sorted by orderNo; entries without one keep their table order (stable sort).
  return (a.meta.orderNo ?? 0) - (b.meta.orderNo ?? 0);
}

function toMenuEntry(route: RouteRecord, parentPath: string): MenuEntry {
  const path = joinRoutePath(parentPath, route.path);
  // meta.hidePathForChildren: children hang off the grandparent path rather than this one.
  const childBase = route.meta.hidePathForChildren ? parentPath : path;
  const hideChildren = route.meta.hideChildrenInMenu === true;
  return {
    name: route.name,
    title: route.meta.title,
    // A group whose children are hidden in the menu behaves as a leaf that opens its redirect.
    path: hideChildren && route.redirect ? route.redirect : path,
    icon: route.meta.icon,
    hideMenu: route.meta.hideMenu === true,
    children: hideChildren ? [] : buildMenus(route.children ?? [], childBase),
    meta: route.meta,
    ...(route.redirect ? { redirect: route.redirect } : {}),
  };
}

/**
 * Routes → menu entries (docs/behaviour.md#screens-and-routes, docs/behaviour.md#entities): paths joined to parent paths, sorted by orderNo, hidden entries
 * kept but flagged, hideChildrenInMenu respected, a `single` route shown as its only child.
 */
export function buildMenus(routes: readonly RouteRecord[], parentPath = ''): MenuEntry[] {
  const entries = routes.map((route) => {
    const onlyChild = route.meta.single ? route.children?.[0] : undefined;
    if (onlyChild) return toMenuEntry(onlyChild, joinRoutePath(parentPath, route.path));
    return toMenuEntry(route, parentPath);
  });
  return entries.sort(byOrderNo);
}

/** A back-mode menu (docs/behaviour.md#states BACK) as the route shape, so it goes through the same menu building. */
function backMenuToRoute(menu: BackMenu): RouteRecord {
  return {
    name: menu.name,
    path: menu.path,
    meta: { ...menu.meta, icon: menu.meta.icon ?? menu.icon, hideMenu: menu.hideMenu },
    ...(menu.children ? { children: menu.children.map(backMenuToRoute) } : {}),
  };
}

export function buildMenusFromBackMenus(menus: readonly BackMenu[]): MenuEntry[] {
  return buildMenus(menus.map(backMenuToRoute));
}

/** Every entry of a menu tree, depth first (for look-ups by path or name). */
export function flattenMenus(menus: readonly MenuEntry[]): MenuEntry[] {
  return menus.flatMap((entry) => [entry, ...flattenMenus(entry.children)]);
}
