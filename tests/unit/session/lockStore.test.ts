import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/core/http/httpError';
import { createHarness } from './fakes';

const MINUTE = 60_000;

describe('LockStore (docs/behaviour.md#screens-and-routes lock screen, docs/behaviour.md#entities lock info, docs/behaviour.md#constants lock time)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lock sets the lock info and persists it', () => {
    const { root, cache } = createHarness();
    root.lock.lock();
    expect(root.lock.isLocked).toBe(true);
    expect(cache.getLocal('LOCK_INFO')).toEqual({ isLock: true });
  });

  it('lock info is written through at once, since the unload write-back leaves it out (docs/behaviour.md#entities)', () => {
    const { root, cache } = createHarness();
    const setLocal = vi.spyOn(cache, 'setLocal');
    root.lock.lock();
    expect(setLocal).toHaveBeenCalledWith('LOCK_INFO', { isLock: true }, true);
  });

  it('signing out and reaching /login clear the lock, so the next user starts unlocked', async () => {
    const { root, cache } = createHarness();
    root.lock.lock();
    await root.user.logout();
    expect(root.lock.isLocked).toBe(false);
    expect(cache.getLocal('LOCK_INFO')).toBeNull();
    root.lock.lock();
    root.resetAll();
    expect(root.lock.isLocked).toBe(false);
  });

  it('the lock survives a reload', () => {
    const { root } = createHarness({ prepare: (cache) => cache.setLocal('LOCK_INFO', { isLock: true }) });
    expect(root.lock.isLocked).toBe(true);
  });

  it('unlock checks the password on the server', async () => {
    const { root, api, cache } = createHarness();
    root.lock.lock();
    expect(await root.lock.unlock('right')).toEqual({ kind: 'unlocked' });
    expect(api.unlock).toHaveBeenCalledWith('right');
    expect(root.lock.isLocked).toBe(false);
    expect(cache.getLocal('LOCK_INFO')).toBeNull();
  });

  it('a wrong password keeps the screen locked', async () => {
    const { root, api } = createHarness();
    api.unlock.mockRejectedValue(new Error('Wrong password'));
    root.lock.lock();
    expect(await root.lock.unlock('wrong')).toEqual({ kind: 'wrongPassword' });
    expect(root.lock.isLocked).toBe(true);
  });

  it('a throttled check is told apart from a wrong password, with the server message', async () => {
    const { root, api } = createHarness();
    const message = 'Too many failed sign-ins: try again in 4 s';
    api.unlock.mockRejectedValue(
      new HttpError(message, {
        kind: 'envelope',
        code: '-1',
        envelope: { code: '-1', data: { retryAfterSeconds: 4 }, message },
      }),
    );
    root.lock.lock();
    expect(await root.lock.unlock('right')).toEqual({ kind: 'throttled', message, retryAfterSeconds: 4 });
    expect(root.lock.isLocked).toBe(true);
  });

  it('locks after lockTime minutes without activity', () => {
    const { root } = createHarness();
    root.user.useToken('t');
    root.app.setProjectConfig({ lockTime: 2 });
    root.lock.touch();
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(root.lock.isLocked).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.lock.isLocked).toBe(true);
  });

  it('activity restarts the countdown', () => {
    const { root } = createHarness();
    root.user.useToken('t');
    root.app.setProjectConfig({ lockTime: 1 });
    root.lock.touch();
    vi.advanceTimersByTime(MINUTE - 10);
    root.lock.touch();
    vi.advanceTimersByTime(MINUTE - 10);
    expect(root.lock.isLocked).toBe(false);
    vi.advanceTimersByTime(10);
    expect(root.lock.isLocked).toBe(true);
  });

  it('lock time 0 never locks', () => {
    const { root } = createHarness();
    root.user.useToken('t');
    root.lock.touch();
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(root.lock.isLocked).toBe(false);
  });

  it('a signed-out page never locks', () => {
    const { root } = createHarness();
    root.app.setProjectConfig({ lockTime: 1 });
    root.lock.touch();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(root.lock.isLocked).toBe(false);
  });
});
