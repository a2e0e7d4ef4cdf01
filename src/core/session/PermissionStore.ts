import { makeAutoObservable, toJS } from 'mobx';
import {
  ASYNC_ROUTES,
  BASIC_ROUTES,
  REFERENCE_ROUTES,
  type Role,
  type RoleInfo,
  type RouteRecord,
  type UserInfo,
} from '../../contract';
import { MENU_LOADING_MESSAGE_MS } from '../config/constants';
import type { PermissionMode, ProjectConfig } from '../config/projectSetting';
import type { NoticeKind } from '../http/types';
import {
  buildMenus,
  buildMenusFromBackMenus,
  filterMenusByRegisteredRoutes,
  filterRoutesForUser,
  hasPermission,
  listResolvedRoutes,
  type MenuEntry,
  type RegisteredRoute,
  type RequiredPermission,
  type ResolvedRoute,
  resolveRoutes,
  selectRoutesByBackMenus,
} from '../routes';
import type { ResolvedRootStoreDeps } from './rootStoreDeps';

/** What is cached under PERMISSION (docs/behaviour.md#roles-and-permissions: permission data is cached in local storage). */
interface CachedPermission {
  permCodeList: string[];
  backMenuList: MenuEntry[];
  frontMenuList: MenuEntry[];
  lastBuildMenuTime: number;
}

interface BuiltRoutes {
  routes: RouteRecord[];
  frontMenus?: MenuEntry[];
  backMenus?: MenuEntry[];
}

/*
 * What this store reaches through the root (docs/architecture.md#session): declared here, so the store does
 * not import the root that imports it; the root store satisfies it.
 */
export interface PermissionStoreRoot {
  readonly deps: ResolvedRootStoreDeps;
  readonly app: { readonly projectConfig: ProjectConfig };
  readonly notices: { message(kind: NoticeKind, text: string, durationMs?: number): number };
  readonly tabs: { keepOnlyAffixedTabs(): void };
  readonly user: {
    readonly roles: Role[];
    readonly userInfo: UserInfo | null;
    setRoleList(roles: RoleInfo[]): void;
  };
}

/** docs/behaviour.md#entities permission state: codes, menus and the user's dynamic routes, built per permission mode (docs/behaviour.md#states). */
export class PermissionStore {
  permCodeList: string[];
  backMenuList: MenuEntry[];
  frontMenuList: MenuEntry[];
  lastBuildMenuTime: number;
  /** The user's routes as the router consumes them; set by buildRoutes. */
  routes: ResolvedRoute[] = [];
  isDynamicAddedRoute = false;
  showAdvancedConfig: boolean;
  private readonly root: PermissionStoreRoot;

