import { DEFAULT_CACHE_TIME_S } from '../config/constants';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { SessionCache } from '../session/ports';
import { createMirroredCache } from './mirroredCache';
import { buildStoragePrefix } from './storagePrefix';
import { createWebStorage } from './webStorage';

/** The names under which the two in-memory caches are stored (docs/behaviour.md#entities local cache, session cache). */
const LOCAL_CACHE_NAME = 'COMMON__LOCAL__KEY__';
const SESSION_CACHE_NAME = 'COMMON__SESSION__KEY__';

/** The window features the cache uses; tests pass a jsdom window or a fake. */
type CacheWindow = Pick<
  Window,
  'localStorage' | 'sessionStorage' | 'addEventListener' | 'removeEventListener'
>;

export interface PersistentCacheOptions {
  window: CacheWindow;
  config: Pick<RuntimeConfig, 'appTitle' | 'env' | 'version' | 'storageEncrypt' | 'cryptoKey' | 'cryptoIv'>;
  now?: () => number;
}

export interface PersistentCache extends SessionCache {
  /** Writes both caches as on page unload (exposed for hosts that unload in their own way). */
  flush(): void;
  /** Removes the window listeners. */
  dispose(): void;
}

/**
 * docs/behaviour.md#entities, docs/behaviour.md#states: the local (survives the browser) and session (this tab) caches the stores read and write.
 * Writes stay in memory and reach web storage on page unload, or at once with `immediate`.
 */
export function createPersistentCache({ window: win, config, now }: PersistentCacheOptions): PersistentCache {
  const storageOptions = {
    prefixKey: buildStoragePrefix(config),
    hasEncrypt: config.storageEncrypt,
    key: config.cryptoKey,
    iv: config.cryptoIv,
    timeout: DEFAULT_CACHE_TIME_S,
    now,
  };
  const localStore = createWebStorage({ ...storageOptions, storage: win.localStorage });
  const sessionStore = createWebStorage({ ...storageOptions, storage: win.sessionStorage });
  const local = createMirroredCache(localStore, LOCAL_CACHE_NAME);
  const session = createMirroredCache(sessionStore, SESSION_CACHE_NAME);

  const flush = () => {
    local.writeOnUnload();
    session.writeOnUnload();
  };
  // docs/behaviour.md#states: a cache-key change in another tab clears the matching cache; no key (clear()) clears all.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null) {
      local.forget();
      session.forget();
    } else if (event.key === local.storageKey) {
      local.forget();
    } else if (event.key === session.storageKey) {
      session.forget();
    }
  };
  // docs/behaviour.md#states: caches are written on page unload; pagehide also fires where beforeunload does not (mobile, bfcache).
  win.addEventListener('pagehide', flush);
  win.addEventListener('beforeunload', flush);
  win.addEventListener('storage', onStorage);

  return {
    getLocal: (key) => local.get(key),
    setLocal: (key, value, immediate = false) => local.set(key, value, immediate),
    removeLocal: (key, immediate = false) => local.remove(key, immediate),
    clearLocal: (immediate = false) => local.clear(immediate),
    getSession: (key) => session.get(key),
    setSession: (key, value, immediate = false) => session.set(key, value, immediate),
    removeSession: (key, immediate = false) => session.remove(key, immediate),
    clearSession: (immediate = false) => session.clear(immediate),
    clearAll(immediate = false) {
      local.clear(immediate);
      session.clear(immediate);
      // docs/behaviour.md#states: app reset clears all persistent storage (every key under our prefix).
      if (immediate) {
        localStore.clear();
        sessionStore.clear();
      }
    },
    flush,
    dispose() {
      win.removeEventListener('pagehide', flush);
      win.removeEventListener('beforeunload', flush);
      win.removeEventListener('storage', onStorage);
    },
  };
}
