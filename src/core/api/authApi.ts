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
 * The session's calls (spec §7) over the contract endpoints. Where the caller handles a failure itself the
 * client shows nothing ('none'):
 * - login: spec §8 "login failure: error passed to the caller, message not shown" — the sign-in page shows
 *   the server message; a caller may still ask for 'modal' (spec §7's default) or 'message';
 * - logout: spec §8 "logout failure: logged, logout continues";
 * - permits, permission codes, menu list: spec §8 "logged, empty menu used";
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
