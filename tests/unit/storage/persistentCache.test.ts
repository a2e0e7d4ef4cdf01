import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, type RuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { createPersistentCache, type PersistentCache } from '../../../src/core/storage/persistentCache';
import { createWebStorage } from '../../../src/core/storage/webStorage';

const config: RuntimeConfig = { ...defaultRuntimeConfig(), env: 'test' };
const PREFIX = 'DISPATCH_CONSOLE__TEST__2.10.1__';
const LOCAL_KEY = `${PREFIX}COMMON__LOCAL__KEY__`;
const SESSION_KEY = `${PREFIX}COMMON__SESSION__KEY__`;

/** Reads the stored cache the way a fresh page would. */
function storedLocal(): Record<string, unknown> | null {
  const reader = createWebStorage({
    storage: localStorage,
    prefixKey: PREFIX,
    hasEncrypt: true,
    key: config.cryptoKey,
    iv: config.cryptoIv,
  });
  return reader.get('COMMON__LOCAL__KEY__');
}

/** Another tab: the same storage, its own events (a tab never sees its own storage events). */
function otherTab(): PersistentCache {
  const target = new EventTarget();
  const win = Object.assign(target, { localStorage, sessionStorage });
  return createPersistentCache({ window: win, config });
}

const unload = () => window.dispatchEvent(new Event('pagehide'));
const storageEvent = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

