import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../server/apps/appTables';
import { hashToken } from '../../../server/security/tokens';
import type { AppMember } from '../../../src/contract/apps';
import { appSignIn, DEMO_PREFIX, demoMember, testDevice } from '../support/appMembers';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * The dispatch app's member sign-in. An app token opens the app endpoints only; a console token
 * opens the console endpoints only; both say why when offered to the wrong side.
 */

let t: TestServer;
let db: Kysely<AppDatabase>;
beforeAll(async () => {
  t = await startTestServer();
  db = t.server.db as unknown as Kysely<AppDatabase>;
});
afterAll(async () => t?.stop());

const profile = (token: string) => t.client.call('GET', '/app/profile', { token, lang: 'en_US' });

describe('app sign-in', () => {
  it('signs a demo member in with the app password and answers the member with department and extension', async () => {
    const member = await demoMember(t);
    const result = await appSignIn(t, { account: member.account, deviceId: 'phone-profile-01' });
    expect(result.member).toMatchObject({ id: member.id, account: member.account, enterprisePrefix: '8001' });
    expect(result.member.deptName).toEqual(expect.any(String));
    expect(result.member.extensionNumber).toMatch(/^8001\d+$/);
    const answer = await profile(result.token);
    expect(answer.status).toBe(200);
    expect(answer.data as AppMember).toEqual(result.member);
  });

  it('keeps the device the member signed in on, with its reported version', async () => {
    const result = await appSignIn(t, { deviceId: 'phone-report-01', appVersionCode: 321 });
    const device = await db
      .selectFrom('app_devices')
      .selectAll()
      .where('device_id', '=', 'phone-report-01')
      .executeTakeFirstOrThrow();
    expect(device).toMatchObject({ member_id: result.member.id, app_version_code: 321, platform: 'android' });
  });

  it('refuses a wrong password, an unknown member and a member of another enterprise alike, and logs the try', async () => {
    const member = await demoMember(t, DEMO_PREFIX.acme, 1);
    const device = testDevice('phone-wrong-01');
    for (const body of [
      { enterprise: '8001', account: member.account, password: 'Wrong@Pass1' },
      { enterprise: '8001', account: 'nobody.here', password: 'Wrong@Pass1' },
      { enterprise: '8002', account: member.account, password: 'App@12345' },
    ]) {
      const result = await t.client.call('POST', '/app/login', {
        body: { ...body, ...device },
        encrypt: true,
        lang: 'en_US',
      });
      expect(result.envelope).toMatchObject({ code: '-1', message: message('en', 'api.loginFailed') });
    }
    const history = await t.server.db
      .selectFrom('login_history')
      .select(['account', 'client_type', 'result'])
      .where('account', '=', `${member.account}@8001`)
      .execute();
    expect(history).toContainEqual({
      account: `${member.account}@8001`,
      client_type: 'app',
      result: 'failure',
    });
  });

  it('validates the device fields with messages naming them', async () => {
    const result = await t.client.call('POST', '/app/login', {
      body: { enterprise: 'acme', account: 'x', password: 'y', ...testDevice('no spaces allowed') },
      encrypt: true,
      lang: 'en_US',
    });
    expect(result.status).toBe(400);
    expect(result.envelope.message).toContain('Enterprise prefix');
    expect(result.envelope.message).toContain('Device ID');
  });

  it('replaces the earlier token when the same device signs in again', async () => {
    const first = await appSignIn(t, { deviceId: 'phone-again-01' });
    const second = await appSignIn(t, { deviceId: 'phone-again-01' });
    expect((await profile(first.token)).status).toBe(401);
    expect((await profile(second.token)).status).toBe(200);
  });

  it('ends the app session at sign-out', async () => {
    const { token } = await appSignIn(t, { deviceId: 'phone-logout-01' });
    const out = await t.client.call('POST', '/app/logout', { token });
    expect(out.envelope.code).toBe('0000');
    expect((await profile(token)).status).toBe(401);
  });

  it('answers 1004 once the app token has been idle for a week', async () => {
    const { token } = await appSignIn(t, { deviceId: 'phone-idle-01' });
    await db
      .updateTable('app_sessions')
      .set({ last_seen_at: Date.now() - 8 * 24 * 60 * 60_000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await profile(token)).envelope.code).toBe('1004');
  });

  it('stops a disabled member at once, and refuses the member sign-in', async () => {
    const member = await demoMember(t, DEMO_PREFIX.acme, 2);
    const { token } = await appSignIn(t, { account: member.account, deviceId: 'phone-disabled-01' });
    const acme = await t.sharedToken('acme');
    const disabled = await t.client.call('POST', '/localuser/setStatus', {
      token: acme,
      body: { ids: [member.id], status: 'disabled' },
    });
    expect(disabled.envelope.code).toBe('0000');
    expect((await profile(token)).status).toBe(401);
    const again = await t.client.call('POST', '/app/login', {
      body: {
        enterprise: '8001',
        account: member.account,
        password: 'App@12345',
        ...testDevice('phone-disabled-02'),
      },
      encrypt: true,
      lang: 'en_US',
    });
    expect(again.envelope.message).toBe(message('en', 'api.apps.memberDisabled'));
    await t.client.call('POST', '/localuser/setStatus', {
      token: acme,
      body: { ids: [member.id], status: 'enabled' },
    });
  });
});

describe('the two kinds of token stay on their own side', () => {
  it('a console endpoint refuses an app token with the reason', async () => {
    const { token } = await appSignIn(t, { deviceId: 'phone-side-01' });
    const result = await t.client.call('GET', '/getUserInfo', { token, lang: 'en_US' });
    expect(result.status).toBe(403);
    expect(result.envelope.message).toBe(message('en', 'api.apps.appTokenRefused'));
  });

  it('an app endpoint refuses a console token with the reason, and no token with 401', async () => {
    const result = await profile(await t.sharedToken('acme'));
    expect(result.status).toBe(403);
    expect(result.envelope.message).toBe(message('en', 'api.apps.consoleTokenRefused'));
    expect((await profile('')).status).toBe(401);
  });
});

describe('per-device rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ appRequestsPerMinute: 3 });
  });
  afterAll(async () => limited?.stop());

  it('refuses a device over its limit with 429 and the wait, while another device goes on', async () => {
    const first = await appSignIn(limited, { deviceId: 'phone-busy-01' });
    const second = await appSignIn(limited, { deviceId: 'phone-calm-01' });
    const call = (token: string) => limited.client.call('GET', '/app/profile', { token, lang: 'en_US' });
    for (let index = 0; index < 3; index++) expect((await call(first.token)).status).toBe(200);
    const over = await call(first.token);
    expect(over.status).toBe(429);
    expect(over.envelope.code).toBe('-1');
    expect(over.envelope.message).toMatch(/Too many requests from this device; try again in \d+ s/);
    expect((await call(second.token)).status).toBe(200);
  });
});
