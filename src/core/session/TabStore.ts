import { makeAutoObservable, reaction, toJS } from 'mobx';
import type { ProjectConfig } from '../config/projectSetting';
import type { ResolvedRootStoreDeps } from './rootStoreDeps';
import { canHaveTab, isTabAt, type TabEntry } from './tabEntry';

/*
 * What this store reaches through the root (docs/architecture.md#session): declared here, so the store does
 * not import the root that imports it; the root store satisfies it.
 */
export interface TabStoreRoot {
  readonly deps: ResolvedRootStoreDeps;
  readonly app: { readonly projectConfig: ProjectConfig };
  readonly user: { readonly homePath: string };
}

/** docs/behaviour.md#screens-and-routes multi-tab browsing. Navigation goes through the Navigator port. */
export class TabStore {
  tabs: TabEntry[];
  /** Bumped by refresh; the shell keys the page on it, so a refresh re-mounts (drops its cache). */
  refreshKeys: Record<string, number> = {};
  private readonly root: TabStoreRoot;

  constructor(root: TabStoreRoot) {
    this.root = root;
    const cached = this.cacheOn ? root.deps.cache.getLocal<TabEntry[]>('MULTIPLE_TABS') : null;
    this.tabs = cached ?? [];
    makeAutoObservable<TabStore, 'root'>(this, { root: false }, { autoBind: true });
    // Turning the cache on keeps the tabs already open (not only those opened later); turning it
    // off forgets the stored list. The store lives as long as the page, so the reaction is never disposed.
    reaction(
      () => this.cacheOn,
      (on) => (on ? this.persist() : root.deps.cache.removeLocal('MULTIPLE_TABS')),
    );
  }

  private get cacheOn(): boolean {
    return this.root.app.projectConfig.multiTabsSetting.cache;
  }

  /** Names of the pages kept alive between tab switches. */
  get keepAliveNames(): string[] {
    return this.tabs.filter((tab) => !tab.meta.ignoreKeepAlive).map((tab) => tab.name);
  }

  refreshKey(fullPath: string): number {
    return this.refreshKeys[fullPath] ?? 0;
  }

  /**
   * docs/behaviour.md#screens-and-routes add: an existing path is updated, otherwise appended; for a route with dynamicLevel the
   * oldest tab with the same realPath is dropped when the count reaches the limit.
   */
  add(route: TabEntry): void {
    if (!canHaveTab(route)) return;
    const index = this.tabs.findIndex((tab) => tab.fullPath === route.fullPath);
    if (index !== -1) {
      this.tabs[index] = {
        ...this.tabs[index],
        params: route.params,
        query: route.query,
        fullPath: route.fullPath,
      };
    } else {
      this.dropOldestOfDynamicRoute(route);
      this.tabs.push(route);
    }
    this.persist();
  }

  /** Names the tab at `fullPath` by what its page shows (a detail page's enterprise, not its id). */
  setSubject(fullPath: string, subject: string): void {
    const tab = this.tabs.find((candidate) => candidate.fullPath === fullPath);
    if (!tab || tab.subject === subject) return;
    tab.subject = subject;
    this.persist();
  }

  private dropOldestOfDynamicRoute(route: TabEntry): void {
    const level = route.meta.dynamicLevel ?? 0;
    const realPath = route.meta.realPath;
    if (level <= 0 || realPath === undefined) return;
    const open = this.tabs.filter((tab) => tab.meta.realPath === realPath).length;
    if (open < level) return;
    const oldest = this.tabs.findIndex((tab) => tab.meta.realPath === realPath);
    this.tabs.splice(oldest, 1);
  }

  /**
   * docs/behaviour.md#screens-and-routes close: an affixed tab is never closed. Closing the current tab moves to its left
   * neighbour (the right one for the first tab); closing the last tab goes to the home path.
   */
  close(target: TabEntry): void {
    this.assertTabsShown();
    if (target.meta.affix) return;
    const index = this.tabs.findIndex((tab) => tab.fullPath === target.fullPath);
    if (index === -1) return;
    const current = this.root.deps.navigator.currentPath();
    if (!isTabAt(this.tabs[index], current)) {
      this.removeAt(index);
      return;
    }
    const neighbour = index === 0 ? this.tabs[1] : this.tabs[index - 1];
    this.removeAt(index);
    this.root.deps.navigator.go(neighbour ? neighbour.fullPath : this.root.user.homePath, true);
  }

