import type { Role } from './roles';
import type { RouteRecord } from './routeTable';

/** Every leaf route name of an area, for permission codes: ADMIN and ENTERPRISE hold all codes of their area. */
export function leafRouteNames(routes: readonly RouteRecord[], role: Role): string[] {
  const names = new Set<string>();
  const visit = (list: readonly RouteRecord[]) => {
    for (const route of list) {
      const allowed = !route.meta.roles || route.meta.roles.includes(role);
      if (!allowed) continue;
      if (route.children?.length) visit(route.children);
      else names.add(route.name);
    }
  };
  visit(routes);
  return [...names];
}