  constructor(root: PermissionStoreRoot) {
    this.root = root;
    const { cache } = root.deps;
    const cached = cache.getLocal<CachedPermission>('PERMISSION');
    this.permCodeList = cached?.permCodeList ?? [];
    this.backMenuList = cached?.backMenuList ?? [];
    this.frontMenuList = cached?.frontMenuList ?? [];
    this.lastBuildMenuTime = cached?.lastBuildMenuTime ?? 0;
    // Stored choice first; else the deployment's project setting (docs/behaviour.md#entities: the flag is stored persistently).
    this.showAdvancedConfig =
      cache.getLocal<boolean>('SHOW_ADVANCED_CONFIG') ?? root.app.projectConfig.showAdvancedConfig;
    makeAutoObservable<PermissionStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  get mode(): PermissionMode {
    return this.root.app.projectConfig.permissionMode;
  }

  /** The menus the sidebar and the menu search show, per mode. */
  get menus(): MenuEntry[] {
    return this.mode === 'BACK' ? this.backMenuList : this.frontMenuList;
  }

  /** docs/behaviour.md#validation, docs/behaviour.md#roles-and-permissions permission check against this session. */
  hasPermission(required: RequiredPermission): boolean {
    return hasPermission(required, {
      mode: this.mode,
      permCodes: this.permCodeList,
      roles: this.root.user.roles,
    });
  }

  setPermCodeList(codes: string[]): void {
    this.permCodeList = codes;
    this.persist();
  }

  /**
   * The signed-in account's own default (the seed turns it on for `admin`) applies when this
   * browser has no stored choice; a choice made in the settings drawer keeps winning. Applied at each build.
   */
  adoptAccountDefault(show: boolean | undefined): void {
    if (this.root.deps.cache.getLocal<boolean>('SHOW_ADVANCED_CONFIG') != null) return;
    this.showAdvancedConfig = show ?? this.root.app.projectConfig.showAdvancedConfig;
  }

  /** Takes effect on the next build; call rebuildRoutes() to apply it to the running router. */
  setShowAdvancedConfig(show: boolean): void {
    this.showAdvancedConfig = show;
    this.root.deps.cache.setLocal('SHOW_ADVANCED_CONFIG', show);
  }

  /**
   * Builds the user's routes and menus for the configured mode (docs/behaviour.md#states). Fetch failures are logged
   * and an empty menu is used (docs/behaviour.md#errors).
   */
  async buildRoutes(): Promise<ResolvedRoute[]> {
    // The signed-in account's default, whether it signed in now or its user info was kept.
    this.adoptAccountDefault(this.root.user.userInfo?.showAdvancedConfig);
    let built: BuiltRoutes;
    try {
      built = await this.buildForMode(this.mode);
    } catch (error) {
      console.warn('[permission] fetching permissions or menus failed; using an empty menu', error);
      built = { routes: [], frontMenus: [], backMenus: [] };
    }
    // The system reference pages go to everybody signed in, after the user's own routes.
    const resolved = resolveRoutes([...built.routes, ...REFERENCE_ROUTES]);
    this.applyBuilt(built, resolved);
    return resolved;
  }

  private async buildForMode(mode: PermissionMode): Promise<BuiltRoutes> {
    const { api, translate } = this.root.deps;
    if (mode === 'BACK') {
      this.root.notices.message('info', translate('sys.app.menuLoading'), MENU_LOADING_MESSAGE_MS);
      const [codes, menus] = await Promise.all([api.getPermCode(), api.getMenuList()]);
      this.setPermCodeList(codes);
      return {
        routes: selectRoutesByBackMenus(ASYNC_ROUTES, menus),
        backMenus: buildMenusFromBackMenus(menus),
      };
    }
    if (mode === 'ROLE') {
      // docs/behaviour.md#states: in role mode the login permit codes are refreshed first.
      const permits = await api.getPermits();
      this.setPermCodeList(
        permits.flatMap((item) => (item.checked && item.permitValue !== null ? [item.permitValue] : [])),
      );
    } else {
      this.setPermCodeList(this.root.user.userInfo?.permits ?? []);
    }
    const routes = this.filterTableForUser();
    const menus = buildMenus(routes);
    if (mode === 'ROUTE_MAPPING') return { routes, frontMenus: menus };
    // docs/behaviour.md#validation: in role mode entries are filtered against registered routes.
    const registered = [...listResolvedRoutes(resolveRoutes(routes)), ...basicRegisteredRoutes()];
    return { routes, frontMenus: filterMenusByRegisteredRoutes(menus, registered) };
  }

  private filterTableForUser(): RouteRecord[] {
    return filterRoutesForUser(ASYNC_ROUTES, {
      roles: this.root.user.roles,
      permCodes: this.permCodeList,
      showAdvancedConfig: this.showAdvancedConfig,
    });
  }

  private applyBuilt(built: BuiltRoutes, resolved: ResolvedRoute[]): void {
    this.routes = resolved;
    if (built.frontMenus) this.frontMenuList = built.frontMenus;
    if (built.backMenus) this.backMenuList = built.backMenus;
    this.lastBuildMenuTime = this.root.deps.clock.now();
    this.persist();
  }

  /**
   * docs/behaviour.md#screens-and-routes guard rule 4 / docs/behaviour.md#states login: build the dynamic routes once and hand them to the router.
   * Later calls do nothing until a reset.
   */
  async ensureRoutes(): Promise<void> {
    if (this.isDynamicAddedRoute) return;
    const routes = await this.buildRoutes();
    this.root.deps.routeRegistry.addRoutes(routes);
    this.setDynamicAddedRoute(true);
  }

  setDynamicAddedRoute(added: boolean): void {
    this.isDynamicAddedRoute = added;
  }

  /** Drops the registered routes and builds them again (role change, advanced-config switch). */
  async rebuildRoutes(): Promise<void> {
    this.root.deps.routeRegistry.resetRoutes();
    this.setDynamicAddedRoute(false);
    await this.ensureRoutes();
  }

  /**
   * docs/behaviour.md#states: a role change is allowed only in route-mapping mode; it rebuilds routes and closes all
   * tabs. In any other mode it throws, telling the user to switch the permission mode (docs/behaviour.md#errors).
   */
  async changeRole(role: Role | RoleInfo[]): Promise<void> {
    if (this.mode !== 'ROUTE_MAPPING')
      throw new Error(this.root.deps.translate('sys.app.permissionModeError'));
    this.root.user.setRoleList(typeof role === 'string' ? [{ roleName: role, value: role }] : role);
    await this.rebuildRoutes();
    this.root.tabs.keepOnlyAffixedTabs();
  }

  /** In-memory reset for reaching /login (docs/behaviour.md#screens-and-routes guard rule 7). */
  reset(): void {
    this.permCodeList = [];
    this.backMenuList = [];
    this.frontMenuList = [];
    this.routes = [];
    this.lastBuildMenuTime = 0;
    this.isDynamicAddedRoute = false;
  }

  private persist(): void {
    const cached: CachedPermission = {
      permCodeList: this.permCodeList,
      backMenuList: this.backMenuList,
      frontMenuList: this.frontMenuList,
      lastBuildMenuTime: this.lastBuildMenuTime,
    };
    this.root.deps.cache.setLocal('PERMISSION', toJS(cached));
  }
}

/** The basic routes are always registered by the shell; role-mode menus may point at them. */
function basicRegisteredRoutes(): RegisteredRoute[] {
  return BASIC_ROUTES.map((route) => ({ fullPath: route.path, meta: route.meta }));
}
