import type { Role } from '../../contract/roles';
import { ASYNC_ROUTES, type RouteRecord } from '../../contract/routeTable';

/**
 * The workbench's quick links ("the user's most used screens"). The console keeps no usage
 * statistics, so these are the screens each role works in most, declared here by route name and resolved
 * from the route table (docs/behaviour.md#screens-and-routes): path and title come from there, and a role or, for a sub-user, a missing
 * `<name>:search` permit (docs/behaviour.md#validation) drops a link.
 */
const LINKS_BY_ROLE: Partial<Record<Role, readonly string[]>> = {
  ADMIN: ['enterprise', 'license', 'operlog', 'log', 'maintenance', 'res-monitor', 'analysis'],
  ENTERPRISE: ['cdr', 'sos', 'pttrecord', 'localuser', 'extension', 'callgroup', 'analysis'],
  ENTERPRISE_CHILDUSER: ['cdr', 'sos', 'pttrecord', 'localuser', 'extension', 'callgroup', 'analysis'],
};

export interface QuickLink {
  name: string;
  path: string;
  /** i18n key of the route title. */
  title: string;
}

function findRoute(routes: readonly RouteRecord[], name: string, role: Role, parent = ''): QuickLink | null {
  for (const route of routes) {
    const path = route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const allowed = !route.meta.roles || route.meta.roles.includes(role);
    if (!allowed) continue;
    if (route.name === name && route.element) return { name, path, title: route.meta.title };
    const found = route.children ? findRoute(route.children, name, role, path) : null;
    if (found) return found;
  }
  return null;
}

/** The quick links of a role; a sub-user keeps those it holds `<name>:search` for (the dashboard is open). */
export function quickLinksFor(role: Role | undefined, permits: readonly string[]): QuickLink[] {
  if (!role) return [];
  return (LINKS_BY_ROLE[role] ?? [])
    .filter(
      (name) => role !== 'ENTERPRISE_CHILDUSER' || name === 'analysis' || permits.includes(`${name}:search`),
    )
    .map((name) => findRoute(ASYNC_ROUTES, name, role))
    .filter((link): link is QuickLink => link !== null);
}
