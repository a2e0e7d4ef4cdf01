import type { RouteMeta } from '../../contract';

/** docs/behaviour.md#entities menu entry: what the sidebar, the breadcrumb and the menu search read. */
export interface MenuEntry {
  /** The route name (unique within one user's routes). */
  name: string;
  /** i18n key of the label; translate with `menuTitle`. */
  title: string;
  /** Full path, joined to the parent paths (docs/behaviour.md#screens-and-routes). */
  path: string;
  icon?: string;
  /** Hidden entries stay in the tree (breadcrumbs need them) but the sidebar and search skip them. */
  hideMenu: boolean;
  children: MenuEntry[];
  meta: RouteMeta;
  redirect?: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translated label of a menu entry. */
export function menuTitle(entry: Pick<MenuEntry, 'title' | 'name'>, translate: Translate): string {
  return entry.title ? translate(entry.title) : entry.name;
}
