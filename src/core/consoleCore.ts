import { createAuthApi } from './api';
import {
  getRuntimeConfig,
  type RuntimeConfig,
  readMetaConfig,
  runtimeConfigSettled,
  setRuntimeConfig,
} from './config/runtimeConfig';
import { createHttpClient } from './http';
import type { HttpClient } from './http/types';
import { setLocale, t } from './i18n';
import {
  createRootStore,
  type Navigator,
  type RootStore,
  type RouteRegistry,
  sessionHttpHooks,
} from './session';
import type { AuthApi } from './session/ports';
import { createPersistentCache, type PersistentCache } from './storage';

/**
 * The composition root of the session core: one per page, shared by the shell and every embedded
 * element (docs/architecture.md#elements: all chunks share one copy of core, so every element shares one session).
 */
export interface ConsoleCore {
  readonly config: RuntimeConfig;
  readonly cache: PersistentCache;
  readonly http: HttpClient;
  readonly api: AuthApi;
  readonly store: RootStore;
  /** The shell installs its router here; a portal keeps the default (hash changes). */
  setNavigator(navigator: Navigator): void;
  setRouteRegistry(registry: RouteRegistry): void;
}

/** Without a router: move the hash, which a hash router or a portal page may follow. */
const hashNavigator: Navigator = {
  go: (path, replace) => {
    const url = `#${path}`;
    if (replace) window.location.replace(url);
    else window.location.hash = path;
  },
  currentPath: () => window.location.hash.replace(/^#/, '').split('?')[0] || '/',
};

let instance: ConsoleCore | undefined;

export function createConsoleCore(overrides: Partial<RuntimeConfig> = {}): ConsoleCore {
  const config = setRuntimeConfig({ ...readMetaConfig(), ...overrides });
  const cache = createPersistentCache({ window, config });
  let navigator: Navigator = hashNavigator;
  let registry: RouteRegistry = { addRoutes: () => {}, resetRoutes: () => {} };

  // The hooks read the store and the store needs the API: every hook delegates to the root, set just after.
  let root: RootStore | undefined;
  const sessionHooks = () => sessionHttpHooks(root!);
  const http = createHttpClient({
    getConfig: getRuntimeConfig,
    configSettled: runtimeConfigSettled,
    hooks: {
      getToken: () => root?.user.token,
      getLocale: () => root?.app.locale ?? 'zh_CN',
      translate: (key, options) => t(key, options),
      notifier: {
        message: (kind, text) => sessionHooks().notifier.message(kind, text),
        modal: (kind, title, text) => sessionHooks().notifier.modal(kind, title, text),
      },
      onSessionTimeout: () => sessionHooks().onSessionTimeout(),
      onUnauthorized: (message) => sessionHooks().onUnauthorized(message),
      onRequestFailure: (failure) => sessionHooks().onRequestFailure?.(failure),
    },
  });
  const api = createAuthApi(http);
  root = createRootStore({
    api,
    cache,
    translate: (key, options) => t(key, options),
    navigator: {
      go: (path, replace) => navigator.go(path, replace),
      currentPath: () => navigator.currentPath(),
    },
    routeRegistry: {
      addRoutes: (routes) => registry.addRoutes(routes),
      resetRoutes: () => registry.resetRoutes(),
    },
  });
  // The stored locale wins over the bundled default.
  if (root.app.locale) void setLocale(root.app.locale).catch(() => undefined);

  return {
    config,
    cache,
    http,
    api,
    store: root,
    setNavigator: (next) => {
      navigator = next;
    },
    setRouteRegistry: (next) => {
      registry = next;
    },
  };
}

/** The page's one core, created on first use. */
export function getConsoleCore(): ConsoleCore {
  instance ??= createConsoleCore();
  return instance;
}
