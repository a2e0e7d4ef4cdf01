import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHistoryCodesMigration } from '../../../server/calldata/migration';
import { SMS_CODE_RULES } from '../../../src/contract';
import type { LoginHistoryEntry } from '../../../src/contract/calldata';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<login-history>`: every sign-in attempt with why it failed, as a stable reason code that the
 * list and the export show in the reader's language (calldata.loginHistory.values.failureReason).
 */

let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const password = (username: string, secret: string, clientType = 'web') =>
  t.client.call('POST', '/login/auth', { body: { username, password: secret, clientType }, encrypt: true });
const mobile = (phone: string, code: string) =>
  t.client.call('POST', '/login/mobile', { body: { phone, code }, encrypt: true });

/** The reasons of the attempts written since `afterId`, oldest first. */
async function reasonsSince(afterId: number, account: string) {
  const rows = await t.server.db
    .selectFrom('login_history')
    .select(['failure_reason', 'enterprise_id'])
    .where('account', '=', account)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.failure_reason);
}

async function lastId(): Promise<number> {
  const row = await t.server.db
    .selectFrom('login_history')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirstOrThrow();
  return Number(row.last ?? 0);
}

/** The last code the reference SMS gateway delivered to this number. */
function outboxCode(phone: string): string {
  const lines = fs
    .readFileSync(path.join(t.server.config.dataDir, 'sms-outbox.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; code: string });
  const code = lines.filter((line) => line.phone === phone).at(-1)?.code;
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

describe('login history: each failure kind writes its reason code', () => {
  it('password sign-in: unknown account, wrong password, throttled, locked, disabled', async () => {
    const before = await lastId();
    await password('no-such-account', 'Wrong@1234');
    await password('acme-ops', 'Wrong@1234');
    // The failure makes this account and address wait (throttled), even with the right password.
    await password('acme-ops', 'AcmeOps@123');
    await t.server.db.deleteFrom('sign_in_throttles').execute();
    // An account an administrator locked (locked_until) stays refused, then a disabled one.
    await t.server.db
      .updateTable('accounts')
      .set({ locked_until: Date.now() + 60_000 })
      .where('username', '=', 'acme-ops')
      .execute();
    await password('acme-ops', 'AcmeOps@123');
    await t.server.db
      .updateTable('accounts')
      .set({ locked_until: null, status: 'disabled' })
      .where('username', '=', 'acme-ops')
      .execute();
    await password('acme-ops', 'AcmeOps@123');
    await t.server.db
      .updateTable('accounts')
      .set({ status: 'active' })
      .where('username', '=', 'acme-ops')
      .execute();

    expect(await reasonsSince(before, 'no-such-account')).toEqual(['unknownAccount']);
    expect(await reasonsSince(before, 'acme-ops')).toEqual([
      'wrongPassword',
      'throttled',
      'locked',
      'disabled',
    ]);
  });

  it('SMS sign-in: wrong code, the code voided, no live code', async () => {
    const before = await lastId();
    const phone = '13800000002'; // acme-ops
    const sent = await t.client.call('POST', '/login/sms/send', { body: { phone, purpose: 'login' } });
    expect(sent.envelope.code, sent.envelope.message).toBe('0000');
    const code = outboxCode(phone);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < SMS_CODE_RULES.maxAttempts; attempt++) await mobile(phone, wrong);
    await mobile(phone, code);
    // acme's number has no code at all: nothing live to check against.
    await mobile('13800000001', '123456');

    const wrongTries = Array.from({ length: SMS_CODE_RULES.maxAttempts - 1 }, () => 'smsCodeWrong');
    expect(await reasonsSince(before, 'acme-ops')).toEqual([
      ...wrongTries,
      'smsCodeExhausted',
      'smsCodeExhausted',
    ]);
    expect(await reasonsSince(before, 'acme')).toEqual(['smsCodeExpired']);
  });
});

describe('login history: rows written before the codes', () => {
  it('migration 0007 turns the old message key and the pc client into a code and a client type', async () => {
    const legacy = { account: 'legacy-row', enterprise_id: null, time: 1, ip: '10.0.0.1', user_agent: 'x' };
    await t.server.db
      .insertInto('login_history')
      .values([
        { ...legacy, result: 'failure', failure_reason: 'api.loginFailed', client_type: 'pc' },
        { ...legacy, result: 'success', failure_reason: null, client_type: 'app' },
      ])
      .execute();
    // Kysely's migrations take an untyped database (the schema changes over time).
    await loginHistoryCodesMigration().up(t.server.db as unknown as Kysely<unknown>);
    const rows = await t.server.db
      .selectFrom('login_history')
      .select(['failure_reason', 'client_type'])
      .where('account', '=', 'legacy-row')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { failure_reason: 'wrongPassword', client_type: 'dispatch' },
      { failure_reason: null, client_type: 'app' },
    ]);
  });
});

// Reads the attempts the tests above made (a file's tests run in order).
describe('login history: list and export', () => {
  const failures = () =>
    acme.ok<Page<LoginHistoryEntry>>('/login-history/page', {
      pageNum: 1,
      pageSize: 100,
      result: 'failure',
      accountPrefix: 'acme',
      timeFrom: Date.now() - 10 * 60_000,
    });

  it('the list answers the codes; attempts of unknown accounts belong to no enterprise', async () => {
    const reasons = new Set((await failures()).records.map((entry) => entry.failureReason));
    expect(reasons).toEqual(
      new Set([
        'wrongPassword',
        'throttled',
        'locked',
        'disabled',
        'smsCodeWrong',
        'smsCodeExhausted',
        'smsCodeExpired',
      ]),
    );
  });

  it('the seeded history holds only reason codes and known client types', async () => {
    const seeded = await acme.ok<Page<LoginHistoryEntry>>('/login-history/page', {
      pageNum: 1,
      pageSize: 500,
      result: 'failure',
    });
    expect(seeded.total).toBeGreaterThan(0);
    const known = [
      'unknownAccount',
      'wrongPassword',
      'wrongPasswordLocked',
      'locked',
      'disabled',
      'smsCodeWrong',
      'smsCodeExpired',
      'smsCodeExhausted',
      'throttled',
    ];
    for (const entry of seeded.records) expect(known).toContain(entry.failureReason);
  });

  it('filters by client type; a client type that does not exist is refused', async () => {
    await password('acme', 'Acme@1234', 'app');
    const apps = await acme.ok<Page<LoginHistoryEntry>>('/login-history/page', {
      pageNum: 1,
      pageSize: 500,
      clientType: 'app',
    });
    expect(apps.records.length).toBeGreaterThan(0);
    expect(apps.records.every((entry) => entry.clientType === 'app')).toBe(true);
    expect(apps.total).toBeLessThan(
      (await acme.ok<Page<LoginHistoryEntry>>('/login-history/page', {})).total,
    );
    const bad = await acme.refused('/login-history/page', { pageNum: 1, pageSize: 20, clientType: 'pc' });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain(message('en', 'calldata.loginHistory.fields.clientType'));
  });

  it.each([
    ['en', 'en_US', 'Too many attempts: asked to wait', 'Failure'],
    ['zh_CN', 'zh_CN', '尝试过多，需等待', '失败'],
  ] as const)('the %s export shows the reasons translated', async (locale, lang, lockedText, failureText) => {
    const ticket = await acme.call(
      '/login-history/exportUrl',
      { result: 'failure', accountPrefix: 'acme-ops', timeFrom: Date.now() - 10 * 60_000 },
      lang,
    );
    expect(ticket.envelope.code, ticket.envelope.message).toBe('0000');
    const { url } = ticket.data as { url: string };
    const lines = (await (await fetch(`${t.server.url}${url}`)).text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    const reasonCells = lines.slice(1).map((line) => line.split(',')[4]);
    expect(reasonCells).toContain(lockedText);
    for (const code of ['wrongPassword', 'locked', 'disabled', 'smsCodeWrong', 'smsCodeExhausted'])
      expect(reasonCells).toContain(message(locale, `calldata.loginHistory.values.failureReason.${code}`));
    expect(reasonCells.some((cell) => /^[a-z]+[A-Z]/.test(cell ?? ''))).toBe(false);
    expect(lines.slice(1).every((line) => line.split(',')[3] === failureText)).toBe(true);
  });
});
