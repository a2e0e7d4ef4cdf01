import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../src/contract';
import { ACME, DEMO_ACCOUNTS, demoAccount, expectedPermits } from './support/accounts';
import { decrypt } from './support/apiClient';
import { message } from './support/messages';
import { signInHelpers } from './support/signInHelpers';
import { startTestServer, type TestServer } from './support/testServer';

/*
 * POST /login/auth: the encrypted answer, refusals with their messages, the growing wait after failures that
 * nobody can turn into a lock-out, and the login history of every attempt.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());
const { forgetWaits, login } = signInHelpers(() => t);

describe('POST /login/auth', () => {
  it('answers encrypted: response header mode is encrypt and data decrypts to the login result', async () => {
    const result = await login('acme', 'Acme@1234');
    expect(result.status).toBe(200);
    expect(result.headers.get('mode')).toBe('encrypt');
    expect(result.envelope.code).toBe('0000');
    expect(typeof result.envelope.data).toBe('string');
    const plain = JSON.parse(decrypt(result.envelope.data as string, t.client.secrets));
    const parsed = loginResultSchema.parse(plain);
    expect(parsed.role).toBe('ENTERPRISE');
    expect(parsed.wsport).toBe(t.server.config.wsPort);
    expect(parsed.enterprisePrefix).toBe(ACME.prefix);
    expect(parsed.userInfo.enterpriseName).toBe(ACME.name);
    expect(parsed.userInfo.roles).toEqual([
      { roleName: message('zh_CN', 'roles.ENTERPRISE'), value: 'ENTERPRISE' },
    ]);
    expect(parsed.token).toMatch(/^[\w-]{40,}$/);
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.username, account] as const))(
    'the seeded account %s signs in with its role and permits',
    async (_name, account) => {
      const result = await login(account.username, account.password);
      const data = loginResultSchema.parse(result.data);
      expect(data.role).toBe(account.role);
      expect([...data.permits].sort()).toEqual(expectedPermits(account));
      expect(data.enterprisePrefix).toBe(account.enterprise?.prefix);
    },
  );

  it('a wrong password answers -1 with the wrong-account-or-password message', async () => {
    const zh = await login('admin', 'Wrong@123');
    expect(zh.status).toBe(200);
    expect(zh.envelope).toEqual({ code: '-1', data: null, message: message('zh_CN', 'api.loginFailed') });
    const en = await login('nobody-here', 'Wrong@123', 'en_US');
    expect(en.envelope.message).toBe(message('en', 'api.loginFailed'));
  });

  // Throttling per (account, address) instead of a lock-out. Time is moved by editing the pair's row.
  const throttle = (account: string) =>
    t.server.db.selectFrom('sign_in_throttles').selectAll().where('account', '=', account).execute();
  const endWait = (account: string) =>
    t.server.db
      .updateTable('sign_in_throttles')
      .set({ blocked_until: Date.now() - 1 })
      .where('account', '=', account)
      .execute();

  it('a failure makes this account and address wait, with a clear message, the right password too', async () => {
    const { password } = demoAccount('globex');
    expect((await login('globex', 'Wrong@1234', 'en_US')).envelope.message).toBe(
      message('en', 'api.loginFailed'),
    );
    for (const [lang, locale] of [
      ['en_US', 'en'],
      ['zh_CN', 'zh_CN'],
    ] as const) {
      const waiting = await login('globex', password, lang);
      expect(waiting.envelope.code).toBe('-1');
      expect(waiting.envelope.message).toBe(message(locale, 'api.hardening.signInThrottled', { seconds: 1 }));
    }
    await endWait('globex');
    expect((await login('globex', password)).envelope.code).toBe('0000');
  });

  it('the wait doubles with each failure in a row, up to five minutes', async () => {
    const waits: number[] = [];
    for (let failure = 1; failure <= 11; failure += 1) {
      await endWait('agency');
      await login('agency', 'Wrong@1234');
      const [row] = await throttle('agency');
      expect(row?.failures).toBe(failure);
      const waiting = await login('agency', 'Wrong@1234', 'en_US');
      const seconds = Number(/(\d+) s\./.exec(waiting.envelope.message)?.[1]);
      waits.push(seconds);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    await endWait('agency');
  });

  it('a success forgets the failures: the next failure waits one second again', async () => {
    for (let failure = 0; failure < 3; failure += 1) {
      await endWait('agency');
      await login('agency', 'Wrong@1234');
    }
    await endWait('agency');
    expect((await login('agency', demoAccount('agency').password)).envelope.code).toBe('0000');
    expect(await throttle('agency')).toEqual([]);
    await login('agency', 'Wrong@1234');
    expect((await throttle('agency'))[0]?.failures).toBe(1);
    await endWait('agency');
  });

  it('nobody can lock admin out: failures from another address never stop the right password here', async () => {
    for (let failure = 0; failure < 6; failure += 1) {
      await endWait('admin');
      await login('admin', 'Wrong@1234');
    }
    // Those failures came from elsewhere: the pair now belongs to another address, still waiting minutes.
    await t.server.db
      .updateTable('sign_in_throttles')
      .set({ ip: '203.0.113.9', blocked_until: Date.now() + 300_000 })
      .where('account', '=', 'admin')
      .execute();
    expect((await login('admin', demoAccount('admin').password)).envelope.code).toBe('0000');
    expect((await throttle('admin')).map((row) => row.ip)).toEqual(['203.0.113.9']);
  });

  it('unknown account names are throttled the same way, and every try is logged', async () => {
    await login('nobody-at-all', 'Wrong@1234');
    const waiting = await login('nobody-at-all', 'Wrong@1234', 'en_US');
    expect(waiting.envelope.message).toBe(message('en', 'api.hardening.signInThrottled', { seconds: 1 }));
    const operations = await t.server.db
      .selectFrom('operation_log')
      .select(['action', 'result'])
      .where('account', '=', 'nobody-at-all')
      .orderBy('id')
      .execute();
    expect(operations).toEqual([
      { action: 'login:failed', result: 'failure' },
      { action: 'login:throttled', result: 'failure' },
    ]);
    const history = await t.server.db
      .selectFrom('login_history')
      .select('failure_reason')
      .where('account', '=', 'nobody-at-all')
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.failure_reason)).toEqual(['unknownAccount', 'throttled']);
  });

  it('every attempt is written to the login history with its result and reason', async () => {
    const before = await t.server.db
      .selectFrom('login_history')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    await login('acme-ops', 'Wrong@1234');
    await forgetWaits();
    await login('acme-ops', 'AcmeOps@123');
    await login('ghost', 'Wrong@1234');
    const rows = await t.server.db
      .selectFrom('login_history')
      .selectAll()
      .where('account', 'in', ['acme-ops', 'ghost'])
      .where('id', '>', Number(before.last ?? 0))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.account, row.result, row.failure_reason])).toEqual([
      ['acme-ops', 'failure', 'wrongPassword'],
      ['acme-ops', 'success', null],
      ['ghost', 'failure', 'unknownAccount'],
    ]);
    const success = rows[1]!;
    expect(success.enterprise_id).not.toBeNull();
    expect(success.client_type).toBe('web');
    expect(success.ip).toBe('127.0.0.1');
    expect(success.user_agent).not.toBe('');
    expect(success.time).toBeGreaterThan(Date.now() - 60_000);
  });
});
