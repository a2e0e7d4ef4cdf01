import type { EnterpriseFunction } from './accounts/enterprise';
import type { Role } from './roles';

/**
 * The console's route table (docs/behaviour.md#screens-and-routes) as plain data. It lives in the contract because both sides read
 * it: the console builds its router and menus from it, the server derives permission codes and the
 * back-mode menu list from it. Titles are i18n keys; `element` is the custom-element tag of the screen.
 * The file is the table alone, longer than a source file may be (scripts/lint/fileLength.mjs allowlists it);
 * what walks it is in routeNames.ts.
 */
export interface RouteMeta {
  title: string;
  roles?: readonly Role[];
  orderNo?: number;
  icon?: string;
  ignoreRoute?: boolean;
  ignoreAuth?: boolean;
  hideMenu?: boolean;
  hideChildrenInMenu?: boolean;
  hidePathForChildren?: boolean;
  single?: boolean;
  affix?: boolean;
  frameSrc?: string;
  carryParam?: boolean;
  ignoreKeepAlive?: boolean;
  dynamicLevel?: number;
  realPath?: string;
  /** docs/behaviour.md#screens-and-routes: /advanced-config is hidden unless the advanced-config flag is on. */
  requiresAdvancedConfig?: boolean;
  /**
   * The enterprise function the screen belongs to: without it the enterprise's menus, permission codes and
   * endpoints leave the screen out (src/contract/accounts/functionGates.ts).
   */
  requiresFunction?: EnterpriseFunction;
}

export interface RouteRecord {
  name: string;
  path: string;
  /** Custom-element tag that renders the screen; absent for groups and redirects. */
  element?: string;
  redirect?: string;
  meta: RouteMeta;
  children?: RouteRecord[];
}

const ADMIN: readonly Role[] = ['ADMIN'];
/** An agency's console is the enterprise list of its own enterprises. */
const ADMIN_AND_AGENCY: readonly Role[] = ['ADMIN', 'AGECNY'];
const ENTERPRISE_AREA: readonly Role[] = ['ENTERPRISE', 'ENTERPRISE_CHILDUSER'];
const EVERY_SIGNED_IN: readonly Role[] = ['ADMIN', 'ENTERPRISE', 'ENTERPRISE_CHILDUSER'];
/** Roles without a console area of their own (docs/behaviour.md#roles-and-permissions "not shown"): they manage their own password. */
const SELF_SERVICE: readonly Role[] = ['AGECNY', 'NORMAL'];

/** docs/behaviour.md#screens-and-routes: default home page. */
export const DEFAULT_HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const EXCEPTION_PATH = '/exception';
export const NOT_FOUND_NAME = 'PageNotFound';
export const REDIRECT_NAME = 'Redirect';

/** Routes that exist for everybody, signed in or not (docs/behaviour.md#screens-and-routes public and system routes). */
export const BASIC_ROUTES: RouteRecord[] = [
  {
    name: 'Root',
    path: '/',
    redirect: DEFAULT_HOME_PATH,
    meta: { title: 'routes.basic.root', hideMenu: true },
  },
  {
    name: 'Login',
    path: LOGIN_PATH,
    meta: { title: 'routes.basic.login', ignoreAuth: true, hideMenu: true },
  },
  {
    name: 'MainOut',
    path: '/main-out',
    meta: { title: 'routes.basic.mainOut', ignoreAuth: true, hideMenu: true },
  },
  {
    name: REDIRECT_NAME,
    path: '/redirect/:path/:redirect_type/:origin_params?',
    meta: { title: 'routes.basic.redirect', hideMenu: true, ignoreKeepAlive: true },
  },
  { name: 'Exception', path: EXCEPTION_PATH, meta: { title: 'routes.basic.exception', hideMenu: true } },
  { name: 'ErrorLogList', path: '/error-log/list', meta: { title: 'routes.basic.errorLog', hideMenu: true } },
  { name: 'About', path: '/about/index', meta: { title: 'routes.basic.about', hideMenu: true } },
  {
    // Not ignoreAuth: locking needs a session (unlocking checks the account's password on the server).
    name: 'LockScreen',
    path: '/lock',
    meta: { title: 'routes.basic.lock', hideMenu: true },
  },
];

