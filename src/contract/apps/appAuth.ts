import { z } from 'zod';
import { APP_ACCESS, defineEndpoint, PUBLIC } from '../endpoint';
import { idSchema } from '../resources/fields';

/*
 * The dispatch app signs a member in with the member's own app password (set by the enterprise
 * under /org/localuser) and gets a token that only the app endpoints (`/app/...`) accept. Every app call
 * uses the console's protocol (Timestamp + Sign, docs/protocol.md); the token is bound to the device that
 * signed in, which is also what the app endpoints are rate-limited by.
 */

export const APP_PLATFORMS = ['android', 'ios', 'terminal'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** A device's own stable id (Android ID, identifierForVendor, a terminal's serial). */
const deviceIdSchema = z
  .string()
  .trim()
  .min(6, 'validation.fieldTooShort')
  .max(64, 'validation.fieldTooLong')
  .regex(/^[A-Za-z0-9._:-]+$/, 'validation.apps.deviceIdFormat');

/** What the app reports about itself at sign-in (the enterprise's app-version screen counts by it). */
export const appDeviceShape = {
  deviceId: deviceIdSchema,
  platform: z.enum(APP_PLATFORMS, 'validation.invalidChoice'),
  deviceModel: z.string().trim().max(64, 'validation.fieldTooLong').default(''),
  osVersion: z.string().trim().max(32, 'validation.fieldTooLong').default(''),
  appVersionName: z.string().trim().min(1, 'validation.fieldRequired').max(32, 'validation.fieldTooLong'),
  appVersionCode: z
    .number()
    .int('validation.integerRequired')
    .min(1, 'validation.fieldMin')
    .max(2_100_000_000, 'validation.fieldMax'),
};

const appLoginRequestSchema = z.object({
  /** The enterprise's prefix (member accounts are unique within an enterprise only). */
  enterprise: z
    .string()
    .trim()
    .regex(/^\d{2,8}$/, 'validation.apps.enterprisePrefix'),
  account: z.string().trim().min(1, 'validation.usernameRequired').max(64, 'validation.usernameTooLong'),
  password: z.string().min(1, 'validation.passwordRequired').max(128, 'validation.passwordTooLong'),
  ...appDeviceShape,
});
export type AppLoginRequest = z.input<typeof appLoginRequestSchema>;

const appMemberSchema = z.object({
  id: idSchema,
  account: z.string(),
  name: z.string(),
  appRole: z.string(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  extensionNumber: z.string().nullable(),
  enterpriseName: z.string(),
  enterprisePrefix: z.string(),
});
export type AppMember = z.infer<typeof appMemberSchema>;

const appLoginResultSchema = z.object({
  token: z.string(),
  /** Minutes of inactivity after which the token answers 1004 and the app signs in again. */
  idleMinutes: z.number().int(),
  member: appMemberSchema,
});
export type AppLoginResult = z.infer<typeof appLoginResultSchema>;

export const appLogin = defineEndpoint({
  method: 'POST',
  path: '/app/login',
  access: PUBLIC,
  encrypted: true,
  request: appLoginRequestSchema,
  response: appLoginResultSchema,
  summary: "Dispatch app: sign a member in with the member's app password; answers a token for /app/* only.",
  labels: 'apps.login.fields',
});

export const appLogout = defineEndpoint({
  method: 'POST',
  path: '/app/logout',
  access: APP_ACCESS,
  request: z.object({}).strict().optional(),
  response: z.null(),
  summary: 'Dispatch app: end the app session.',
});

export const appProfile = defineEndpoint({
  method: 'GET',
  path: '/app/profile',
  access: APP_ACCESS,
  request: z.object({}).strict(),
  response: appMemberSchema,
  summary: 'Dispatch app: the signed-in member.',
});

export const APP_AUTH_ENDPOINTS = [appLogin, appLogout, appProfile] as const;
