import { makeAutoObservable, toJS } from 'mobx';
import {
  AVAILABLE_LOCALES,
  DEFAULT_LOCALE,
  MOBILE_BREAKPOINT,
  PAGE_LOADING_DELAY_MS,
} from '../config/constants';
import { defaultProjectConfig, type ProjectConfig, type ThemeMode } from '../config/projectSetting';
import { mergeProjectConfig, type ProjectConfigPatch } from './mergeProjectConfig';
import type { CacheKey } from './ports';
import type { ResolvedRootStoreDeps } from './rootStoreDeps';

/** docs/behaviour.md#entities locale info as stored. */
export interface LocaleSetting {
  showPicker: boolean;
  locale: string;
  fallback: string;
  availableLocales: readonly string[];
}

/**
 * Kept across an app reset: in the original product these live outside the cache that reset clears,
 * so signing out does not switch a reader's language or theme back.
 */
const KEYS_KEPT_ACROSS_RESET: readonly CacheKey[] = ['LOCALE', 'DARK_MODE', 'REMEMBER_ME', 'LOGIN_BRAND'];

/*
 * What this store reaches through the root (docs/architecture.md#session): declared here, so the store does
 * not import the root that imports it; the root store satisfies it.
 */
export interface AppStoreRoot {
  readonly deps: ResolvedRootStoreDeps;
}

/** Application settings and UI state (docs/behaviour.md#entities local settings, docs/behaviour.md#states). */
export class AppStore {
  projectConfig: ProjectConfig;
  darkMode: ThemeMode;
  locale: string;
  pageLoading = false;
  /** docs/behaviour.md#screens-and-routes: below 992 px the layout is mobile. */
  isMobile = false;
  private pageLoadingTimer: unknown = undefined;
  private readonly root: AppStoreRoot;

  constructor(root: AppStoreRoot) {
    this.root = root;
    const { cache } = root.deps;
    this.projectConfig = mergeProjectConfig(defaultProjectConfig(), cache.getLocal('PROJECT_CONFIG'));
    this.darkMode = cache.getLocal<ThemeMode>('DARK_MODE') ?? 'light';
    this.locale = cache.getLocal<LocaleSetting>('LOCALE')?.locale ?? DEFAULT_LOCALE;
    makeAutoObservable<AppStore, 'root' | 'pageLoadingTimer'>(
      this,
      { root: false, pageLoadingTimer: false },
      { autoBind: true },
    );
  }

  /** Deep-merges a patch into the project config and persists it. */
  setProjectConfig(patch: ProjectConfigPatch): void {
    this.projectConfig = mergeProjectConfig(this.projectConfig, patch);
    this.root.deps.cache.setLocal('PROJECT_CONFIG', toJS(this.projectConfig));
  }

  resetProjectConfig(): void {
    this.projectConfig = defaultProjectConfig();
    this.root.deps.cache.setLocal('PROJECT_CONFIG', toJS(this.projectConfig));
  }

  setDarkMode(mode: ThemeMode): void {
    this.darkMode = mode;
    this.root.deps.cache.setLocal('DARK_MODE', mode);
  }

  get localeSetting(): LocaleSetting {
    return {
      showPicker: this.projectConfig.headerSetting.showLocalePicker,
      locale: this.locale,
      fallback: DEFAULT_LOCALE,
      availableLocales: AVAILABLE_LOCALES,
    };
  }

  /** Switches the i18n module (loading the locale if needed), then records the choice. */
  async setLocale(code: string): Promise<void> {
    await this.root.deps.locale.setLocale(code);
    this.applyLocale(code);
  }

  private applyLocale(code: string): void {
    this.locale = code;
    this.root.deps.cache.setLocal('LOCALE', this.localeSetting);
  }

  /** docs/behaviour.md#states: the page-loading flag turns on after a 50 ms delay and off immediately. */
  setPageLoading(loading: boolean): void {
    const { clock } = this.root.deps;
    clock.clearTimeout(this.pageLoadingTimer);
    this.pageLoadingTimer = undefined;
    if (!loading) {
      this.pageLoading = false;
      return;
    }
    this.pageLoadingTimer = clock.setTimeout(() => this.showPageLoading(), PAGE_LOADING_DELAY_MS);
  }

  private showPageLoading(): void {
    this.pageLoadingTimer = undefined;
    this.pageLoading = true;
  }

  get menuCollapsed(): boolean {
    return this.projectConfig.menuSetting.collapsed;
  }

  toggleMenuCollapsed(): void {
    this.setProjectConfig({ menuSetting: { collapsed: !this.menuCollapsed } });
  }

  /**
   * docs/behaviour.md#screens-and-routes: on a mobile width the sidebar menu is inline with split off. The override is applied on
   * read, never stored, so the previous menu settings come back by themselves when the window widens.
   */
  get menuSetting(): ProjectConfig['menuSetting'] {
    const stored = this.projectConfig.menuSetting;
    return this.isMobile ? { ...stored, type: 'sidebar', mode: 'inline', split: false } : stored;
  }

  setViewportWidth(width: number): void {
    this.isMobile = width < MOBILE_BREAKPOINT;
  }

  /** docs/behaviour.md#states app reset: remove the dynamically added routes and clear all persistent storage. */
  resetAllState(): void {
    const { cache, routeRegistry } = this.root.deps;
    routeRegistry.resetRoutes();
    const kept = KEYS_KEPT_ACROSS_RESET.map((key) => [key, cache.getLocal<unknown>(key)] as const);
    cache.clearAll();
    // The settings were cleared with the storage: the page shows what a reload would show.
    this.projectConfig = defaultProjectConfig();
    for (const [key, value] of kept) if (value !== null && value !== undefined) cache.setLocal(key, value);
  }
}
