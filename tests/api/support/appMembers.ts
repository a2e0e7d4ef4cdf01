import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { AppDatabase } from '../../../server/apps/appTables';
import { DEMO_APP_PASSWORD } from '../../../server/resources/seedOrganisation';
import { hashToken } from '../../../server/security/tokens';
import type { AppLoginRequest, AppLoginResult } from '../../../src/contract/apps';
import type { TestServer } from './testServer';

/*
 * Tests that act as the dispatch app. A demo member signs in with the seed's app password
 * (README) under its enterprise's prefix; the token opens the `/app/*` endpoints only.
 */

export const DEMO_PREFIX = { acme: '8001', globex: '8002', initech: '8003' } as const;

/** The first enabled demo member (by account) of an enterprise, read from the database. */
export async function demoMember(
  t: TestServer,
  prefix: string = DEMO_PREFIX.acme,
  skip = 0,
): Promise<{ id: string; account: string; deptId: string | null }> {
  const rows = await t.server.db
    .selectFrom('members')
    .innerJoin('enterprises', 'enterprises.id', 'members.enterprise_id')
    .select(['members.id', 'members.account', 'members.dept_id'])
    .where('enterprises.prefix', '=', prefix)
    .where('members.status', '=', 'enabled')
    .orderBy('members.account')
    .execute();
  const row = rows[skip];
  if (!row) throw new Error(`no enabled demo member #${skip} in ${prefix}`);
  return { id: row.id, account: row.account, deptId: row.dept_id };
}

/** The device fields of a sign-in, as a test phone reports them. */
export function testDevice(
  deviceId = 'test-device-0001',
  appVersionCode = 100,
): Omit<AppLoginRequest, 'enterprise' | 'account' | 'password'> {
  return {
    deviceId,
    platform: 'android',
    deviceModel: 'Pixel 8',
    osVersion: '14',
    appVersionName: `1.0.${appVersionCode}`,
    appVersionCode,
  };
}

/** Signs a member in through `/app/login` (encrypted, as the app does); fails the test if refused. */
export async function appSignIn(
  t: TestServer,
  options: {
    prefix?: string;
    account?: string;
    password?: string;
    deviceId?: string;
    appVersionCode?: number;
  } = {},
): Promise<AppLoginResult> {
  const prefix = options.prefix ?? DEMO_PREFIX.acme;
  const account = options.account ?? (await demoMember(t, prefix)).account;
  const result = await t.client.call('POST', '/app/login', {
    body: {
      enterprise: prefix,
      account,
      password: options.password ?? DEMO_APP_PASSWORD,
      ...testDevice(options.deviceId, options.appVersionCode),
    },
    encrypt: true,
  });
  expect(result.envelope.code, `app sign-in of ${account}@${prefix}: ${result.envelope.message}`).toBe(
    '0000',
  );
  return result.data as AppLoginResult;
}

const sharedAppTokens = new WeakMap<TestServer, Promise<string>>();

/** The file's shared app token of acme's first member (for tests that only need to get past the check). */
export async function sharedAppToken(t: TestServer): Promise<string> {
  let token = sharedAppTokens.get(t);
  if (!token) {
    token = appSignIn(t, { deviceId: 'shared-test-device' }).then((result) => result.token);
    sharedAppTokens.set(t, token);
  }
  const value = await token;
  const row = await (t.server.db as unknown as Kysely<AppDatabase>)
    .selectFrom('app_sessions')
    .select('token_hash')
    .where('token_hash', '=', hashToken(value))
    .executeTakeFirst();
  // Ended by a test (sign-out, disabled member): sign in again.
  if (row === undefined) {
    sharedAppTokens.delete(t);
    return sharedAppToken(t);
  }
  return value;
}
