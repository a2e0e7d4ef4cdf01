import { vi } from 'vitest';
import type { BackMenu, LoginResult, Role, UserInfo } from '../../../src/contract';
import {
  type AuthApi,
  type CacheKey,
  createRootStore,
  type Navigator,
  type RootStore,
  type RootStoreDeps,
  type RouteRegistry,
  type SessionCache,
} from '../../../src/core/session';

/** The persistent cache as a pair of maps; values go through JSON like the real storage. */
export class MemoryCache implements SessionCache {
  readonly local = new Map<CacheKey, unknown>();
  readonly session = new Map<CacheKey, unknown>();
  clearAllCalls = 0;

  getLocal<T>(key: CacheKey): T | null {
    return this.local.has(key) ? (this.local.get(key) as T) : null;
  }
  setLocal(key: CacheKey, value: unknown): void {
    this.local.set(key, JSON.parse(JSON.stringify(value)));
  }
  removeLocal(key: CacheKey): void {
    this.local.delete(key);
  }
  clearLocal(): void {
    this.local.clear();
  }
  getSession<T>(key: CacheKey): T | null {
    return this.session.has(key) ? (this.session.get(key) as T) : null;
  }
  setSession(key: CacheKey, value: unknown): void {
    this.session.set(key, JSON.parse(JSON.stringify(value)));
  }
  removeSession(key: CacheKey): void {
    this.session.delete(key);
  }
  clearSession(): void {
    this.session.clear();
  }
  clearAll(): void {
    this.clearAllCalls += 1;
    this.local.clear();
    this.session.clear();
  }
}

export class FakeNavigator implements Navigator {
  path = '/dashboard/index';
  readonly visits: string[] = [];
  go(path: string): void {
    this.path = path;
    this.visits.push(path);
  }
  currentPath(): string {
    return this.path;
  }
}

export function userInfo(role: Role, extra: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: '1',
    username: role.toLowerCase(),
    realName: role,
    roles: [{ roleName: role, value: role }],
    permits: [],
    ...extra,
  };
}

export function loginResult(role: Role, extra: Partial<LoginResult> = {}): LoginResult {
  return { token: `token-${role}`, wsport: 9000, role, permits: [], userInfo: userInfo(role), ...extra };
}

/** An AuthApi whose every call is a vi.fn that succeeds with plausible data. */
export function fakeApi(role: Role = 'ADMIN') {
  return {
    login: vi.fn(async () => loginResult(role)),
    logout: vi.fn(async () => {}),
    getUserInfo: vi.fn(async () => userInfo(role)),
    getPermits: vi.fn(async () => [] as { checked: boolean; permitValue: string | null }[]),
    getPermCode: vi.fn(async () => [] as string[]),
    getMenuList: vi.fn(async () => [] as BackMenu[]),
    setPassword: vi.fn(async () => {}),
    unlock: vi.fn(async () => {}),
    getSystemInfo: vi.fn(async () => ({
      webTitle: 'Dispatch',
      version: '2.10.1',
      loginMethods: { register: false, forgotPassword: false, mobile: false, qrCode: false },
      wsport: 8012,
    })),
  } satisfies AuthApi;
}

export function fakeRouteRegistry() {
  return { addRoutes: vi.fn(), resetRoutes: vi.fn() } satisfies RouteRegistry;
}

export interface Harness {
  root: RootStore;
  api: ReturnType<typeof fakeApi>;
  cache: MemoryCache;
  navigator: FakeNavigator;
  routeRegistry: ReturnType<typeof fakeRouteRegistry>;
  setLocale: ReturnType<typeof vi.fn<(code: string) => Promise<void>>>;
}

/** A root store over fakes; `prepare` seeds the cache before the stores read it. */
export function createHarness(
  options: { role?: Role; prepare?: (cache: MemoryCache) => void; deps?: Partial<RootStoreDeps> } = {},
): Harness {
  const api = fakeApi(options.role);
  const cache = new MemoryCache();
  options.prepare?.(cache);
  const navigator = new FakeNavigator();
  const routeRegistry = fakeRouteRegistry();
  const setLocale = vi.fn(async (_code: string) => {});
  const root = createRootStore({
    api,
    cache,
    navigator,
    routeRegistry,
    translate: (key) => key,
    locale: { setLocale },
    ...options.deps,
  });
  return { root, api, cache, navigator, routeRegistry, setLocale };
}
