import { describe, expect, it } from 'vitest';
import { AccountCache, accountCache } from '../../../src/core/session';
import { createHarness, loginResult, userInfo } from './fakes';

const acme = userInfo('ADMIN', { userId: 'u1', username: 'acme', enterpriseId: 'e-acme' });
const globex = userInfo('ADMIN', { userId: 'u2', username: 'globex', enterpriseId: 'e-globex' });

async function signIn(harness: ReturnType<typeof createHarness>, info: typeof acme) {
  await harness.root.user.signInWith(loginResult('ADMIN', { token: `t-${info.username}`, userInfo: info }), {
    goHome: false,
  });
}

describe('account caches', () => {
  it('a cache filled as one account is empty for another', async () => {
    const harness = createHarness();
    const cache = new AccountCache<string>(harness.root);
    await signIn(harness, acme);
    cache.set('m1', 'Acme Alice');
    expect(cache.get('m1')).toBe('Acme Alice');
    await signIn(harness, globex);
    expect(cache.get('m1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('a sign-out empties it, and nothing is kept without a session', async () => {
    const harness = createHarness();
    const cache = new AccountCache<string>(harness.root);
    await signIn(harness, acme);
    cache.set('m1', 'Acme Alice');
    await harness.root.user.logout(false);
    expect(cache.size).toBe(0);
    cache.set('m2', 'nobody');
    await signIn(harness, acme);
    expect(cache.get('m1')).toBeUndefined();
    expect(cache.get('m2')).toBeUndefined();
  });

  it('a renewed token of the same account keeps the entries', async () => {
    const harness = createHarness();
    harness.api.getUserInfo.mockResolvedValue(acme);
    await harness.root.user.adoptToken('t1');
    const cache = accountCache<string>(harness.root, 'members');
    cache.set('m1', 'Acme Alice');
    await harness.root.user.adoptToken('t2');
    expect(accountCache<string>(harness.root, 'members').get('m1')).toBe('Acme Alice');
  });
});
