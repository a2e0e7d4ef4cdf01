import type { LoginResult, UserInfo } from '../../src/contract';
import type { Branding } from '../../src/contract/branding';
import { type Locale, translator } from '../http/i18n';
import type { Session } from '../security/sessions';

/** docs/behaviour.md#entities: the user info the console keeps, built from the session only. */
export function userInfoOf(session: Session, locale: Locale, branding?: Branding): UserInfo {
  const t = translator(locale);
  return {
    userId: session.accountId,
    username: session.username,
    realName: session.realName,
    roles: [{ roleName: t(`roles.${session.role}`), value: session.role }],
    ...(session.homePath ? { homePath: session.homePath } : {}),
    permits: session.permits,
    ...(session.enterprisePrefix ? { enterprisePrefix: session.enterprisePrefix } : {}),
    ...(session.enterpriseId ? { enterpriseId: session.enterpriseId } : {}),
    ...(session.enterpriseName ? { enterpriseName: session.enterpriseName } : {}),
    ...(branding ? { branding } : {}),
    ...(session.showAdvancedConfig ? { showAdvancedConfig: true } : {}),
    ...(session.enterpriseFunctions ? { functions: [...session.enterpriseFunctions] } : {}),
  };
}

/** docs/behaviour.md#entities: login response fields read by the console. */
export function loginResultOf(
  session: Session,
  token: string,
  wsport: number,
  locale: Locale,
  branding?: Branding,
): LoginResult {
  return {
    token,
    wsport,
    role: session.role,
    permits: session.permits,
    ...(session.enterprisePrefix ? { enterprisePrefix: session.enterprisePrefix } : {}),
    userInfo: userInfoOf(session, locale, branding),
  };
}
