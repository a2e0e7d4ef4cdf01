import type { LoginResult, RoleInfo, UserInfo } from '../../contract';

/**
 * docs/behaviour.md#entities, docs/behaviour.md#states: user info as the session keeps it, built from the login answer. The answer's own role,
 * permits and enterprise prefix win over the nested user info, which may be older.
 */
export function userInfoFromLogin(result: LoginResult): UserInfo {
  const roles: RoleInfo[] =
    result.userInfo.roles.length > 0
      ? result.userInfo.roles
      : [{ roleName: result.role, value: result.role }];
  return {
    ...result.userInfo,
    roles,
    permits: result.permits,
    enterprisePrefix: result.enterprisePrefix ?? result.userInfo.enterprisePrefix,
  };
}
