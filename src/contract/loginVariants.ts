import { z } from 'zod';
import { loginResultSchema, newPasswordSchema } from './auth';
import { defineEndpoint, PUBLIC, sessionAccess } from './endpoint';
import { ALL_ROLES } from './roles';
import { loginMethodsSchema } from './sysinfo';

/*
 * docs/behaviour.md#screens-and-routes sign-in variants: register, forgot password, mobile and QR code. Each endpoint is refused with a
 * plain message while the platform has its variant switched off (`loginMethods` of /sysinfo/get).
 */

/** Rules of the verification codes sent by SMS; the server enforces them, the console shows the countdown. */
export const SMS_CODE_RULES = {
  /** Digits of a code. */
  length: 6,
  /** A code is valid this long after it was sent. */
  validSeconds: 5 * 60,
  /** Wrong entries after which a code is void. */
  maxAttempts: 5,
  /** The next code for the same number and purpose no sooner than this. */
  resendSeconds: 60,
  /** Codes sent to one number within an hour, all purposes together. */
  perPhonePerHour: 5,
  /** Codes asked for from one address within an hour, all numbers together (no SMS bombing from one place). */
  perAddressPerHour: 30,
} as const;

/**
 * A QR sign-in code is valid this long; the console polls its status every `pollSeconds`; one address may
 * ask for at most `perMinute` codes a minute (a screen asks for one every 2 minutes).
 */
export const QR_LOGIN_RULES = { validSeconds: 120, pollSeconds: 2, perMinute: 20 } as const;

/** A mainland China mobile number: 11 digits, 13x to 19x. */
export const mobileNumberSchema = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'validation.mobileInvalid');

const smsCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_RULES.length}}$`), 'validation.smsCodeFormat');

/** An account name chosen at registration: what the member and account screens accept, 3 to 32 long. */
const newUsernameSchema = z
  .string()
  .trim()
  .min(3, 'validation.newUsernameFormat')
  .max(32, 'validation.newUsernameFormat')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.@-]*$/, 'validation.newUsernameFormat');

const SMS_PURPOSES = ['login', 'register', 'reset'] as const;
const smsPurposeSchema = z.enum(SMS_PURPOSES);
export type SmsPurpose = z.infer<typeof smsPurposeSchema>;

export const sendSmsCode = defineEndpoint({
  method: 'POST',
  path: '/login/sms/send',
  access: PUBLIC,
  request: z.object({ phone: mobileNumberSchema, purpose: smsPurposeSchema }),
  response: z.object({
    /** Seconds the code stays valid. */
    expiresIn: z.number().int(),
    /** Seconds before the next code may be asked for. */
    resendIn: z.number().int(),
  }),
  summary:
    'Send a 6-digit verification code by SMS for mobile sign-in, registration or password reset. For sign-in and reset the answer is the same whether or not the number belongs to an account.',
});

export const loginMobile = defineEndpoint({
  method: 'POST',
  path: '/login/mobile',
  access: PUBLIC,
  encrypted: true,
  request: z.object({ phone: mobileNumberSchema, code: smsCodeSchema }),
  response: loginResultSchema,
  summary: 'Sign in with the mobile number bound to an account and an SMS code; answers like /login/auth.',
});

export const registerAccount = defineEndpoint({
  method: 'POST',
  path: '/login/register',
  access: PUBLIC,
  encrypted: true,
  request: z.object({
    username: newUsernameSchema,
    password: newPasswordSchema,
    phone: mobileNumberSchema,
    code: smsCodeSchema,
  }),
  response: z.object({ username: z.string() }),
  summary: 'Create an account of role NORMAL bound to a mobile number checked by an SMS code.',
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/login/reset-password',
  access: PUBLIC,
  encrypted: true,
  request: z.object({ phone: mobileNumberSchema, code: smsCodeSchema, newPassword: newPasswordSchema }),
  response: z.null(),
  summary:
    'Set a new password for the account bound to a mobile number (SMS code); ends its sign-ins and lock-out.',
});

const QR_LOGIN_STATUSES = ['waiting', 'scanned', 'confirmed', 'expired', 'cancelled'] as const;
const qrLoginStatusSchema = z.enum(QR_LOGIN_STATUSES);
export type QrLoginStatus = z.infer<typeof qrLoginStatusSchema>;

const qrIdSchema = z.string().trim().min(16).max(128);

/** The path of the signed-in console's confirm screen for a QR code. */
export function qrConfirmPath(qrId: string): string {
  return `/qr-confirm/${encodeURIComponent(qrId)}`;
}

export const createQrLogin = defineEndpoint({
  method: 'POST',
  path: '/login/qr/create',
  access: PUBLIC,
  request: z.object({}).strict().optional(),
  response: z.object({
    qrId: z.string(),
    /**
     * The secret the creating screen polls with. The QR code shows `qrId` to anyone who can see the screen
     * (or a photo of it); only the screen that asked holds this, so only it receives the session.
     */
    pollToken: z.string(),
    /**
     * What the QR code holds: a URL reference into this console (`#/qr-confirm/<qrId>`), resolved by the
     * console against its own address, so the server never builds links from a spoofable Host header.
     */
    content: z.string(),
    /** Expiry time in ms since the epoch. */
    expiresAt: z.number().int(),
  }),
  summary: 'Start a QR sign-in: a one-time code valid 2 minutes, for a signed-in device to confirm.',
});

export const qrLoginStatus = defineEndpoint({
  method: 'POST',
  path: '/login/qr/status',
  access: PUBLIC,
  encrypted: true,
  request: z.object({ qrId: qrIdSchema, pollToken: qrIdSchema }),
  response: z.object({
    status: qrLoginStatusSchema,
    /** Who scanned it (shown as "scanned by …"), once scanned. */
    scannedBy: z.string().optional(),
    /** Once confirmed, handed out exactly once; the code is spent after that. */
    login: loginResultSchema.optional(),
  }),
  summary: 'State of a QR sign-in; when confirmed, answers the new session once.',
});

const qrAction = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    access: sessionAccess(ALL_ROLES),
    request: z.object({ qrId: qrIdSchema }),
    response: z.object({ status: qrLoginStatusSchema }),
    summary,
  });

export const scanQrLogin = qrAction(
  '/login/qr/scan',
  'The signed-in device opened a QR sign-in; the other screen shows "scanned".',
);
export const confirmQrLogin = qrAction(
  '/login/qr/confirm',
  'Confirm a QR sign-in: the other device is signed in as the confirming account.',
);
export const cancelQrLogin = qrAction('/login/qr/cancel', 'Refuse a QR sign-in; the code is void.');

export const updateLoginMethods = defineEndpoint({
  method: 'POST',
  path: '/sysinfo/login-methods/update',
  access: sessionAccess(['ADMIN']),
  request: loginMethodsSchema,
  response: loginMethodsSchema,
  summary: 'Switch the sign-in variants (register, forgot password, mobile, QR code) on or off.',
});

export const LOGIN_VARIANT_ENDPOINTS = [
  sendSmsCode,
  loginMobile,
  registerAccount,
  resetPassword,
  createQrLogin,
  qrLoginStatus,
  scanQrLogin,
  confirmQrLogin,
  cancelQrLogin,
  updateLoginMethods,
] as const;
