import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_LIFETIME_MS, SessionCache } from '../../../server/security/sessionCache';
import type { Session } from '../../../server/security/sessions';

/*
 * The rules of the session cache itself (server/security/sessionCache.ts): what a write makes
 * stale, an answer read across a write is not kept, entries live ENTRY_LIFETIME_MS at most, and forgetting
 * caused here travels to the other servers while forgetting heard from them does not travel back.
 */

const session = (tokenHash: string): Session => ({
  tokenHash,
  accountId: 'a1',
  username: 'acme',
  realName: 'Acme',
  role: 'ENTERPRISE',
  enterpriseId: 'e1',
  enterpriseName: 'Acme',
  enterprisePrefix: '8001',
  homePath: null,
  permits: [],
});
const entry = (tokenHash: string) => ({
  session: session(tokenHash),
  lastSeenAt: 0,
  expiresAt: null,
  enterpriseExpiry: null,
});

afterEach(() => vi.useRealTimers());

describe('what a write makes stale', () => {
  it('a write to one session row forgets that session; other writes to the tables read forget all', () => {
    const of = SessionCache.forgettingOf;
    expect(of([{ table: 'sessions', equals: new Map([['token_hash', 'h1']]) }])).toEqual({
      tokenHashes: ['h1'],
    });
    expect(of([{ table: 'sessions' }])).toEqual({ all: true });
    expect(of([{ table: 'accounts', equals: new Map([['id', 'a1']]) }])).toEqual({ all: true });
    expect(of([{ table: 'enterprises' }])).toEqual({ all: true });
    expect(of([{ table: 'account_permits' }])).toEqual({ all: true });
    expect(of([{ table: '*' }])).toEqual({ all: true });
    expect(of([{ table: 'call_records' }, { table: 'operation_log' }])).toBeUndefined();
  });
});

describe('keeping', () => {
  it('keeps what was read with no write in between, and refuses what a write overlapped', () => {
    const cache = new SessionCache();
    const epoch = cache.currentEpoch();
    cache.keep('h1', entry('h1'), epoch, Date.now());
    expect(cache.find('h1')).toBeDefined();
    const before = cache.currentEpoch();
    // A write to another session row, while h2 was being read: h2's answer may predate it, so it is not kept.
    cache.forget({ tokenHashes: ['h9'] }, true);
    cache.keep('h2', entry('h2'), before, Date.now());
    expect(cache.find('h2')).toBeUndefined();
    expect(cache.find('h1')).toBeDefined();
    cache.forget({ tokenHashes: ['h1'] }, true);
    expect(cache.find('h1')).toBeUndefined();
  });

  it('an entry lives ENTRY_LIFETIME_MS at most, whatever was heard', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new SessionCache();
    cache.keep('h1', entry('h1'), cache.currentEpoch(), Date.now());
    vi.setSystemTime(1_000_000 + ENTRY_LIFETIME_MS);
    expect(cache.find('h1')).toBeDefined();
    vi.setSystemTime(1_000_000 + ENTRY_LIFETIME_MS + 1);
    expect(cache.find('h1')).toBeUndefined();
  });
});

describe('between servers', () => {
  it('forgetting caused here is sent; forgetting heard is applied and not sent back', () => {
    const cache = new SessionCache();
    const sent: unknown[] = [];
    let deliver: (data: unknown) => void = () => {};
    const bus = {
      sendInternal: (_kind: string, data: unknown) => sent.push(data),
      onInternal: (_kind: string, listener: (data: unknown) => void) => {
        deliver = listener;
        return () => {};
      },
    };
    cache.shareWith(bus);
    cache.forget({ tokenHashes: ['h1'] }, true);
    expect(sent).toEqual([{ tokenHashes: ['h1'] }]);
    cache.keep('h2', entry('h2'), cache.currentEpoch(), Date.now());
    deliver({ all: true });
    expect(cache.find('h2')).toBeUndefined();
    cache.keep('h3', entry('h3'), cache.currentEpoch(), Date.now());
    deliver({ tokenHashes: ['h3'] });
    expect(cache.find('h3')).toBeUndefined();
    // Something unreadable from the bus forgets everything rather than nothing.
    cache.keep('h4', entry('h4'), cache.currentEpoch(), Date.now());
    deliver('garbage');
    expect(cache.find('h4')).toBeUndefined();
    expect(sent).toHaveLength(1);
  });
});
