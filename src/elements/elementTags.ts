import { ASYNC_ROUTES, BASIC_ROUTES, type RouteRecord } from '../contract/routeTable';

/** Elements that are not screens of the route table (docs/architecture.md#elements host API). */
const EXTRA_ELEMENT_TAGS = ['console-login', 'sos-notifier'] as const;

function tagsOf(routes: readonly RouteRecord[]): string[] {
  return routes.flatMap((route) => [
    ...(route.element ? [route.element] : []),
    ...tagsOf(route.children ?? []),
  ]);
}

/** Every tag the console knows: each route's `element` (docs/behaviour.md#screens-and-routes) plus the portal elements. */
export const ELEMENT_TAGS: readonly string[] = [
  ...new Set([...tagsOf(BASIC_ROUTES), ...tagsOf(ASYNC_ROUTES), ...EXTRA_ELEMENT_TAGS]),
];
