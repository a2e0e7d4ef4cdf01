import type { RouteRecord } from '../routeTable';
import type { EnterpriseFunction } from './enterpriseFunctions';

/*
 * An enterprise's functions bite: a screen that belongs to a function (the route table's `requiresFunction`)
 * leaves the enterprise's menus, its permission codes (`<route>:<action>`) and so its endpoints, and a few
 * endpoints of a shared screen belong to a function of their own (a call's recordings to `recording`).
 * The server applies these to the session; the console hides what the session cannot use.
 */

/** Endpoints of screens open to every enterprise that still belong to one function. */
export const ENDPOINT_FUNCTIONS: Readonly<Record<string, EnterpriseFunction>> = {
  '/cdr/files': 'recording',
  '/cdr/mediaUrl': 'recording',
};

/**
 * Values of record filters that belong to a function, by resource and filter: a video call, a clip's video
 * or sound. The console does not offer them to an enterprise without the function, and the server refuses
 * a list or export filtered by one (403 naming the function); records made while it was on stay listed.
 */
const FILTER_VALUE_FUNCTIONS: Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, EnterpriseFunction>>>>>
> = {
  cdr: { callType: { video: 'video' } },
  mediaRecord: { mediaType: { video: 'video', audio: 'recording' } },
};

/** The function a record filter's value belongs to (`cdr`, `callType`, `video` → `video`), if any. */
export function functionOfFilterValue(
  resource: string,
  filter: string,
  value: unknown,
): EnterpriseFunction | undefined {
  return typeof value === 'string' ? FILTER_VALUE_FUNCTIONS[resource]?.[filter]?.[value] : undefined;
}

/** Whether an account may use `needed`: nothing needed, no functions to obey (platform, agency), or held. */
export function functionAllowed(
  functions: readonly EnterpriseFunction[] | undefined,
  needed: EnterpriseFunction | undefined,
): boolean {
  return !needed || !functions || functions.includes(needed);
}

/** Route name → the function its screen belongs to, from a route table. */
export function routeFunctionsOf(routes: readonly RouteRecord[]): ReadonlyMap<string, EnterpriseFunction> {
  const found = new Map<string, EnterpriseFunction>();
  const visit = (list: readonly RouteRecord[]) => {
    for (const route of list) {
      if (route.meta.requiresFunction) found.set(route.name, route.meta.requiresFunction);
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return found;
}

/** The function a permission code (`sos:search`) belongs to, if any. */
export function functionOfPermission(
  routeFunctions: ReadonlyMap<string, EnterpriseFunction>,
  permission: string,
): EnterpriseFunction | undefined {
  const colon = permission.lastIndexOf(':');
  return colon > 0 ? routeFunctions.get(permission.slice(0, colon)) : undefined;
}

/** Permission codes an enterprise with these functions may hold: those of its switched-off screens left out. */
export function permitsWithinFunctions(
  routeFunctions: ReadonlyMap<string, EnterpriseFunction>,
  permits: readonly string[],
  functions: readonly EnterpriseFunction[],
): string[] {
  return permits.filter((permit) => {
    const needed = functionOfPermission(routeFunctions, permit);
    return !needed || functions.includes(needed);
  });
}
