import { PLATFORM_ACCOUNT_HANDLERS } from '../accounts';
import { CALLDATA_HANDLERS } from '../calldata';
import { MONITOR_HANDLERS } from '../monitor/handlers';
import { RESOURCE_HANDLERS } from '../resources';
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
  // spec §2 sign-in variants.
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
  // ARCHITECTURE §3: every organisation resource endpoint, from the declarations (server/resources).
  ...RESOURCE_HANDLERS,
  // Issue 5: call-data records (server/calldata).
  ...CALLDATA_HANDLERS,
  ...MONITOR_HANDLERS,
  // Issue 11: enterprises and agencies (server/accounts).
  ...PLATFORM_ACCOUNT_HANDLERS,
];
