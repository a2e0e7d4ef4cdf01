import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../../server/app';
import { ApiClient } from '../support/apiClient';
import { message } from '../support/messages';
import { createTestDatabase, type TestDatabase, testConfig } from '../support/testServer';

/*
 * Two servers on one database share the sign-in protection (docs/security.md, "Sign-in protection"): the
 * per-address rate limit counts requests made through either, and an account that failed through one waits
 * on the other too. Both engines: two servers can share a SQLite file as well as a PostgreSQL database.
 */

const PER_MINUTE = 4;
let database: TestDatabase;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await createServer(testConfig(database.url, { signInPerMinute: PER_MINUTE }));
  second = await createServer(testConfig(database.url, { signInPerMinute: PER_MINUTE }));
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.drop();
});

const signIn = (server: RunningServer, username: string, password: string) =>
  new ApiClient(server.url, server.config).call('POST', '/login/auth', {
    body: { username, password },
    encrypt: true,
    lang: 'en_US',
  });

describe('sign-in protection across servers', () => {
  it('an account that failed through one server waits on the other', async () => {
    const failed = await signIn(first, 'acme', 'Wrong@1234');
    expect(failed.envelope.message).toBe(message('en', 'api.loginFailed'));
    // As after a run of failures: a minute's wait, so the check below does not race the first second's.
    await first.db
      .updateTable('sign_in_throttles')
      .set({ blocked_until: Date.now() + 60_000 })
      .where('account', '=', 'acme')
      .execute();
    const elsewhere = await signIn(second, 'acme', 'Wrong@1234');
    const seconds = Number(/\d+/.exec(elsewhere.envelope.message)?.[0]);
    expect(seconds).toBeGreaterThan(50);
    expect(elsewhere.envelope.message).toBe(message('en', 'api.hardening.signInThrottled', { seconds }));
  });

  it('the per-address limit counts the requests made through both', async () => {
    // Two requests are counted already (above); the limit is reached through both servers together.
    for (const [index, server] of [first, second].entries()) {
      const answer = await signIn(server, `stranger-${index}`, 'Wrong@1234');
      expect(answer.status).toBe(200);
    }
    for (const server of [first, second]) {
      const over = await signIn(server, 'stranger-over', 'Wrong@1234');
      expect(over.status).toBe(429);
      expect(over.envelope.message).toBe(
        message('en', 'api.hardening.signInRateLimited', {
          seconds: Number(over.headers.get('retry-after')),
        }),
      );
    }
  });
});
