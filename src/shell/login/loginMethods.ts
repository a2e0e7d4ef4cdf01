import type { SystemInfo } from '../../contract';

/** The sign-in variants of docs/behaviour.md#screens-and-routes, each behind a flag of /sysinfo/get `loginMethods`. */
export const LOGIN_METHODS = ['register', 'forgot-password', 'mobile', 'qr-code'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

const FLAG: Record<LoginMethod, keyof SystemInfo['loginMethods']> = {
  register: 'register',
  'forgot-password': 'forgotPassword',
  mobile: 'mobile',
  'qr-code': 'qrCode',
};

export function isLoginMethod(value: string | undefined): value is LoginMethod {
  return (LOGIN_METHODS as readonly string[]).includes(value ?? '');
}

/** Whether the platform enabled a variant; unknown (no system info yet) counts as not enabled. */
export function loginMethodEnabled(info: SystemInfo | null, method: LoginMethod): boolean {
  return info?.loginMethods[FLAG[method]] === true;
}

/** i18n key stem of a variant: `shell.login.methods.<key>`. */
export function loginMethodKey(method: LoginMethod): string {
  return FLAG[method];
}
