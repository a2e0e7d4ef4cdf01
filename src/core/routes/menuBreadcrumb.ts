import { type MenuEntry, menuTitle, type Translate } from './menuEntry';
import { matchesRoutePattern } from './routePath';

/**
 * The entries from the top of the menu tree down to the entry for `path` (empty when none). A
 * `:param` entry matches a filled path, so detail pages find their trail too.
 */
export function findMenuTrail(menus: readonly MenuEntry[], path: string): MenuEntry[] {
  for (const entry of menus) {
    if (entry.path === path || matchesRoutePattern(entry.path, path)) return [entry];
    const below = findMenuTrail(entry.children, path);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

/** 'Parent > Child', the trail as the menu search and the breadcrumb show it (docs/behaviour.md#screens-and-routes). */
export function menuTrailTitle(trail: readonly MenuEntry[], translate: Translate, separator = ' > '): string {
  return trail.map((entry) => menuTitle(entry, translate)).join(separator);
}