  closeLeft(target: TabEntry): void {
    this.assertTabsShown();
    const index = this.indexOf(target);
    this.closeWhere((_tab, at) => at < index, target);
  }

  closeRight(target: TabEntry): void {
    this.assertTabsShown();
    const index = this.indexOf(target);
    this.closeWhere((_tab, at) => index !== -1 && at > index, target);
  }

  closeOthers(target: TabEntry): void {
    this.assertTabsShown();
    this.closeWhere((tab) => tab.fullPath !== target.fullPath, target);
  }

  /** docs/behaviour.md#screens-and-routes close all: affixed tabs stay; the user lands on the last one left, else the home path. */
  closeAll(): void {
    this.assertTabsShown();
    this.keepOnlyAffixedTabs();
  }

  /** Close all without the multi-tab check: a role change closes every tab (docs/behaviour.md#states). */
  keepOnlyAffixedTabs(): void {
    this.tabs = this.tabs.filter((tab) => tab.meta.affix);
    this.persist();
    const last = this.tabs[this.tabs.length - 1];
    const target = last ? last.fullPath : this.root.user.homePath;
    if (this.root.deps.navigator.currentPath() !== target) this.root.deps.navigator.go(target, true);
  }

  /**
   * docs/behaviour.md#screens-and-routes refresh current page: its key changes so the shell re-mounts it. Unlike the tab-list
   * operations it works with the tab bar off too: re-mounting a page needs no tabs.
   */
  refresh(target?: TabEntry): void {
    const fullPath = target?.fullPath ?? this.root.deps.navigator.currentPath();
    this.refreshKeys[fullPath] = this.refreshKey(fullPath) + 1;
  }

  /** docs/behaviour.md#screens-and-routes drag reordering. */
  move(fromIndex: number, toIndex: number): void {
    this.assertTabsShown();
    const inRange = (at: number) => at >= 0 && at < this.tabs.length;
    if (!inRange(fromIndex) || !inRange(toIndex) || fromIndex === toIndex) return;
    const [moved] = this.tabs.splice(fromIndex, 1);
    this.tabs.splice(toIndex, 0, moved);
    this.persist();
  }

  /** In-memory reset for reaching /login (docs/behaviour.md#screens-and-routes guard rule 7). */
  reset(): void {
    this.tabs = [];
    this.refreshKeys = {};
  }

  private indexOf(target: TabEntry): number {
    return this.tabs.findIndex((tab) => tab.fullPath === target.fullPath);
  }

  /** Closes the non-affixed tabs the predicate picks; if the current page went, go to `target`. */
  private closeWhere(pick: (tab: TabEntry, index: number) => boolean, target: TabEntry): void {
    const current = this.root.deps.navigator.currentPath();
    const currentClosed = this.tabs.some(
      (tab, at) => !tab.meta.affix && pick(tab, at) && isTabAt(tab, current),
    );
    this.tabs = this.tabs.filter((tab, at) => tab.meta.affix || !pick(tab, at));
    this.persist();
    if (currentClosed) this.root.deps.navigator.go(target.fullPath, true);
  }

  private removeAt(index: number): void {
    this.tabs.splice(index, 1);
    this.persist();
  }

  /** docs/behaviour.md#errors: tab-list actions while the multi-tab feature is off are refused with the spec's message. */
  private assertTabsShown(): void {
    if (!this.root.app.projectConfig.multiTabsSetting.show) {
      throw new Error(this.root.deps.translate('sys.app.multiTabsNotOpen'));
    }
  }

  /** docs/behaviour.md#screens-and-routes: the tab list is persisted locally when the cache setting is on. */
  private persist(): void {
    if (this.cacheOn) this.root.deps.cache.setLocal('MULTIPLE_TABS', toJS(this.tabs));
  }
}
