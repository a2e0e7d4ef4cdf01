/**
 * Route path helpers (docs/behaviour.md#screens-and-routes "Route resolution rules"): menu paths are joined with parent paths, and a
 * path with `:param` segments is filled from supplied params.
 */

/** True for an absolute external address, which is never joined to a parent path. */
export function isExternalUrl(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}

/** Joins a child path to its parent path; an absolute child path (or an external url) stands alone. */
export function joinRoutePath(parentPath: string, childPath: string): string {
  if (isExternalUrl(childPath) || childPath.startsWith('/')) return childPath;
  if (!childPath) return parentPath || '/';
  const parent = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return `${parent}/${childPath}`;
}

/**
 * Fills `:name` and optional `:name?` segments from params; a missing optional segment is dropped, a
 * missing required one is left as written so the caller can see what is unfilled.
 */
export function fillPathParams(path: string, params: Record<string, string | number | undefined>): string {
  const filled = path
    .split('/')
    .map((segment) => {
      const match = /^:(\w+)(\?)?$/.exec(segment);
      if (!match) return segment;
      const value = params[match[1]];
      if (value === undefined || value === '') return match[2] ? null : segment;
      return encodeURIComponent(String(value));
    })
    .filter((segment): segment is string => segment !== null);
  return filled.join('/') || '/';
}

/** Whether a concrete path matches a route pattern with `:param` / `:param?` segments. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = path.split('?')[0].split('/').filter(Boolean);
  let index = 0;
  for (const segment of patternSegments) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    const current = pathSegments[index];
    if (param) {
      if (current === undefined) {
        if (param[2]) continue;
        return false;
      }
      index += 1;
      continue;
    }
    if (current !== segment) return false;
    index += 1;
  }
  return index === pathSegments.length;
}
