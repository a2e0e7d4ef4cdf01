import { matchPath } from 'react-router-dom';
import { BASIC_ROUTES, type RouteRecord } from '../../contract';
import { joinRoutePath } from '../../core/routes';

function flaggedPatterns(routes: readonly RouteRecord[], parentPath: string): string[] {
  return routes.flatMap((route) => {
    const path = joinRoutePath(parentPath, route.path);
    const own = route.meta.ignoreAuth ? [path] : [];
    return [...own, ...flaggedPatterns(route.children ?? [], path)];
  });
}

/**
 * docs/behaviour.md#screens-and-routes guard rule 1: whether the route at `pathname` is flagged `ignoreAuth` in the route table, so a
 * visitor without a token may open it. The table's public routes are the basic routes: the user's own
 * routes join the router only once a session has loaded them (rule 4).
 */
export function ignoresAuth(pathname: string, routes: readonly RouteRecord[] = BASIC_ROUTES): boolean {
  return flaggedPatterns(routes, '').some((pattern) => matchPath(pattern, pathname) !== null);
}
