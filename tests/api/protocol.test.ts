import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/security/tokens';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { callerToken } from './support/callerToken';
import { message } from './support/messages';
import { someCaller } from './support/roles';
import { inputOptions, sampleInput } from './support/samples';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

/** docs/protocol.md: Timestamp and Sign on every request; docs/security.md: the token decides the session. */
describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    const caller = someCaller(endpoint);
    const isSession = endpoint.access.kind === 'session';
    // App endpoints need a token too (a member's app token).
    const needsToken = endpoint.access.kind !== 'public';
    // The caller's shared token unless the options bring their own (fresh where the call ends the session).
    const call = async (options: Parameters<TestServer['client']['call']>[2] = {}) =>
      t.client.call(endpoint.method, endpoint.path, {
        ...inputOptions(endpoint, sampleInput(endpoint, caller)),
        token: 'token' in options ? options.token : await callerToken(t, endpoint, caller.username),
        ...options,
      });

    it('a request without Sign is rejected with -1', async () => {
      const result = await call({ sign: null });
      expect(result.status).toBe(400);
      expect(result.envelope).toEqual({
        code: '-1',
        data: null,
        message: message('zh_CN', 'api.signMissing'),
      });
    });

    it('a request with a wrong Sign is rejected with -1', async () => {
      const result = await call({ sign: 'd41d8cd98f00b204e9800998ecf8427e' });
      expect(result.status).toBe(400);
      expect(result.envelope.message).toBe(message('zh_CN', 'api.signInvalid'));
    });

    it('a Sign that does not cover the Timestamp sent is rejected', async () => {
      const result = await call({ headers: { Timestamp: String(Date.now() - 1000) } });
      expect(result.status).toBe(400);
      expect(result.envelope.code).toBe('-1');
    });

    it('a Timestamp more than 300 s from the server clock is rejected', async () => {
      const stale = await call({ timestamp: Date.now() - 301_000, lang: 'en_US' });
      expect(stale.status).toBe(400);
      expect(stale.envelope).toEqual({
        code: '-1',
        data: null,
        message: message('en', 'api.timestampInvalid'),
      });
      const future = await call({ timestamp: Date.now() + 301_000 });
      expect(future.status).toBe(400);
      const missing = await call({ timestamp: 'yesterday' });
      expect(missing.status).toBe(400);
    });

    it('a signed request within the clock tolerance is accepted', async () => {
      const result = await call({ timestamp: Date.now() - 200_000 });
      expect(result.status).toBe(200);
    });

    if (needsToken) {
      it('without a token the answer is HTTP 401 with -1', async () => {
        const result = await call({ token: '' });
        expect(result.status).toBe(401);
        expect(result.envelope).toEqual({
          code: '-1',
          data: null,
          message: message('zh_CN', 'api.tokenMissing'),
        });
      });

      it('an unknown token is HTTP 401 with -1', async () => {
        const result = await call({ token: 'not-a-token-the-server-issued' });
        expect(result.status).toBe(401);
        expect(result.envelope.code).toBe('-1');
      });

      it('the token may carry a Bearer scheme', async () => {
        const token = await callerToken(t, endpoint, caller.username);
        const result = await call({ token: `Bearer ${token}` });
        expect(result.status).toBe(200);
      });
    }

    if (isSession) {
      it('a token idle longer than SESSION_IDLE_MINUTES answers 1004, and 1004 again (calls in flight agree)', async () => {
        // A sign-in of its own: this test spends it.
        const token = await t.login(caller.username);
        const idleMs = (t.server.config.sessionIdleMinutes + 1) * 60_000;
        await t.server.db
          .updateTable('sessions')
          .set({ last_seen_at: Date.now() - idleMs })
          .where('token_hash', '=', hashToken(token))
          .execute();
        const expired = await call({ token, lang: 'en_US' });
        expect(expired.status).toBe(200);
        expect(expired.envelope).toEqual({
          code: '1004',
          data: null,
          message: message('en', 'api.sessionTimeout'),
        });
        const again = await call({ token });
        expect(again.envelope.code).toBe('1004');
      });
    }
  },
);
