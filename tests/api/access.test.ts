import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { DEMO_ACCOUNTS } from './support/accounts';
import { callerToken } from './support/callerToken';
import { message } from './support/messages';
import { mayCall, missingFunctionOf } from './support/roles';
import { inputOptions, sampleInput } from './support/samples';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

/**
 * docs/security.md: every endpoint × every role. The contract says who may call; an allowed caller gets
 * through to the handler (HTTP 200), a refused one gets HTTP 403 with -1 and the reason. One test per
 * endpoint and account, each on the account's shared token (fresh where the call ends the session).
 */
describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    for (const account of DEMO_ACCOUNTS) {
      const allowed = mayCall(endpoint, account);
      const title = allowed
        ? `is allowed for ${account.username} (${account.role})`
        : `is refused with 403 for ${account.username} (${account.role})`;
      it(title, async () => {
        const result = await t.client.call(endpoint.method, endpoint.path, {
          ...inputOptions(endpoint, sampleInput(endpoint, account)),
          // An app endpoint is offered the account's console token, which it must refuse.
          token:
            endpoint.access.kind === 'app'
              ? await t.sharedToken(account.username)
              : await callerToken(t, endpoint, account.username),
          lang: 'en_US',
        });
        if (allowed) {
          expect(result.status, result.envelope.message).toBe(200);
          expect(result.envelope.code).not.toBe('1004');
          return;
        }
        expect(result.status).toBe(403);
        expect(result.envelope.code).toBe('-1');
        expect(result.envelope.data).toBeNull();
        const access = endpoint.access.kind === 'session' ? endpoint.access : undefined;
        const lacking = access?.roles.includes(account.role)
          ? missingFunctionOf(endpoint, account)
          : undefined;
        const expected =
          endpoint.access.kind === 'app'
            ? message('en', 'api.apps.consoleTokenRefused')
            : lacking
              ? message('en', `api.functionOff.${lacking}`)
              : access?.roles.includes(account.role)
                ? message('en', 'api.forbiddenPermission', { permission: access.permission ?? '' })
                : message('en', 'api.forbiddenRole');
        expect(result.envelope.message).toBe(expected);
      });
    }
  },
);

describe('tenant and role come from the session', () => {
  it('a role or enterprise sent in the request is refused, not trusted', async () => {
    const token = await t.sharedToken('acme-ops');
    const result = await t.client.call('GET', '/getPermCode', {
      token,
      query: { role: 'ADMIN', enterpriseId: 'x' },
    });
    expect(result.status).toBe(400);
    const codes = await t.client.call('GET', '/getPermCode', { token });
    expect(codes.data).not.toContain('enterprise:search');
  });
});
