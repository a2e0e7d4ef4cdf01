import { makeAutoObservable, toJS } from 'mobx';
import {
  DEFAULT_HOME_PATH,
  LOGIN_PATH,
  type LoginResult,
  type Role,
  type RoleInfo,
  type UserInfo,
} from '../../contract';
import type { EnterpriseFunction } from '../../contract/accounts/enterpriseFunctions';
import { functionAllowed } from '../../contract/accounts/functionGates';
import { type Branding, isBranded } from '../../contract/branding';
import { DEFAULT_WS_PORT } from '../config/constants';
import type { ProjectConfig } from '../config/projectSetting';
import type { MessageMode } from '../http/types';
import type { CacheKey, LoginParams } from './ports';
import type { ResolvedRootStoreDeps } from './rootStoreDeps';
import type { SessionEvent } from './sessionEvents';
import { type AccountRef, accountRefOf } from './sessionEvents';
import { userInfoFromLogin } from './userInfoFromLogin';

export interface LoginOptions {
  /** Go to the home path after a normal sign-in (default true). */
  goHome?: boolean;
  /** How the API shows a login error; the error is passed to the caller either way (docs/behaviour.md#errors). */
  mode?: MessageMode;
}

/** What a host hands over with a token it obtained itself (a partner token's answer carries its hard end). */
export interface TokenOptions {
  /** Epoch ms after which the server refuses the token; announced ahead as `token-expiring`. */
  expiresAt?: number | null;
}

/*
 * What this store reaches through the root (docs/architecture.md#session): declared here, so the store does
 * not import the root that imports it; the root store satisfies it.
 */
export interface UserStoreRoot {
  readonly deps: ResolvedRootStoreDeps;
  readonly app: { readonly projectConfig: ProjectConfig };
  readonly events: { emit(event: SessionEvent): void };
  readonly lock: { reset(): void };
  readonly permission: {
    ensureRoutes(): Promise<void>;
    reset(): void;
    setPermCodeList(codes: string[]): void;
  };
}

/** The signed-in user: token, user info, roles and session flags, all persisted (docs/behaviour.md#entities, docs/behaviour.md#states). */
export class UserStore {
  token: string | undefined;
  userInfo: UserInfo | null;
  roleList: RoleInfo[];
  wsport: number;
  /** Set when a 401 is handled by covering the page; the next login is a session-timeout re-login. */
  sessionTimeout: boolean;
  lastUpdateTime: number;
  /** The hard end of the current token when the host told it (partner tokens), else null. */
  tokenExpiresAt: number | null = null;
  /** Counts tokens handed over for the same account: elements reload quietly when it moves. */
  tokenGeneration = 0;
  /** Why the last handed-over token gave no account (the origin refused, the token unknown); null otherwise. */
  tokenProblem: string | null = null;
  /** While this page signs out: the server ending the session is expected, not a timeout to handle. */
  signingOut = false;
  private readonly root: UserStoreRoot;

