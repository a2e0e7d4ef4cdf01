import type { Translate } from '../routes';
import type { AuthApi, Clock, LocaleSwitcher, Navigator, RouteRegistry, SessionCache } from './ports';

/** What the session needs from outside; the last three have working defaults. */
export interface RootStoreDeps {
  api: AuthApi;
  cache: SessionCache;
  navigator: Navigator;
  translate: Translate;
  /** The shell's router; default: no router (a portal embedding elements). */
  routeRegistry?: RouteRegistry;
  clock?: Clock;
  /** Default: the core i18n module. */
  locale?: LocaleSwitcher;
}

export type ResolvedRootStoreDeps = Required<RootStoreDeps>;
