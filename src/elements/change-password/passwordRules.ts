import { newPasswordSchema } from '../../contract/auth';

/** The rules a new password must meet (spec: the contract's newPasswordSchema), as the checklist shows them. */
export const PASSWORD_RULE_KEYS = [
  'validation.passwordMinLength',
  'validation.passwordLower',
  'validation.passwordUpper',
  'validation.passwordDigit',
  'validation.passwordSymbol',
] as const;
export type PasswordRuleKey = (typeof PASSWORD_RULE_KEYS)[number];

/**
 * Which rules `value` meets, read from the very schema the server checks with (its issues name the rules
 * broken), so the checklist and the server never disagree.
 */
export function passwordRuleStates(value: string): Record<PasswordRuleKey, boolean> {
  const result = newPasswordSchema.safeParse(value);
  // Too long breaks the same line of the checklist as too short ("8 to 64 characters").
  const broken = new Set(
    result.success
      ? []
      : result.error.issues.map((issue) =>
          issue.message === 'validation.passwordTooLong' ? 'validation.passwordMinLength' : issue.message,
        ),
  );
  return Object.fromEntries(PASSWORD_RULE_KEYS.map((key) => [key, !broken.has(key)])) as Record<
    PasswordRuleKey,
    boolean
  >;
}
