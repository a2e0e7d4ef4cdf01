import { EXCEPTION_PATH, LOGIN_PATH, NOT_FOUND_NAME, REDIRECT_NAME } from '../../contract';

/** docs/behaviour.md#entities multi-tab entry. */
export interface TabMeta {
  title: string;
  affix?: boolean;
  ignoreKeepAlive?: boolean;
  dynamicLevel?: number;
  realPath?: string;
}

export interface TabEntry {
  fullPath: string;
  path: string;
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: TabMeta;
  /** The name of what a detail page shows (its element's `dc-title`), read in its tab instead of the id. */
  subject?: string;
}

/** docs/behaviour.md#screens-and-routes: tabs cannot be created for error, login, not-found or redirect routes. */
export function canHaveTab(route: Pick<TabEntry, 'name' | 'path'>): boolean {
  if (!route.name) return false;
  if (route.name === REDIRECT_NAME || route.name === NOT_FOUND_NAME) return false;
  return route.path !== LOGIN_PATH && route.path !== EXCEPTION_PATH && !route.path.startsWith('/redirect/');
}

/** Whether a tab is the page at `currentPath` (a path or a full path with query). */
export function isTabAt(tab: TabEntry, currentPath: string): boolean {
  return tab.fullPath === currentPath || tab.path === currentPath;
}