/** The dynamic routes, filtered per role into menus (docs/behaviour.md#screens-and-routes). */
export const ASYNC_ROUTES: RouteRecord[] = [
  {
    name: 'Dashboard',
    path: '/dashboard',
    redirect: '/dashboard/index',
    meta: { title: 'routes.dashboard.dashboard', icon: 'dashboard', orderNo: 10, roles: EVERY_SIGNED_IN },
    children: [
      {
        name: 'overview',
        path: 'index',
        element: 'dashboard-monitor',
        meta: { title: 'routes.dashboard.overview', icon: 'dashboard', affix: true, roles: EVERY_SIGNED_IN },
      },
      {
        name: 'analysis',
        path: 'analysis',
        element: 'dashboard-analysis',
        meta: { title: 'routes.dashboard.analysis', icon: 'timeline-bar-chart', roles: EVERY_SIGNED_IN },
      },
      {
        name: 'workbench',
        path: 'workbench',
        element: 'dashboard-workbench',
        meta: { title: 'routes.dashboard.workbench', icon: 'desktop', roles: EVERY_SIGNED_IN },
      },
    ],
  },
  // ---- platform administration (ADMIN) ----
  {
    name: 'account',
    path: '/account',
    redirect: '/account/enterprise',
    meta: { title: 'routes.admin.account', icon: 'office', orderNo: 2000, roles: ADMIN_AND_AGENCY },
    children: [
      {
        name: 'enterprise',
        path: 'enterprise',
        element: 'enterprise-list',
        meta: { title: 'routes.admin.enterprise', roles: ADMIN_AND_AGENCY },
      },
      {
        name: 'enterpriseDetail',
        path: 'enterpriseDetail/:id',
        element: 'enterprise-detail',
        meta: {
          title: 'routes.admin.enterpriseDetail',
          roles: ADMIN,
          hideMenu: true,
          carryParam: true,
          dynamicLevel: 3,
          realPath: '/account/enterpriseDetail',
        },
      },
      {
        name: 'license',
        path: 'license',
        element: 'license-manager',
        meta: { title: 'routes.admin.license', roles: ADMIN },
      },
      {
        name: 'agency',
        path: 'agency',
        element: 'agency-list',
        meta: { title: 'routes.admin.agency', roles: ADMIN },
      },
    ],
  },
  {
    name: 'advanced-config',
    path: '/advanced-config',
    redirect: '/advanced-config/var',
    meta: {
      title: 'routes.admin.advancedConfig',
      icon: 'cog',
      orderNo: 2001,
      roles: ADMIN,
      requiresAdvancedConfig: true,
    },
    children: [
      {
        name: 'var',
        path: 'var',
        element: 'general-var-list',
        meta: { title: 'routes.admin.var', roles: ADMIN },
      },
      {
        name: 'sipProfile',
        path: 'sipProfile',
        element: 'sip-profile-list',
        meta: { title: 'routes.admin.sipProfile', roles: ADMIN },
      },
      {
        name: 'sipAdvance',
        path: 'sipAdvance',
        element: 'sip-file-tree',
        meta: { title: 'routes.admin.sipAdvance', roles: ADMIN },
      },
      {
        name: 'sipacl',
        path: 'sipacl',
        element: 'sip-acl-config',
        meta: { title: 'routes.admin.sipacl', roles: ADMIN },
      },
      {
        name: 'mediasvr',
        path: 'mediasvr',
        element: 'media-server-list',
        meta: { title: 'routes.admin.mediasvr', roles: ADMIN },
      },
      {
        name: 'device-license',
        path: 'device-license',
        element: 'device-license-list',
        meta: { title: 'routes.admin.deviceLicense', roles: ADMIN },
      },
      {
        name: 'corn-task',
        path: 'corn-task',
        element: 'cron-task-list',
        meta: { title: 'routes.admin.cornTask', roles: ADMIN },
      },
      {
        name: 'node-remote',
        path: 'node-remote',
        element: 'remote-node-list',
        meta: { title: 'routes.admin.nodeRemote', roles: ADMIN },
      },
      {
        name: 'backup',
        path: 'backup',
        element: 'hot-standby-config',
        meta: { title: 'routes.admin.backup', roles: ADMIN },
      },
    ],
  },
  {
    name: 'security-audits',
    path: '/security-audits',
    redirect: '/security-audits/log',
    meta: { title: 'routes.admin.securityAudits', icon: 'shield', orderNo: 2002, roles: ADMIN },
    children: [
      { name: 'log', path: 'log', element: 'service-log', meta: { title: 'routes.admin.log', roles: ADMIN } },
      {
        name: 'operlog',
        path: 'operlog',
        element: 'operation-log-list',
        meta: { title: 'routes.admin.operlog', roles: ADMIN },
      },
      {
        name: 'database-backup',
        path: 'database-backup',
        element: 'database-backup-list',
        meta: { title: 'routes.admin.databaseBackup', roles: ADMIN },
      },
    ],
  },
  {
    name: 'system',
    path: '/system',
    redirect: '/system/dialplan',
    meta: { title: 'routes.admin.system', icon: 'settings', orderNo: 2003, roles: ADMIN },
    children: [
      {
        name: 'dialplan',
        path: 'dialplan',
        element: 'dialplan-list',
        meta: { title: 'routes.admin.dialplan', roles: ADMIN },
      },
      {
        name: 'maintenance',
        path: 'maintenance',
        element: 'maintenance-panel',
        meta: { title: 'routes.admin.maintenance', roles: ADMIN },
      },
      {
        name: 'gateway',
        path: 'gateway',
        element: 'gateway-list',
        meta: { title: 'routes.admin.gateway', roles: ADMIN },
      },
      {
        name: 'appversion',
        path: 'appversion',
        element: 'app-version-list',
        meta: { title: 'routes.admin.appversion', roles: ADMIN },
      },
      {
        name: 'feedback',
        path: 'feedback',
        element: 'feedback-list',
        meta: { title: 'routes.admin.feedback', roles: ADMIN },
      },
      {
        name: 'server-time',
        path: 'server-time',
        element: 'server-time-sync',
        meta: { title: 'routes.admin.serverTime', roles: ADMIN },
      },
      {
        name: 'res-monitor',
        path: 'res-monitor',
        element: 'resource-monitor',
        meta: { title: 'routes.admin.resMonitor', roles: ADMIN },
      },
    ],
  },
  // ---- enterprise and sub-user ----
  {
    name: 'app-mgr',
    path: '/app-mgr',
    redirect: '/app-mgr/attendance',
    meta: { title: 'routes.enterprise.appMgr', icon: 'mobile-phone', orderNo: 2004, roles: ENTERPRISE_AREA },
    children: [
      {
        name: 'attendance',
        path: 'attendance',
        element: 'attendance-list',
        meta: {
          title: 'routes.enterprise.attendance',
          roles: ENTERPRISE_AREA,
          requiresFunction: 'attendance',
        },
      },
      {
        name: 'task',
        path: 'task',
        element: 'app-task-list',
        meta: { title: 'routes.enterprise.task', roles: ENTERPRISE_AREA, requiresFunction: 'dispatch' },
      },
      {
        name: 'appversion',
        path: 'appversion',
        element: 'app-version-list',
        meta: { title: 'routes.enterprise.appversion', roles: ENTERPRISE_AREA },
      },
    ],
  },
  {
    name: 'data-mgr',
    path: '/data-mgr',
    redirect: '/data-mgr/cdr',
    meta: { title: 'routes.enterprise.dataMgr', icon: 'database', orderNo: 2005, roles: ENTERPRISE_AREA },
    children: [
      {
        name: 'cdr',
        path: 'cdr',
        element: 'cdr-list',
        meta: { title: 'routes.enterprise.cdr', roles: ENTERPRISE_AREA },
      },
      {
        name: 'claptrans',
        path: 'claptrans',
        element: 'media-record-list',
        meta: { title: 'routes.enterprise.claptrans', roles: ENTERPRISE_AREA },
      },
      {
        name: 'login-history',
        path: 'login-history',
        element: 'login-history',
        meta: { title: 'routes.enterprise.loginHistory', roles: ENTERPRISE_AREA },
      },
      {
        name: 'sos',
        path: 'sos',
        element: 'sos-list',
        meta: { title: 'routes.enterprise.sos', roles: ENTERPRISE_AREA, requiresFunction: 'sos' },
      },
      {
        name: 'pttrecord',
        path: 'pttrecord',
        element: 'ptt-record-list',
        meta: { title: 'routes.enterprise.pttrecord', roles: ENTERPRISE_AREA, requiresFunction: 'ptt' },
      },
    ],
  },
  {
    name: 'org',
    path: '/org',
    redirect: '/org/dept',
    meta: { title: 'routes.enterprise.org', icon: 'diagram-tree', orderNo: 2006, roles: ENTERPRISE_AREA },
    children: [
      {
        name: 'extension',
        path: 'extension',
        element: 'extension-list',
        meta: { title: 'routes.enterprise.extension', roles: ENTERPRISE_AREA },
      },
      {
        name: 'dept',
        path: 'dept',
        element: 'dept-tree',
        meta: { title: 'routes.enterprise.dept', roles: ENTERPRISE_AREA },
      },
      {
        name: 'localuser',
        path: 'localuser',
        element: 'member-list',
        meta: { title: 'routes.enterprise.localuser', roles: ENTERPRISE_AREA },
      },
      {
        name: 'callgroup',
        path: 'callgroup',
        element: 'call-group-list',
        meta: { title: 'routes.enterprise.callgroup', roles: ENTERPRISE_AREA },
      },
      {
        name: 'localuser-icon',
        path: 'localuser-icon',
        element: 'icon-list',
        meta: { title: 'routes.enterprise.localuserIcon', roles: ENTERPRISE_AREA },
      },
      {
        name: 'broadcast-file',
        path: 'broadcast-file',
        element: 'broadcast-file-list',
        meta: {
          title: 'routes.enterprise.broadcastFile',
          roles: ENTERPRISE_AREA,
          requiresFunction: 'broadcast',
        },
      },
    ],
  },
  // ---- /user: the same path and child names for both areas; the menu is chosen by role (docs/behaviour.md#screens-and-routes) ----
  {
    name: 'user',
    path: '/user',
    redirect: '/user/setPassword',
    meta: { title: 'routes.user.user', icon: 'user', orderNo: 2006, roles: ADMIN },
    children: [
      {
        name: 'change_password',
        path: 'setPassword',
        element: 'change-password',
        meta: { title: 'routes.user.setPassword', roles: ADMIN },
      },
      {
        name: 'admin',
        path: 'admin',
        element: 'admin-account-list',
        meta: { title: 'routes.user.adminAccounts', roles: ADMIN },
      },
    ],
  },
  {
    name: 'enterprise-user',
    path: '/user',
    redirect: '/user/setPassword',
    meta: { title: 'routes.user.user', icon: 'user', orderNo: 2006, roles: ENTERPRISE_AREA },
    children: [
      {
        name: 'change_password',
        path: 'setPassword',
        element: 'change-password',
        meta: { title: 'routes.user.setPassword', roles: ENTERPRISE_AREA },
      },
      {
        name: 'admin',
        path: 'admin',
        element: 'enterprise-admin-list',
        meta: { title: 'routes.user.enterpriseAdmins', roles: ['ENTERPRISE'] },
      },
      {
        name: 'enterprise-oem',
        path: 'enterprise-oem',
        element: 'enterprise-oem-settings',
        meta: { title: 'routes.user.enterpriseOem', roles: ENTERPRISE_AREA },
      },
    ],
  },
  // docs/behaviour.md#the-product every role changes its own password: agencies and normal accounts have this group alone.
  {
    name: 'own-user',
    path: '/user',
    redirect: '/user/setPassword',
    meta: { title: 'routes.user.user', icon: 'user', orderNo: 2006, roles: SELF_SERVICE },
    children: [
      {
        name: 'change_password',
        path: 'setPassword',
        element: 'change-password',
        meta: { title: 'routes.user.setPassword', roles: SELF_SERVICE },
      },
    ],
  },
];

/**
 * docs/behaviour.md#screens-and-routes system screens reached from the about page: the platform's API reference in the iframe view
 * (a frame source, no element) and, under a group with a name but no screen of its own (the parent-layout
 * route), the element reference. `{locale}` in a frame source is the console's current locale. Every
 * signed-in user has them, whatever the role or permits, like the about page: they are not in ASYNC_ROUTES.
 */
export const REFERENCE_ROUTES: RouteRecord[] = [
  {
    name: 'Reference',
    path: '/reference',
    redirect: '/reference/api',
    meta: { title: 'routes.reference.reference', hideMenu: true },
    children: [
      {
        name: 'ReferenceApi',
        path: 'api',
        meta: {
          title: 'routes.reference.api',
          frameSrc: '/reference/api.{locale}.html',
        },
      },
      {
        name: 'ReferenceEmbedding',
        path: 'embedding',
        meta: { title: 'routes.reference.embedding' },
        children: [
          {
            name: 'ReferenceElements',
            path: 'elements',
            meta: {
              title: 'routes.reference.elements',
              frameSrc: '/reference/elements.{locale}.html',
            },
          },
        ],
      },
    ],
  },
];