  constructor(root: UserStoreRoot) {
    this.root = root;
    const { cache } = root.deps;
    this.token = cache.getLocal<string>('TOKEN') ?? undefined;
    this.userInfo = cache.getLocal<UserInfo>('USER_INFO');
    this.roleList = cache.getLocal<RoleInfo[]>('ROLES') ?? [];
    this.wsport = cache.getLocal<number>('WS_PORT') ?? DEFAULT_WS_PORT;
    this.sessionTimeout = cache.getLocal<boolean>('SESSION_TIMEOUT') ?? false;
    this.lastUpdateTime = cache.getLocal<number>('LAST_UPDATE_TIME') ?? 0;
    makeAutoObservable<UserStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /**
   * The account the page's data belongs to. A covered page waiting for a re-login (docs/behaviour.md#states) keeps it, so
   * what the user was doing survives; a sign-out or another account ends it.
   */
  get account(): AccountRef | null {
    if (!this.userInfo || !(this.token || this.sessionTimeout)) return null;
    return accountRefOf(this.userInfo);
  }

  /** Signed in means a token and the account behind it: a token the server refused is not a session. */
  get signedIn(): boolean {
    return Boolean(this.token && this.userInfo);
  }

  /** The role values (`ADMIN`, …) the route filters and permission checks read. */
  get roles(): Role[] {
    return this.roleList.map((role) => role.value);
  }

  /** docs/behaviour.md#screens-and-routes, docs/behaviour.md#states: the user's own home path first, else the default home. */
  get homePath(): string {
    return this.userInfo?.homePath || DEFAULT_HOME_PATH;
  }

  /** Whether the account may use an enterprise function: its enterprise has it, or it has none to obey. */
  hasFunction(needed: EnterpriseFunction | undefined): boolean {
    return functionAllowed(this.userInfo?.functions, needed);
  }

  /** The enterprise's branding as the last answer (sign-in, user info or the socket) gave it. */
  get branding(): Branding | null {
    return this.userInfo?.branding ?? null;
  }

  /** A branding change (the enterprise saved it, here or in another console): the page repaints from it. */
  setBranding(branding: Branding): void {
    if (!this.userInfo) return;
    this.setUserInfo({ ...this.userInfo, branding });
    this.rememberLoginBrand();
  }

  /** The sign-in page of this browser shows the brand of the enterprise that last signed in here. */
  private rememberLoginBrand(): void {
    const prefix = this.userInfo?.enterprisePrefix;
    const { cache } = this.root.deps;
    if (prefix && isBranded(this.branding)) cache.setLocal('LOGIN_BRAND', prefix);
    else cache.removeLocal('LOGIN_BRAND');
  }

  setToken(token: string | undefined): void {
    this.token = token || undefined;
    if (!this.token) this.tokenExpiresAt = null;
    this.persist('TOKEN', this.token);
  }

  setUserInfo(info: UserInfo | null): void {
    this.userInfo = info;
    this.lastUpdateTime = this.root.deps.clock.now();
    this.persist('USER_INFO', info);
    this.persist('LAST_UPDATE_TIME', this.lastUpdateTime);
  }

  setRoleList(roles: RoleInfo[]): void {
    this.roleList = roles;
    this.persist('ROLES', roles);
  }

  setWsPort(port: number | undefined): void {
    this.wsport = port ?? DEFAULT_WS_PORT;
    this.persist('WS_PORT', port);
  }

  setSessionTimeout(flag: boolean): void {
    this.sessionTimeout = flag;
    this.persist('SESSION_TIMEOUT', flag);
  }

  /** Portals that already hold a token hand it over (docs/architecture.md#host-api). */
  useToken(token: string, options: TokenOptions = {}): void {
    this.setToken(token);
    this.setSessionTimeout(false);
    this.tokenExpiresAt = options.expiresAt ?? null;
    this.tokenProblem = null;
  }

  /**
   * A host's token taken over, then the account behind it asked: the same account goes on quietly
   * (`token-replaced`), another one replaces the previous account's data, a refusal leaves no session and
   * records why. Until the answer the elements keep what they show. Answers the account's user info.
   */
  async adoptToken(token: string, options: TokenOptions = {}): Promise<UserInfo | null> {
    const before = this.account;
    // biome-ignore lint/correctness/useHookAtTopLevel: the store's method, not a React hook.
    this.useToken(token, options);
    let info: UserInfo;
    try {
      info = await this.root.deps.api.getUserInfo();
    } catch (error) {
      // A newer token was handed over meanwhile: its own call decides.
      if (this.token !== token && this.token !== undefined) return null;
      this.refuseToken(error);
      return null;
    }
    if (this.token !== token) return null;
    this.acceptTokenAccount(info, before);
    return info;
  }

  private refuseToken(error: unknown): void {
    this.tokenProblem = error instanceof Error && error.message ? error.message : String(error);
    this.setUserInfo(null);
  }

  private acceptTokenAccount(info: UserInfo, before: AccountRef | null): void {
    this.setUserInfo(info);
    this.setRoleList(info.roles);
    this.root.permission.setPermCodeList(info.permits);
    if (before && before.id === accountRefOf(info).id) {
      this.tokenGeneration += 1;
      this.root.events.emit({ type: 'token-replaced', account: before });
    }
  }

  /**
   * docs/behaviour.md#states login: store token and websocket port, build user info and roles; then, unless this is a
   * session-timeout re-login, build the dynamic routes once and go to the home path. A re-login only
   * clears the timeout flag and stays on the page. Login errors reach the caller.
   */
  async login(params: LoginParams, options: LoginOptions = {}): Promise<UserInfo> {
    const { mode } = options;
    const result = await this.root.deps.api.login(params, mode ? { errorMessageMode: mode } : undefined);
    return this.signInWith(result, options);
  }

  /**
   * The same session path for a login answer obtained another way (docs/behaviour.md#screens-and-routes variants: mobile code, QR
   * code): token, websocket port, user info and roles are stored, then routes and home as for `login`.
   */
  async signInWith(result: LoginResult, options: Pick<LoginOptions, 'goHome'> = {}): Promise<UserInfo> {
    const { goHome = true } = options;
    const info = userInfoFromLogin(result);
    const before = this.account;
    if (before && before.id !== accountRefOf(info).id) this.forgetPreviousAccount();
    this.tokenProblem = null;
    this.setToken(result.token);
    this.setWsPort(result.wsport);
    this.setUserInfo(info);
    this.setRoleList(info.roles);
    this.rememberLoginBrand();
    await this.afterLogin(goHome);
    return info;
  }

  /** Another account signs in over this one: its routes and permission codes are built anew. */
  private forgetPreviousAccount(): void {
    this.root.deps.routeRegistry.resetRoutes();
    this.root.permission.reset();
    this.setSessionTimeout(false);
  }

  private async afterLogin(goHome: boolean): Promise<void> {
    if (this.sessionTimeout) {
      this.setSessionTimeout(false);
      return;
    }
    await this.root.permission.ensureRoutes();
    if (goHome) this.root.deps.navigator.go(this.homePath, true);
  }

  /** docs/behaviour.md#screens-and-routes guard rule 4: user info loaded from the API on the first entry with a token. */
  async getUserInfo(): Promise<UserInfo> {
    const info = await this.root.deps.api.getUserInfo();
    this.setUserInfo(info);
    this.setRoleList(info.roles);
    return info;
  }

  /**
   * docs/behaviour.md#states logout: the server call is attempted (failure only logged), then token, websocket port,
   * timeout flag and user info are cleared; optionally the user goes to /login.
   */
  async logout(goLogin = false): Promise<void> {
    if (this.token) {
      this.setSigningOut(true);
      try {
        await this.root.deps.api.logout();
      } catch (error) {
        console.warn('[session] logout call failed; signing out locally', error);
      } finally {
        this.setSigningOut(false);
      }
    }
    this.setToken(undefined);
    this.setWsPort(undefined);
    this.setSessionTimeout(false);
    this.setUserInfo(null);
    this.root.lock.reset();
    // The next account must not inherit this one's permission codes (a portal has no /login reset).
    if (!goLogin) this.root.permission.reset();
    if (goLogin) this.root.deps.navigator.go(LOGIN_PATH, true);
  }

  private setSigningOut(flag: boolean): void {
    this.signingOut = flag;
  }

  /** docs/behaviour.md#states: envelope code 1004 clears the token and logs out. */
  async handleSessionTimeout(): Promise<void> {
    this.setToken(undefined);
    await this.logout(true);
  }

  /** docs/behaviour.md#states: HTTP 401 clears the token, then covers the page or jumps to /login per the setting. */
  async handleUnauthorized(): Promise<void> {
    this.setToken(undefined);
    if (this.root.app.projectConfig.sessionTimeoutProcessing === 'PAGE_COVERAGE') {
      this.setSessionTimeout(true);
      return;
    }
    await this.logout(true);
  }

  /** In-memory reset for reaching /login (docs/behaviour.md#screens-and-routes guard rule 7); storage is cleared by the app reset. */
  reset(): void {
    this.token = undefined;
    this.userInfo = null;
    this.roleList = [];
    this.wsport = DEFAULT_WS_PORT;
    this.sessionTimeout = false;
    this.lastUpdateTime = 0;
    this.tokenExpiresAt = null;
    this.tokenProblem = null;
  }

  private persist(key: CacheKey, value: unknown): void {
    const { cache } = this.root.deps;
    if (value === undefined || value === null) cache.removeLocal(key);
    else cache.setLocal(key, toJS(value));
  }
}
