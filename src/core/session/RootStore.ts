import { setLocale } from '../i18n';
import { AppStore } from './AppStore';
import { ErrorLogStore } from './ErrorLogStore';
import { LockStore } from './LockStore';
import { NoticeStore } from './NoticeStore';
import { PermissionStore } from './PermissionStore';
import type { RouteRegistry } from './ports';
import type { ResolvedRootStoreDeps, RootStoreDeps } from './rootStoreDeps';
import { SessionEvents } from './sessionEvents';
import { watchSession } from './sessionWatch';
import { systemClock } from './systemClock';
import { TabStore } from './TabStore';
import { UserStore } from './UserStore';

export type { ResolvedRootStoreDeps, RootStoreDeps } from './rootStoreDeps';

const NO_ROUTER: RouteRegistry = { addRoutes: () => {}, resetRoutes: () => {} };

/** MobX root store with domain stores (STYLE.md): each store reaches its siblings through the root. */
export class RootStore {
  readonly deps: ResolvedRootStoreDeps;
  readonly notices: NoticeStore;
  readonly app: AppStore;
  readonly user: UserStore;
  readonly permission: PermissionStore;
  readonly tabs: TabStore;
  readonly lock: LockStore;
  readonly errorLog: ErrorLogStore;
  /** Sign-in, sign-out, account change, token replaced or expiring: what embedded elements follow. */
  readonly events = new SessionEvents();

  constructor(deps: RootStoreDeps) {
    this.deps = {
      routeRegistry: NO_ROUTER,
      clock: systemClock,
      locale: { setLocale },
      ...deps,
    };
    // Order matters: later stores read the app settings and the user while they load.
    this.notices = new NoticeStore(this.deps.clock);
    this.app = new AppStore(this);
    this.user = new UserStore(this);
    this.permission = new PermissionStore(this);
    this.tabs = new TabStore(this);
    this.lock = new LockStore(this);
    this.errorLog = new ErrorLogStore(this);
    watchSession(this);
  }

  /** docs/behaviour.md#screens-and-routes guard rule 7: reaching /login resets app, permission, tab and user state. */
  resetAll(): void {
    this.app.resetAllState();
    this.permission.reset();
    this.tabs.reset();
    this.lock.reset();
    this.user.reset();
  }
}

export function createRootStore(deps: RootStoreDeps): RootStore {
  return new RootStore(deps);
}
