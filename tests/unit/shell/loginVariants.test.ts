import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrCodeUrl } from '../../../src/shell/login/QrLogin';
import { secondsUntil, useCountdown } from '../../../src/shell/login/useCountdown';
import {
  fieldErrors,
  maskedPhone,
  mobileLoginFormSchema,
  phoneError,
  registerFormSchema,
  resetPasswordFormSchema,
} from '../../../src/shell/login/variantForms';

describe('the send-code countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds up, never below zero', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 800)).toBe(60);
    expect(secondsUntil(60_000, 1_000)).toBe(59);
    expect(secondsUntil(60_000, 59_999)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 90_000)).toBe(0);
  });

  it('runs from the server’s resend wait down to 0, then the button is free again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.left).toBe(60);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.left).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.left).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops its timer when the screen goes', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the sign-in variant forms check what the server checks', () => {
  const register = {
    username: 'new.user',
    password: 'NewUser@123',
    confirm: 'NewUser@123',
    phone: '13912345678',
    code: '123456',
  };

  it('a complete registration is valid', () => {
    expect(fieldErrors(registerFormSchema, register)).toEqual({});
  });

  it('names each wrong field with its message key', () => {
    expect(
      fieldErrors(registerFormSchema, {
        username: 'x',
        password: 'short',
        confirm: '',
        phone: '1234',
        code: '12',
      }),
    ).toEqual({
      username: 'validation.newUsernameFormat',
      password: 'validation.passwordMinLength',
      confirm: 'validation.passwordMismatch',
      phone: 'validation.mobileInvalid',
      code: 'validation.smsCodeFormat',
    });
  });

  it('the two passwords must match', () => {
    expect(fieldErrors(registerFormSchema, { ...register, confirm: 'NewUser@124' })).toEqual({
      confirm: 'validation.passwordMismatch',
    });
    expect(
      fieldErrors(resetPasswordFormSchema, {
        phone: '13912345678',
        code: '123456',
        newPassword: 'Reset@12345',
        confirm: 'Reset@1234',
      }),
    ).toEqual({ confirm: 'validation.passwordMismatch' });
  });

  it('the new password follows the strength rule of /login/setpassword', () => {
    expect(
      fieldErrors(resetPasswordFormSchema, {
        phone: '13912345678',
        code: '123456',
        newPassword: 'alllowercase1!',
        confirm: 'alllowercase1!',
      }),
    ).toEqual({ newPassword: 'validation.passwordUpper' });
  });

  it('a mainland China mobile number is 11 digits from 13x to 19x', () => {
    expect(phoneError('13800000000')).toBeUndefined();
    expect(phoneError(' 19912345678 ')).toBeUndefined();
    for (const bad of ['', '12800000000', '1380000000', '138000000000', '+8613800000000'])
      expect(phoneError(bad)).toBe('validation.mobileInvalid');
    expect(fieldErrors(mobileLoginFormSchema, { phone: '13800000000', code: '' })).toEqual({
      code: 'validation.smsCodeFormat',
    });
  });

  it('the "code sent" hint masks the middle of the number', () => {
    expect(maskedPhone('13800000001')).toBe('138****0001');
  });
});

describe('the QR code content', () => {
  it('is resolved against the console’s own address (the server never builds links from the Host header)', () => {
    expect(qrCodeUrl('#/qr-confirm/abc', 'https://console.example.com/#/login/qr-code')).toBe(
      'https://console.example.com/#/qr-confirm/abc',
    );
    expect(qrCodeUrl('#/qr-confirm/abc', 'http://127.0.0.1:3000/app/index.html?x=1#/login/qr-code')).toBe(
      'http://127.0.0.1:3000/app/index.html?x=1#/qr-confirm/abc',
    );
  });
});
