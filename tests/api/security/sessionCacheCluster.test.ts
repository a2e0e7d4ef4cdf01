import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../../server/app';
import { ENTRY_LIFETIME_MS, sessionCacheOf } from '../../../server/security/sessionCache';
import { hashToken } from '../../../server/security/tokens';
import { ApiClient } from '../support/apiClient';
import { signInOn } from '../support/serverSignIn';
import { createTestDatabase, type TestDatabase, testConfig } from '../support/testServer';

/*
 * Two servers on one database, each keeping resolved sessions. A write through one server makes
 * the other's kept sessions stale: on PostgreSQL the other hears of it through the cluster bus and forgets
 * within the notification's delay (well inside the entry lifetime, so only the bus can make the PostgreSQL
 * checks pass); without a bus (SQLite) the entry lifetime is the bound.
 */

const postgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');
let database: TestDatabase;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await createServer(testConfig(database.url));
  second = await createServer(testConfig(database.url));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.drop();
});

const userInfo = (server: RunningServer, token: string) =>
  new ApiClient(server.url, server.config).call('GET', '/getUserInfo', { token });

/** A call on `server` after which the session is kept there (read afresh, so its lifetime starts now). */
async function warm(server: RunningServer, token: string): Promise<void> {
  sessionCacheOf(server.db)?.forget({ tokenHashes: [hashToken(token)] }, false);
  expect((await userInfo(server, token)).status).toBe(200);
  expect(sessionCacheOf(server.db)?.find(hashToken(token))).toBeDefined();
}

/** Refused on `server` within half the entry lifetime (PostgreSQL: the bus), or once it passed (SQLite). */
async function expectRefusedOn(server: RunningServer, token: string): Promise<void> {
  if (postgres) {
    await expect
      .poll(async () => (await userInfo(server, token)).status, {
        timeout: ENTRY_LIFETIME_MS / 2,
        interval: 20,
      })
      .toBe(401);
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, ENTRY_LIFETIME_MS + 100));
  expect((await userInfo(server, token)).status).toBe(401);
}

describe('a write through one server, a session kept on the other', () => {
  it('a sign-out through the first is refused on the second', async () => {
    const token = await signInOn(first, 'globex', 'Globex@123');
    await warm(second, token);
    expect((await userInfo(second, token)).status).toBe(200);
    await new ApiClient(first.url, first.config).call('POST', '/login/logout', { body: {}, token });
    await expectRefusedOn(second, token);
  });

  it('an account disabled through the first (its session row untouched) is refused on the second', async () => {
    const token = await signInOn(first, 'acme-ops', 'AcmeOps@123');
    await warm(second, token);
    try {
      await first.db
        .updateTable('accounts')
        .set({ status: 'disabled' })
        .where('username', '=', 'acme-ops')
        .execute();
      await expectRefusedOn(second, token);
    } finally {
      await first.db
        .updateTable('accounts')
        .set({ status: 'active' })
        .where('username', '=', 'acme-ops')
        .execute();
    }
  });
});
