import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { SystemInfo } from '../../contract';
import { type Branding, brandingTitle, getPublicBranding, isBranded } from '../../contract/branding';
import type { ConsoleCore } from '../../core/consoleCore';
import { t } from '../../core/i18n';
import { findPage, type MatchedPage, type PageRoute, pagesOf, SHELL_PAGES } from '../routing/pageRoutes';
import { ShellRouteRegistry } from '../routing/routeRegistry';

/**
 * State that belongs to the shell and to no screen: the router's dynamic routes, the system info (web
 * title, enabled sign-in methods) and which of the shell's overlays is open.
 */
export class ShellState {
  readonly registry = new ShellRouteRegistry();
  systemInfo: SystemInfo | null;
  loginBranding: Branding | null = null;
  searchOpen = false;
  settingsOpen = false;
  mobileMenuOpen = false;
  private readonly core: ConsoleCore;

  constructor(core: ConsoleCore) {
    this.core = core;
    this.systemInfo = core.cache.getLocal<SystemInfo>('SYSTEM_INFO');
    makeAutoObservable<ShellState, 'core' | 'systemInfoLoad'>(
      this,
      { core: false, registry: false, systemInfoLoad: false },
      { autoBind: true },
    );
    core.setRouteRegistry(this.registry);
    // The platform answers the web title in the request's language: a new locale fetches it again.
    reaction(
      () => core.store.app.locale,
      () => void this.loadSystemInfo(),
    );
  }

  /**
   * docs/behaviour.md#entities: system info holds the web title; cached so the first title is right before the call answers.
   * An enterprise's own title comes first — the signed-in one's, or on the sign-in page the brand
   * the page shows.
   */
  get webTitle(): string {
    const locale = this.core.store.app.locale;
    return brandingTitle(this.branding, locale) || this.systemInfo?.webTitle || t('sys.title');
  }

  /** The branding on show: the signed-in enterprise's, else (sign-in page) the brand it was asked for. */
  get branding(): Branding | null {
    const own = this.core.store.user.token ? this.core.store.user.branding : null;
    return isBranded(own) ? own : this.loginBranding;
  }

  /**
   * The sign-in page's brand — `?brand=<prefix>` or the enterprise that last signed in on this
   * browser. Public and best-effort: no answer leaves the platform's own look.
   */
  async loadLoginBranding(requestedPrefix: string | null): Promise<void> {
    const prefix = requestedPrefix ?? this.core.cache.getLocal<string>('LOGIN_BRAND');
    if (!prefix) {
      runInAction(() => {
        this.loginBranding = null;
      });
      return;
    }
    try {
      const branding = await this.core.http.call(
        getPublicBranding,
        { prefix },
        { errorMessageMode: 'none', retry: false },
      );
      runInAction(() => {
        this.loginBranding = branding;
      });
    } catch (error) {
      console.warn('[shell] sign-in branding could not be loaded', error);
    }
  }

  loadSystemInfo(): Promise<SystemInfo | null> {
    // Callers at the same moment (the start-up and the sign-in page's visit) share one request.
    this.systemInfoLoad ??= this.fetchSystemInfo().finally(() => {
      this.systemInfoLoad = null;
    });
    return this.systemInfoLoad;
  }

  private systemInfoLoad: Promise<SystemInfo | null> | null = null;

  private async fetchSystemInfo(): Promise<SystemInfo | null> {
    try {
      const info = await this.core.api.getSystemInfo();
      runInAction(() => {
        this.systemInfo = info;
      });
      this.core.cache.setLocal('SYSTEM_INFO', info);
      return info;
    } catch (error) {
      console.warn('[shell] system info could not be loaded', error);
      return this.systemInfo;
    }
  }

  /** The router's layout pages: the user's routes (once added), then the system pages. */
  get routeTable(): ReturnType<typeof pagesOf> {
    const built = pagesOf(this.registry.routes);
    return { pages: [...built.pages, ...SHELL_PAGES], redirects: built.redirects };
  }

  get pages(): PageRoute[] {
    return this.routeTable.pages;
  }

  matchPage(pathname: string): MatchedPage | null {
    return findPage(this.pages, pathname);
  }

  setSearchOpen(open: boolean): void {
    this.searchOpen = open;
  }

  setSettingsOpen(open: boolean): void {
    this.settingsOpen = open;
  }

  setMobileMenuOpen(open: boolean): void {
    this.mobileMenuOpen = open;
  }
}
