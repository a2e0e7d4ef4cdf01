import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RESIZE_WAIT_MS } from '../../core/config/constants';
import { canHaveTab, type RootStore, type TabEntry } from '../../core/session';
import type { ShellState } from '../app/ShellState';
import type { PageRoute } from '../routing/pageRoutes';

/** docs/behaviour.md#screens-and-routes: below 992 px the layout is mobile; the width is read on resize, 80 ms after it settles (docs/behaviour.md#constants). */
export function useViewportWidth(store: RootStore): void {
  useEffect(() => {
    store.app.setViewportWidth(window.innerWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => store.app.setViewportWidth(window.innerWidth), RESIZE_WAIT_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [store]);
}

function tabOf(page: PageRoute, pathname: string, search: string, params: Record<string, string>): TabEntry {
  return {
    fullPath: `${pathname}${search}`,
    path: pathname,
    name: page.name,
    params,
    query: Object.fromEntries(new URLSearchParams(search)),
    meta: {
      title: page.meta.title,
      affix: page.meta.affix,
      ignoreKeepAlive: page.meta.ignoreKeepAlive,
      dynamicLevel: page.meta.dynamicLevel,
      realPath: page.meta.realPath,
    },
  };
}

/**
 * docs/behaviour.md#screens-and-routes multi-tab add: each page the user reaches becomes a tab (never error, login, not-found or
 * redirect routes); affixed pages are opened first, once.
 */
export function useTabTracking(store: RootStore, shell: ShellState): void {
  const location = useLocation();
  useEffect(() => {
    const affixed = shell.pages.filter((page) => page.meta.affix && !page.pattern.includes(':'));
    for (const page of affixed) {
      if (!store.tabs.tabs.some((tab) => tab.path === page.pattern))
        store.tabs.add(tabOf(page, page.pattern, '', {}));
    }
  }, [store, shell]);
  useEffect(() => {
    const matched = shell.matchPage(location.pathname);
    if (!matched) return;
    const tab = tabOf(matched.page, location.pathname, location.search, matched.params);
    if (canHaveTab(tab)) store.tabs.add(tab);
  }, [location.pathname, location.search, store, shell]);
}
