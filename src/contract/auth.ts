import { z } from 'zod';
import { ENTERPRISE_FUNCTIONS } from './accounts/enterpriseFunctions';
import { brandingSchema } from './branding';
import { defineEndpoint, PUBLIC, sessionAccess } from './endpoint';
import { ALL_ROLES, CHANGE_PASSWORD_PERMISSION, roleSchema } from './roles';

/** docs/behaviour.md#entities: a role as the client keeps it. */
const roleInfoSchema = z.object({ roleName: z.string(), value: roleSchema });
export type RoleInfo = z.infer<typeof roleInfoSchema>;

/** docs/behaviour.md#entities: user info held by the session. */
export const userInfoSchema = z.object({
  userId: z.string(),
  username: z.string(),
  realName: z.string(),
  roles: z.array(roleInfoSchema),
  homePath: z.string().optional(),
  permits: z.array(z.string()),
  enterprisePrefix: z.string().optional(),
  enterpriseId: z.string().optional(),
  enterpriseName: z.string().optional(),
  /** The enterprise's branding, so the first paint after sign-in is already branded. */
  branding: brandingSchema.optional(),
  /** The account's default for the advanced-config flag (docs/behaviour.md#entities); a browser's stored choice wins. */
  showAdvancedConfig: z.boolean().optional(),
  /**
   * The enterprise's functions, for its accounts only (a platform or agency account has none to obey): the
   * console leaves out the choices a switched-off function would refuse.
   */
  functions: z.array(z.enum(ENTERPRISE_FUNCTIONS)).optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const username = z
  .string()
  .trim()
  .min(1, 'validation.usernameRequired')
  .max(64, 'validation.usernameTooLong');
const password = z.string().min(1, 'validation.passwordRequired').max(128, 'validation.passwordTooLong');

/** The clients that sign in; the login history records which one did (filterable by it). */
export const CLIENT_TYPES = ['web', 'app', 'dispatch'] as const;

const loginRequestSchema = z.object({
  username,
  password,
  /** A session-timeout re-login keeps the page: the server treats it like any sign-in. */
  clientType: z.enum(CLIENT_TYPES).default('web'),
});

/** docs/behaviour.md#entities: login response fields read by the console. */
export const loginResultSchema = z.object({
  token: z.string(),
  wsport: z.number().int(),
  role: roleSchema,
  permits: z.array(z.string()),
  enterprisePrefix: z.string().optional(),
  userInfo: userInfoSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

const permitItemSchema = z.object({ checked: z.boolean(), permitValue: z.string().nullable() });

export const loginAuth = defineEndpoint({
  method: 'POST',
  path: '/login/auth',
  access: PUBLIC,
  encrypted: true,
  request: loginRequestSchema,
  response: loginResultSchema,
  summary: 'Sign in with account and password; answers the session token.',
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/login/logout',
  access: sessionAccess(ALL_ROLES),
  request: z.object({}).strict().optional(),
  response: z.null(),
  summary: 'End the current session.',
});

/** Strength rule for a new password; the message keys are translated on both sides. */
export const newPasswordSchema = z
  .string()
  .min(8, 'validation.passwordMinLength')
  .max(64, 'validation.passwordTooLong')
  .regex(/[a-z]/, 'validation.passwordLower')
  .regex(/[A-Z]/, 'validation.passwordUpper')
  .regex(/[0-9]/, 'validation.passwordDigit')
  .regex(/[^A-Za-z0-9]/, 'validation.passwordSymbol');

export const setPassword = defineEndpoint({
  method: 'POST',
  path: '/login/setpassword',
  access: sessionAccess(ALL_ROLES, CHANGE_PASSWORD_PERMISSION),
  encrypted: true,
  request: z
    .object({ oldPassword: password, newPassword: newPasswordSchema })
    .refine((v) => v.oldPassword !== v.newPassword, {
      message: 'validation.passwordSameAsOld',
      path: ['newPassword'],
    }),
  response: z.null(),
  summary: 'Change the signed-in account password; the old password is required.',
});

/**
 * The `data` of a -1 answer refusing a password check (sign-in, unlock, change password) because the
 * (account, address) pair must still wait: a client tells it from a wrong password by this, and says so.
 */
export const throttledRefusalSchema = z.object({ retryAfterSeconds: z.number().int().positive() });
export type ThrottledRefusal = z.infer<typeof throttledRefusalSchema>;

export const unlock = defineEndpoint({
  method: 'POST',
  path: '/login/unlock',
  access: sessionAccess(ALL_ROLES),
  encrypted: true,
  request: z.object({ password }),
  response: z.null(),
  summary: 'Check the account password to leave the lock screen.',
});

export const loginPermits = defineEndpoint({
  method: 'POST',
  path: '/login/permits',
  access: sessionAccess(ALL_ROLES),
  request: z.object({}).strict().optional(),
  response: z.object({ permits: z.array(permitItemSchema) }),
  summary: 'Permission items of the session (role mode refreshes codes from these).',
});

export const getPermCode = defineEndpoint({
  method: 'GET',
  path: '/getPermCode',
  access: sessionAccess(ALL_ROLES),
  request: z.object({}).strict(),
  response: z.array(z.string()),
  summary: 'Permission codes of the session (back mode).',
});

export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/getUserInfo',
  access: sessionAccess(ALL_ROLES),
  request: z.object({}).strict(),
  response: userInfoSchema,
  summary: 'User info of the session, loaded on the first entry with a token.',
});

/** A menu entry as the server answers it in back mode (docs/behaviour.md#entities menu entry). */
export interface BackMenu {
  name: string;
  path: string;
  icon?: string;
  hideMenu?: boolean;
  meta: { title: string; orderNo?: number; icon?: string; hideChildrenInMenu?: boolean };
  children?: BackMenu[];
}
const backMenuSchema: z.ZodType<BackMenu> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    icon: z.string().optional(),
    hideMenu: z.boolean().optional(),
    meta: z.object({
      title: z.string(),
      orderNo: z.number().optional(),
      icon: z.string().optional(),
      hideChildrenInMenu: z.boolean().optional(),
    }),
    children: z.array(backMenuSchema).optional(),
  }),
);

export const getMenuList = defineEndpoint({
  method: 'GET',
  path: '/getMenuList',
  access: sessionAccess(ALL_ROLES),
  request: z.object({}).strict(),
  response: z.array(backMenuSchema),
  summary: 'Menu list of the session (back mode).',
});
