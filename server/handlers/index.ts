import { PLATFORM_ACCOUNT_HANDLERS } from '../accounts';
import { ADMIN_ACCOUNT_HANDLERS } from '../adminaccounts/adminAccountHandlers';
import { APPS_HANDLERS } from '../apps';
import { DATABASE_BACKUP_HANDLERS } from '../backup/backupHandlers';
import { BRANDING_HANDLERS } from '../branding/brandingHandlers';
import { CALLDATA_HANDLERS } from '../calldata';
import { LICENCE_HANDLERS } from '../licence/licenceHandlers';
import { MAINTENANCE_HANDLERS } from '../maintenance/maintenanceHandlers';
import { MONITOR_HANDLERS } from '../monitor/handlers';
import { PORTAL_ORIGIN_HANDLERS } from '../origins/portalOriginHandlers';
import { PARTNER_KEY_HANDLERS } from '../partner/partnerKeyHandlers';
import { RESOURCE_MONITOR_HANDLERS } from '../resmonitor/resourceMonitor';
import { RESOURCE_HANDLERS } from '../resources';
import { CRON_TASK_HANDLERS } from '../scheduler/cronHandlers';
import { SERVER_TIME_HANDLERS } from '../servertime/serverTimeHandlers';
import { SERVICE_LOG_HANDLERS } from '../servicelog/logHandlers';
import { switchEndpoints } from '../switch/freeswitchRoutes';
import { HOT_STANDBY_HANDLERS } from '../switch/hotStandby';
import { switchFileHandlers } from '../switch/switchFiles';
import { SWITCH_INTAKE_HANDLERS } from '../switch/switchIntakeHandlers';
import { SWITCH_SECTION_HANDLERS } from '../switch/switchSectionHandlers';
import {
  getPermCodeHandler,
  getUserInfoHandler,
  loginPermitsHandler,
  logoutHandler,
  setPasswordHandler,
  unlockHandler,
} from './account';
import type { EndpointHandler } from './handler';
import { loginAuthHandler } from './login';
import { getMenuListHandler } from './menu';
import {
  cancelQrLoginHandler,
  confirmQrLoginHandler,
  createQrLoginHandler,
  qrLoginStatusHandler,
  scanQrLoginHandler,
} from './qrSignIn';
import {
  loginMobileHandler,
  registerAccountHandler,
  resetPasswordHandler,
  sendSmsCodeHandler,
} from './smsSignIn';
import { getSystemInfoHandler, updateLoginMethodsHandler } from './sysinfo';

/** The handler table: one handler per contract endpoint, found by path at start-up. */
export const HANDLERS: readonly EndpointHandler[] = [
  loginAuthHandler,
  logoutHandler,
  setPasswordHandler,
  unlockHandler,
  loginPermitsHandler,
  getPermCodeHandler,
  getUserInfoHandler,
  getMenuListHandler,
  getSystemInfoHandler,
  // docs/behaviour.md#screens-and-routes sign-in variants.
  sendSmsCodeHandler,
  loginMobileHandler,
  registerAccountHandler,
  resetPasswordHandler,
  createQrLoginHandler,
  qrLoginStatusHandler,
  scanQrLoginHandler,
  confirmQrLoginHandler,
  cancelQrLoginHandler,
  updateLoginMethodsHandler,
  // docs/protocol.md: every organisation resource endpoint, from the declarations (server/resources).
  ...RESOURCE_HANDLERS,
  // Call-data records (server/calldata).
  ...CALLDATA_HANDLERS,
  ...MONITOR_HANDLERS,
  // Database backups (server/backup).
  ...DATABASE_BACKUP_HANDLERS,
  ...CRON_TASK_HANDLERS,
  ...SERVICE_LOG_HANDLERS,
  ...SERVER_TIME_HANDLERS,
  ...PORTAL_ORIGIN_HANDLERS,
  ...PARTNER_KEY_HANDLERS,
  ...BRANDING_HANDLERS,
  // Enterprises and agencies (server/accounts).
  ...PLATFORM_ACCOUNT_HANDLERS,
  // Platform administrators and enterprise sub-users.
  ...ADMIN_ACCOUNT_HANDLERS,
  ...LICENCE_HANDLERS,
  // The switch's signalling files.
  ...switchFileHandlers((config) => switchEndpoints(config)),
  ...HOT_STANDBY_HANDLERS,
  ...SWITCH_INTAKE_HANDLERS,
  ...SWITCH_SECTION_HANDLERS,
  // Certificate and HTTPS, packages, network, ports, status.
  ...MAINTENANCE_HANDLERS,
  ...RESOURCE_MONITOR_HANDLERS,
  // The dispatch app's endpoints and the enterprise's app screens (server/apps).
  ...APPS_HANDLERS,
];
