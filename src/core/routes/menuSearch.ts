import { type MenuEntry, menuTitle, type Translate } from './menuEntry';

/**
 * docs/behaviour.md#screens-and-routes global menu search: fuzzy in-order character match, case-insensitive. Answers the indexes in
 * `text` of the matched characters (for highlighting), or null when the query does not match.
 */
export function fuzzyMatch(query: string, text: string): number[] | null {
  const needle = query.toLowerCase();
  const haystack = text.toLowerCase();
  const indexes: number[] = [];
  let from = 0;
  for (const char of needle) {
    const found = haystack.indexOf(char, from);
    if (found === -1) return null;
    indexes.push(found);
    from = found + char.length;
  }
  return indexes;
}

export interface MenuSearchResult {
  name: string;
  path: string;
  icon?: string;
  /** Translated label of the entry itself (the text the query matched). */
  label: string;
  /** Translated trail, 'Parent > Child' (docs/behaviour.md#screens-and-routes). */
  trail: string;
  /** Indexes in `label` of the matched characters. */
  matches: number[];
}

/**
 * docs/behaviour.md#screens-and-routes: leaf entries whose translated name matches the query, hidden entries (and everything under
 * them) excluded. An empty query finds nothing.
 */
export function searchMenus(
  menus: readonly MenuEntry[],
  query: string,
  translate: Translate,
): MenuSearchResult[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const results: MenuSearchResult[] = [];
  const visit = (entries: readonly MenuEntry[], parentTrail: string) => {
    for (const entry of entries) {
      if (entry.hideMenu) continue;
      const label = menuTitle(entry, translate);
      const trail = parentTrail ? `${parentTrail} > ${label}` : label;
      if (entry.children.length > 0) {
        visit(entry.children, trail);
        continue;
      }
      const matches = fuzzyMatch(trimmed, label);
      if (matches)
        results.push({ name: entry.name, path: entry.path, icon: entry.icon, label, trail, matches });
    }
  };
  visit(menus, '');
  return results;
}
