import { z } from 'zod';
import {
  loginMobile,
  mobileNumberSchema,
  newPasswordSchema,
  registerAccount,
  resetPassword,
} from '../../contract';

/*
 * The sign-in variants' forms check what the server checks, from the same contract schemas, so a person reads
 * the rule before sending. Messages are i18n keys (`validation.*`).
 */

const mismatch = { message: 'validation.passwordMismatch', path: ['confirm'] };

export const registerFormSchema = registerAccount.request
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, mismatch);

export const resetPasswordFormSchema = resetPassword.request
  .extend({ newPassword: newPasswordSchema, confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, mismatch);

export const mobileLoginFormSchema = loginMobile.request;

type RegisterForm = z.input<typeof registerFormSchema>;
type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
type MobileLoginForm = z.input<typeof mobileLoginFormSchema>;

/** The first message key of each invalid field; empty when the form is valid. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.required';
  }
  return errors;
}

/** The message key when the number cannot get a code, else undefined (checked before "send code"). */
export function phoneError(phone: string): string | undefined {
  const parsed = mobileNumberSchema.safeParse(phone);
  return parsed.success ? undefined : 'validation.mobileInvalid';
}

/** 13800000001 → 138****0001, as the "code sent" hint shows it. */
export function maskedPhone(phone: string): string {
  const digits = phone.trim();
  return digits.length === 11 ? `${digits.slice(0, 3)}****${digits.slice(7)}` : digits;
}