describe('persistent cache (docs/behaviour.md#entities, docs/behaviour.md#states)', () => {
  let cache: PersistentCache;
  const opened: PersistentCache[] = [];
  const open = () => {
    const created = createPersistentCache({ window, config });
    opened.push(created);
    return created;
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    cache = open();
  });
  afterEach(() => {
    for (const created of opened.splice(0)) created.dispose();
  });

  it('a write stays in memory and reaches storage on page unload', () => {
    cache.setLocal('DARK_MODE', 'dark');
    expect(cache.getLocal('DARK_MODE')).toBe('dark');
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    unload();
    expect(storedLocal()).toEqual({ DARK_MODE: 'dark' });
  });

  it('caches are also written on beforeunload', () => {
    cache.setSession('MULTIPLE_TABS', ['/dashboard']);
    window.dispatchEvent(new Event('beforeunload'));
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('immediate=true writes through at once', () => {
    cache.setLocal('TOKEN', 't-1', true);
    expect(storedLocal()).toEqual({ TOKEN: 't-1' });
    cache.removeLocal('TOKEN', true);
    expect(storedLocal()).toEqual({});
  });

  it('token, user info and lock info persist across page unloads: a new page reads them back', () => {
    cache.setLocal('TOKEN', 't-1', true);
    cache.setLocal('USER_INFO', { username: 'ann' }, true);
    cache.setLocal('LOCK_INFO', { isLock: true }, true);
    unload();
    cache.dispose();
    const nextPage = open();
    expect(nextPage.getLocal('TOKEN')).toBe('t-1');
    expect(nextPage.getLocal('USER_INFO')).toEqual({ username: 'ann' });
    expect(nextPage.getLocal('LOCK_INFO')).toEqual({ isLock: true });
  });

  it('lock info is left out of the in-memory copy written back on unload; the stored lock info is kept', () => {
    cache.setLocal('LOCK_INFO', { isLock: true, pwd: 'first' }, true);
    cache.setLocal('LOCK_INFO', { isLock: false }, false);
    unload();
    expect(storedLocal()?.LOCK_INFO).toEqual({ isLock: true, pwd: 'first' });

    localStorage.clear();
    const fresh = open();
    cache.dispose();
    fresh.setLocal('LOCK_INFO', { isLock: true });
    fresh.setLocal('DARK_MODE', 'light');
    unload();
    expect(storedLocal()).toEqual({ DARK_MODE: 'light' });
  });

  it('on unload the stored token and user info win over a tab whose memory is stale', () => {
    cache.setLocal('DARK_MODE', 'dark');
    // Another tab signs in and writes through; this tab's memory has no token.
    const tab = otherTab();
    tab.setLocal('TOKEN', 'from-other-tab', true);
    tab.setLocal('USER_INFO', { username: 'bob' }, true);
    unload();
    expect(storedLocal()).toEqual({
      DARK_MODE: 'dark',
      TOKEN: 'from-other-tab',
      USER_INFO: { username: 'bob' },
    });
    tab.dispose();
  });

  it('a token removed in this tab without immediate is not brought back on unload', () => {
    cache.setLocal('TOKEN', 'old', true);
    cache.removeLocal('TOKEN');
    cache.removeLocal('USER_INFO');
    unload();
    expect(storedLocal()).toEqual({});
  });

  it('a token set in this tab without immediate wins over an older stored one on unload', () => {
    cache.setLocal('TOKEN', 'old', true);
    cache.setLocal('TOKEN', 'new');
    unload();
    expect(storedLocal()?.TOKEN).toBe('new');
  });

  it('a tab whose cache another tab cleared (storage event) keeps the stored cache on unload', () => {
    const tab = otherTab();
    tab.setLocal('TOKEN', 't', true);
    tab.setLocal('DARK_MODE', 'dark', true);
    storageEvent(LOCAL_KEY);
    unload();
    expect(storedLocal()).toEqual({ TOKEN: 't', DARK_MODE: 'dark' });
    tab.dispose();
  });

  it('clearLocal without immediate empties the stored cache on unload, the stored lock info kept', () => {
    cache.setLocal('TOKEN', 't', true);
    cache.setLocal('LOCK_INFO', { isLock: true }, true);
    cache.clearLocal();
    expect(cache.getLocal('TOKEN')).toBeNull();
    unload();
    expect(storedLocal()).toEqual({ LOCK_INFO: { isLock: true } });
  });

  it('the session cache lives in sessionStorage under its own key', () => {
    cache.setSession('TOKEN', 's-1', true);
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    expect(cache.getSession('TOKEN')).toBe('s-1');
    expect(cache.getLocal('TOKEN')).toBeNull();
  });

  it('stored caches are encrypted (docs/behaviour.md#states: encrypted in production)', () => {
    cache.setLocal('TOKEN', 'plain-token', true);
    expect(localStorage.getItem(LOCAL_KEY)).not.toContain('plain-token');
  });

  it('a storage event for the full prefixed local cache key clears the local cache only', () => {
    cache.setLocal('DARK_MODE', 'dark');
    cache.setSession('MULTIPLE_TABS', ['/a']);
    storageEvent(LOCAL_KEY);
    expect(cache.getLocal('DARK_MODE')).toBeNull();
    expect(cache.getSession('MULTIPLE_TABS')).toEqual(['/a']);
  });

  it('a storage event for the full prefixed session cache key clears the session cache only', () => {
    cache.setLocal('DARK_MODE', 'dark');
    cache.setSession('MULTIPLE_TABS', ['/a']);
    storageEvent(SESSION_KEY);
    expect(cache.getSession('MULTIPLE_TABS')).toBeNull();
    expect(cache.getLocal('DARK_MODE')).toBe('dark');
  });

  it('a storage event must match the full prefixed key: the bare name or another prefix clears nothing', () => {
    cache.setLocal('DARK_MODE', 'dark');
    storageEvent('COMMON__LOCAL__KEY__');
    storageEvent('DISPATCH_CONSOLE__TEST__2.9.0__COMMON__LOCAL__KEY__');
    storageEvent('unrelated');
    expect(cache.getLocal('DARK_MODE')).toBe('dark');
  });

  it('a storage event with no key (another tab called clear) clears everything', () => {
    cache.setLocal('DARK_MODE', 'dark');
    cache.setSession('MULTIPLE_TABS', ['/a']);
    storageEvent(null);
    expect(cache.getLocal('DARK_MODE')).toBeNull();
    expect(cache.getSession('MULTIPLE_TABS')).toBeNull();
  });

  it('clearAll(immediate) removes every prefixed key and nothing else', () => {
    localStorage.setItem('foreign', 'keep');
    cache.setLocal('TOKEN', 't', true);
    cache.setSession('TOKEN', 's', true);
    cache.clearAll(true);
    expect(cache.getLocal('TOKEN')).toBeNull();
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('foreign')).toBe('keep');
  });

  it('clearLocal and clearSession with immediate remove the stored cache at once', () => {
    cache.setLocal('DARK_MODE', 'dark', true);
    cache.setSession('MULTIPLE_TABS', [], true);
    cache.clearLocal(true);
    cache.clearSession(true);
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('dispose removes the unload and storage listeners', () => {
    cache.setLocal('DARK_MODE', 'dark');
    cache.dispose();
    storageEvent(null);
    unload();
    expect(cache.getLocal('DARK_MODE')).toBe('dark');
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
  });

  it('a corrupted stored cache starts empty instead of throwing', () => {
    cache.dispose();
    localStorage.setItem(LOCAL_KEY, 'tampered!!');
    const fresh = open();
    expect(fresh.getLocal('TOKEN')).toBeNull();
  });
});
