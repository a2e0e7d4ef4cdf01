import type { BackMenu, LoginResult, SystemInfo, UserInfo } from '../../contract';
import type { MessageMode } from '../http/types';
import type { ResolvedRoute } from '../routes/resolveRoutes';

/**
 * What the session stores need from the outside world. The API layer (`src/core/api`) and the
 * persistent cache (`src/core/storage`) implement these; tests pass fakes.
 */
export interface LoginParams {
  username: string;
  password: string;
}

export interface AuthApi {
  login(params: LoginParams, options?: { errorMessageMode?: MessageMode }): Promise<LoginResult>;
  logout(): Promise<void>;
  getUserInfo(): Promise<UserInfo>;
  getPermits(): Promise<{ checked: boolean; permitValue: string | null }[]>;
  getPermCode(): Promise<string[]>;
  getMenuList(): Promise<BackMenu[]>;
  setPassword(params: { oldPassword: string; newPassword: string }): Promise<void>;
  unlock(password: string): Promise<void>;
  getSystemInfo(): Promise<SystemInfo>;
}

/** docs/behaviour.md#entities storage keys held by the persistent cache. */
export type CacheKey =
  | 'TOKEN'
  | 'LOCALE'
  | 'USER_INFO'
  | 'ROLES'
  | 'PROJECT_CONFIG'
  | 'LOCK_INFO'
  | 'MULTIPLE_TABS'
  | 'DARK_MODE'
  | 'WS_PORT'
  | 'SESSION_TIMEOUT'
  | 'LAST_UPDATE_TIME'
  | 'PERMISSION'
  | 'SHOW_ADVANCED_CONFIG'
  | 'REMEMBER_ME'
  | 'SYSTEM_INFO'
  /** The enterprise prefix whose branding this browser's sign-in page shows. */
  | 'LOGIN_BRAND';

/** The persistent cache as the stores see it: local (survives the browser) and session (this tab). */
export interface SessionCache {
  getLocal<T>(key: CacheKey): T | null;
  setLocal(key: CacheKey, value: unknown, immediate?: boolean): void;
  removeLocal(key: CacheKey, immediate?: boolean): void;
  clearLocal(immediate?: boolean): void;
  getSession<T>(key: CacheKey): T | null;
  setSession(key: CacheKey, value: unknown, immediate?: boolean): void;
  removeSession(key: CacheKey, immediate?: boolean): void;
  clearSession(immediate?: boolean): void;
  /** Clear both stores (app reset, docs/behaviour.md#states). */
  clearAll(immediate?: boolean): void;
}

/** How the session moves the user; the shell implements it with its router, a portal may ignore it. */
export interface Navigator {
  go(path: string, replace?: boolean): void;
  currentPath(): string;
}

/**
 * The shell's router as the session sees it (docs/behaviour.md#screens-and-routes guard rule 4, docs/behaviour.md#states app reset): the permission store
 * hands it the user's dynamic routes once they are built, and asks it to drop them on reset.
 */
export interface RouteRegistry {
  /** Adds the dynamic routes (the router then adds its not-found route after them). */
  addRoutes(routes: ResolvedRoute[]): void;
  /** Removes every dynamically added route. */
  resetRoutes(): void;
}

/** Time as the stores read it; tests pass vi's fake timers or a fake. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The i18n module as the app store uses it (docs/behaviour.md#entities locale picker). */
export interface LocaleSwitcher {
  setLocale(code: string): Promise<void>;
}
