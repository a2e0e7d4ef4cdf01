import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '../../../src/core/session';
import { TOKEN_EXPIRING_LEAD_MS } from '../../../src/core/session';
import { createHarness, loginResult, userInfo } from './fakes';

/*
 * The session announces what every embedded element follows: a sign-in, a sign-out, another account, a
 * renewed token (same account) and a token about to reach its hard end.
 */

const acme = userInfo('ADMIN', { userId: 'u1', username: 'acme', enterpriseId: 'e-acme' });
const globex = userInfo('ADMIN', { userId: 'u1', username: 'globex', enterpriseId: 'e-globex' });

function recorded() {
  const harness = createHarness();
  const events: SessionEvent[] = [];
  harness.root.events.subscribe((event) => events.push(event));
  return { ...harness, events };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('session events', () => {
  it('announce sign-in, a change of account and sign-out, each once', async () => {
    const { root, events } = recorded();
    await root.user.signInWith(loginResult('ADMIN', { userInfo: acme }), { goHome: false });
    expect(events).toEqual([{ type: 'signed-in', account: { id: 'e-acme/u1', username: 'acme' } }]);
    await root.user.signInWith(loginResult('ADMIN', { token: 'other', userInfo: globex }), { goHome: false });
    expect(events[1]).toEqual({
      type: 'account-changed',
      previous: { id: 'e-acme/u1', username: 'acme' },
      account: { id: 'e-globex/u1', username: 'globex' },
    });
    await root.user.logout(false);
    expect(events[2]).toEqual({ type: 'signed-out', previous: { id: 'e-globex/u1', username: 'globex' } });
    expect(events).toHaveLength(3);
  });

  it('a sign-out forgets the permission codes, so the next account does not inherit them', async () => {
    const { root } = recorded();
    await root.user.signInWith(loginResult('ADMIN', { userInfo: { ...acme, permits: ['cdr:search'] } }), {
      goHome: false,
    });
    root.permission.setPermCodeList(['cdr:search']);
    await root.user.logout(false);
    expect(root.permission.permCodeList).toEqual([]);
  });

  it('a handed-over token is signed in only once the account behind it is known', async () => {
    const { root, api, events } = recorded();
    api.getUserInfo.mockResolvedValue(acme);
    const adopted = root.user.adoptToken('t1');
    expect(root.user.token).toBe('t1');
    expect(root.user.signedIn).toBe(false);
    await adopted;
    expect(root.user.signedIn).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['signed-in']);
  });

  it('a fresh token of the same account is announced as replaced, not as a new account', async () => {
    const { root, api, events } = recorded();
    api.getUserInfo.mockResolvedValue(acme);
    await root.user.adoptToken('t1');
    const generation = root.user.tokenGeneration;
    await root.user.adoptToken('t2');
    expect(events.map((event) => event.type)).toEqual(['signed-in', 'token-replaced']);
    expect(root.user.tokenGeneration).toBe(generation + 1);
    expect(root.user.account?.id).toBe('e-acme/u1');
  });

  it('a token of another account changes the account', async () => {
    const { root, api, events } = recorded();
    api.getUserInfo.mockResolvedValueOnce(acme).mockResolvedValueOnce(globex);
    await root.user.adoptToken('t1');
    await root.user.adoptToken('t2');
    expect(events.map((event) => event.type)).toEqual(['signed-in', 'account-changed']);
    expect(root.user.userInfo?.username).toBe('globex');
  });

  it('a refused token (an unregistered origin) is not a session: signedIn false, user null, reason kept', async () => {
    const { root, api, events } = recorded();
    api.getUserInfo.mockResolvedValueOnce(acme);
    await root.user.adoptToken('t1');
    api.getUserInfo.mockRejectedValueOnce(new Error('This page cannot reach the console'));
    await root.user.adoptToken('t2');
    expect(root.user.signedIn).toBe(false);
    expect(root.user.userInfo).toBeNull();
    expect(root.user.tokenProblem).toBe('This page cannot reach the console');
    expect(events.map((event) => event.type)).toEqual(['signed-in', 'signed-out']);
  });

  it('a token with a hard end is announced as expiring ahead of it, and not after it was replaced', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { root, api, events } = recorded();
    api.getUserInfo.mockResolvedValue(acme);
    const expiresAt = 1_000_000 + 15 * 60_000;
    await root.user.adoptToken('t1', { expiresAt });
    vi.advanceTimersByTime(15 * 60_000 - TOKEN_EXPIRING_LEAD_MS - 1);
    expect(events.map((event) => event.type)).toEqual(['signed-in']);
    vi.advanceTimersByTime(1);
    expect(events[1]).toEqual({
      type: 'token-expiring',
      account: { id: 'e-acme/u1', username: 'acme' },
      expiresAt,
    });
    // Renewed in time: the new token's own end is what counts; a sign-out stops the timer.
    await root.user.adoptToken('t2', { expiresAt: expiresAt + 15 * 60_000 });
    await root.user.logout(false);
    vi.advanceTimersByTime(60 * 60_000);
    expect(events.map((event) => event.type)).toEqual([
      'signed-in',
      'token-expiring',
      'token-replaced',
      'signed-out',
    ]);
  });
});
