import type { RouteRecord } from '../../../src/contract';

/** A small route table shaped like the contract's, for rules the real table does not exercise. */
export function leaf(name: string, meta: Partial<RouteRecord['meta']> = {}, path = name): RouteRecord {
  return { name, path, element: `${name}-view`, meta: { title: `t.${name}`, ...meta } };
}

export function group(
  name: string,
  children: RouteRecord[],
  meta: Partial<RouteRecord['meta']> = {},
  path = `/${name}`,
): RouteRecord {
  return {
    name,
    path,
    redirect: `${path}/${children[0]?.path ?? ''}`,
    meta: { title: `t.${name}`, ...meta },
    children,
  };
}

export function names(routes: readonly RouteRecord[]): string[] {
  return routes.flatMap((route) => [route.name, ...names(route.children ?? [])]);
}
