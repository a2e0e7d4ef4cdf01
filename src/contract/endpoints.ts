import {
  ADMIN_ACCOUNT_ENDPOINTS,
  AGENCY_ENDPOINTS,
  ENTERPRISE_ENDPOINTS,
  LICENCE_ENDPOINTS,
} from './accounts';
import { APPS_ENDPOINTS } from './apps';
import { AUDIT_ENDPOINTS } from './audit';
import {
  getMenuList,
  getPermCode,
  getUserInfo,
  loginAuth,
  loginPermits,
  logout,
  setPassword,
  unlock,
} from './auth';
import { BRANDING_ENDPOINTS } from './branding';
import { CALLDATA_ENDPOINTS } from './calldata';
import type { EndpointDef } from './endpoint';
import { LOGIN_VARIANT_ENDPOINTS } from './loginVariants';
import { MONITOR_ENDPOINTS } from './monitor';
import { OPERATIONS_ENDPOINTS } from './operations';
import { PARTNER_KEY_ENDPOINTS } from './partnerKeys';
import { PORTAL_ORIGIN_ENDPOINTS } from './portalOrigins';
import { RESOURCE_ENDPOINTS } from './resources';
import { HOT_STANDBY_ENDPOINTS } from './switch/hotStandby';
import { SWITCH_FILE_ENDPOINTS } from './switch/switchFiles';
import { SWITCH_INTAKE_ENDPOINTS } from './switch/switchIntake';
import { SWITCH_SECTION_ENDPOINTS } from './switch/switchSections';
import { getSystemInfo } from './sysinfo';

/** Every endpoint of the API, the table the server registers and the API tests walk. */
export const ENDPOINTS: readonly EndpointDef[] = [
  loginAuth,
  logout,
  setPassword,
  unlock,
  loginPermits,
  getPermCode,
  getUserInfo,
  getMenuList,
  getSystemInfo,
  // docs/behaviour.md#screens-and-routes sign-in variants: SMS codes, mobile sign-in, register, reset password, QR sign-in, their flags.
  ...LOGIN_VARIANT_ENDPOINTS,
  // docs/protocol.md: the organisation resources' families and extras (src/contract/resources).
  ...RESOURCE_ENDPOINTS,
  // Call records, media data, PTT records, SOS alarms, login history (src/contract/calldata).
  ...CALLDATA_ENDPOINTS,
  ...MONITOR_ENDPOINTS,
  // The platform's operation log (src/contract/audit).
  ...AUDIT_ENDPOINTS,
  // Database backups (src/contract/operations).
  ...OPERATIONS_ENDPOINTS,
  // Partner-portal origins of the enterprise.
  ...PORTAL_ORIGIN_ENDPOINTS,
  ...PARTNER_KEY_ENDPOINTS,
  ...BRANDING_ENDPOINTS,
  // Platform administrators and enterprise sub-users (src/contract/accounts/adminAccount.ts).
  ...ADMIN_ACCOUNT_ENDPOINTS,
  ...LICENCE_ENDPOINTS,
  // Platform accounts: enterprises and agencies (src/contract/accounts).
  ...ENTERPRISE_ENDPOINTS,
  ...AGENCY_ENDPOINTS,
  // The switch's signalling files (src/contract/switch/switchFiles.ts).
  ...SWITCH_FILE_ENDPOINTS,
  ...HOT_STANDBY_ENDPOINTS,
  ...SWITCH_INTAKE_ENDPOINTS,
  ...SWITCH_SECTION_ENDPOINTS,
  // The dispatch app's endpoints and the enterprise's app screens (src/contract/apps).
  ...APPS_ENDPOINTS,
];
