// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '../../../../src/contract/auth';
import {
  PASSWORD_RULE_KEYS,
  passwordRuleStates,
} from '../../../../src/elements/change-password/passwordRules';

describe('the password checklist reads the rules the server checks', () => {
  it('ticks each rule as it is met', () => {
    expect(passwordRuleStates('')).toEqual({
      'validation.passwordMinLength': false,
      'validation.passwordLower': false,
      'validation.passwordUpper': false,
      'validation.passwordDigit': false,
      'validation.passwordSymbol': false,
    });
    expect(passwordRuleStates('abcdefgh')).toMatchObject({
      'validation.passwordMinLength': true,
      'validation.passwordLower': true,
      'validation.passwordUpper': false,
    });
  });

  it('all ticked exactly when the server would take the password', () => {
    for (const candidate of [
      'Changed#5678',
      'short1!A',
      'NoDigits!!',
      'nouppercase1!',
      'Has Space1!',
      'x'.repeat(70),
    ]) {
      const all = PASSWORD_RULE_KEYS.every((key) => passwordRuleStates(candidate)[key]);
      expect(all, candidate).toBe(newPasswordSchema.safeParse(candidate).success);
    }
  });
});
