import {
  getMenuList,
  getPermCode,
  getUserInfo,
  loginAuth,
  loginPermits,
  logout,
  setPassword,
  unlock,
} from '../../contract/auth';
import { getSystemInfo } from '../../contract/sysinfo';
import type { HttpClient } from '../http/types';
import type { AuthApi } from '../session/ports';

/**
 * The session's calls (docs/protocol.md#the-calls) over the contract endpoints. Where the caller handles a failure itself the
 * client shows nothing ('none'):
 * - login: docs/behaviour.md#errors "login failure: error passed to the caller, message not shown" — the sign-in page shows
 *   the server message; a caller may still ask for 'modal' (docs/protocol.md#the-calls's default) or 'message';
 * - logout: docs/behaviour.md#errors "logout failure: logged, logout continues";
 * - permits, permission codes, menu list: docs/behaviour.md#errors "logged, empty menu used";
 * - unlock: the lock screen shows the wrong-password message in place.
 */
export function createAuthApi(http: HttpClient): AuthApi {
  const silent = { errorMessageMode: 'none' } as const;
  return {
    login: (params, options) =>
      http.call(
        loginAuth,
        { username: params.username, password: params.password },
        { errorMessageMode: options?.errorMessageMode ?? 'none' },
      ),
    logout: async () => {
      await http.call(logout, undefined, silent);
    },
    getUserInfo: () => http.call(getUserInfo, {}),
    getPermits: async () => (await http.call(loginPermits, undefined, silent)).permits,
    getPermCode: () => http.call(getPermCode, {}, silent),
    getMenuList: () => http.call(getMenuList, {}, silent),
    setPassword: async (params) => {
      await http.call(setPassword, params);
    },
    unlock: async (password) => {
      await http.call(unlock, { password }, silent);
    },
    getSystemInfo: () => http.call(getSystemInfo, undefined),
  };
}
