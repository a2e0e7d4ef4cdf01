import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/core/http/httpError';
import {
  reportIfSessionExpired,
  resetSessionExpiryAnnouncement,
  SESSION_EXPIRED_EVENT,
  watchSessionExpiry,
} from '../../../src/elements/kit/session/sessionExpiry';
import { createHarness, loginResult } from '../session/fakes';

function listen() {
  const received = vi.fn();
  window.addEventListener(SESSION_EXPIRED_EVENT, received);
  return { received, stop: () => window.removeEventListener(SESSION_EXPIRED_EVENT, received) };
}

describe('dc-session-expired', () => {
  afterEach(() => resetSessionExpiryAnnouncement());

  it('is dispatched on window once for envelope code 1004, and again after a new token', async () => {
    const { root } = createHarness();
    await root.user.signInWith(loginResult('ADMIN'), { goHome: false });
    watchSessionExpiry(root);
    const { received, stop } = listen();
    const timeout = new HttpError('timed out', { kind: 'sessionTimeout', code: '1004' });
    expect(reportIfSessionExpired(timeout)).toBe(true);
    expect(reportIfSessionExpired(timeout)).toBe(true);
    expect(received).toHaveBeenCalledTimes(1);
    expect((received.mock.calls[0][0] as CustomEvent).detail).toEqual({ reason: 'timeout' });
    await root.user.signInWith(loginResult('ADMIN', { token: 'fresh' }), { goHome: false });
    reportIfSessionExpired(new HttpError('no', { kind: 'status', status: 401 }));
    stop();
    expect(received).toHaveBeenCalledTimes(2);
    expect((received.mock.calls[1][0] as CustomEvent).detail).toEqual({ reason: 'unauthorized' });
  });

  it('ignores other failures', () => {
    const { received, stop } = listen();
    expect(reportIfSessionExpired(new HttpError('bad', { kind: 'status', status: 500 }))).toBe(false);
    expect(reportIfSessionExpired(new Error('x'))).toBe(false);
    stop();
    expect(received).not.toHaveBeenCalled();
  });

  it('is not dispatched before any session existed (an element mounted before the sign-in)', () => {
    const { root } = createHarness();
    watchSessionExpiry(root);
    const { received, stop } = listen();
    reportIfSessionExpired(new HttpError('no', { kind: 'status', status: 401 }));
    root.user.setSessionTimeout(true);
    stop();
    expect(received).not.toHaveBeenCalled();
  });

  it('is dispatched when the session covers the page after a 401 (docs/behaviour.md#states)', async () => {
    const { root } = createHarness();
    await root.user.signInWith(loginResult('ADMIN'), { goHome: false });
    watchSessionExpiry(root);
    const { received, stop } = listen();
    root.user.setSessionTimeout(true);
    stop();
    expect(received).toHaveBeenCalledTimes(1);
  });
});
