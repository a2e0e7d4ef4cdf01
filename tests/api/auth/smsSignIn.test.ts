import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema, SMS_CODE_RULES } from '../../../src/contract';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { refusal, variantHelpers } from './variantHelpers';

/*
 * SMS sign-in against the real server (docs/behaviour.md#screens-and-routes sign-in variants): codes sent to
 * the reference gateway's outbox with their limits, and /login/mobile signing in with them.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());
const { travel, freshPhone, call, encrypted, outbox, lastCode, sendCode, register } = variantHelpers(() => t);

describe('POST /login/sms/send', () => {
  it('sends a 6-digit code to a bound number, answers its lifetime and resend wait, and keeps it hashed only', async () => {
    const result = await sendCode('13800000003', 'login');
    expect(result.data).toEqual({ expiresIn: 300, resendIn: 60 });
    const code = lastCode('13800000003', 'login');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.server.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', '13800000003')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(rows[0]?.code_hash).toMatch(/^scrypt\$/);
  });

  it('answers alike for a number of no account (sign-in and reset), and sends nothing', async () => {
    const unbound = freshPhone();
    const before = outbox().length;
    for (const purpose of ['login', 'reset'] as const) {
      const result = await call('/login/sms/send', { phone: unbound, purpose });
      expect(result.envelope).toEqual({
        code: '0000',
        data: { expiresIn: 300, resendIn: 60 },
        message: expect.any(String),
      });
    }
    expect(outbox().length).toBe(before);
    // The resend limit applies alike too, so it tells nothing either.
    expect((await call('/login/sms/send', { phone: unbound, purpose: 'login' })).envelope).toEqual(
      refusal('api.smsResendTooSoon', { seconds: 60 }),
    );
  });

  it('refuses a registration code for a number already bound to an account', async () => {
    const result = await call(
      '/login/sms/send',
      { phone: '13800000001', purpose: 'register' },
      { lang: 'en_US' },
    );
    expect(result.envelope.message).toBe(message('en', 'api.phoneAlreadyBound'));
    expect(result.envelope.code).toBe('-1');
  });

  it('refuses a number that is not a mainland China mobile number, saying what is expected', async () => {
    for (const phone of ['12800000000', '1380000000', '+8613800000000', 'abc']) {
      const result = await call('/login/sms/send', { phone, purpose: 'login' }, { lang: 'en_US' });
      expect(result.status).toBe(400);
      expect(result.envelope.message).toBe(message('en', 'validation.mobileInvalid'));
    }
  });

  it('refuses a resend within 60 s for the same number and purpose, and allows it after', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'register');
    travel(30_000);
    expect((await call('/login/sms/send', { phone, purpose: 'register' })).envelope).toEqual(
      refusal('api.smsResendTooSoon', { seconds: 30 }),
    );
    // Another purpose has its own wait.
    await sendCode(phone, 'login');
    travel(31_000);
    await sendCode(phone, 'register');
  });

  it(`caps one address at ${SMS_CODE_RULES.perAddressPerHour} codes an hour, whatever the numbers`, async () => {
    for (let sent = 0; sent < SMS_CODE_RULES.perAddressPerHour; sent++)
      await sendCode(freshPhone(), 'register');
    expect((await call('/login/sms/send', { phone: freshPhone(), purpose: 'register' })).envelope).toEqual(
      refusal('api.smsAddressLimit'),
    );
    travel(3600_000);
    await sendCode(freshPhone(), 'register');
  });

  it(`caps a number at ${SMS_CODE_RULES.perPhonePerHour} codes an hour`, async () => {
    const phone = freshPhone();
    for (let sent = 0; sent < SMS_CODE_RULES.perPhonePerHour; sent++) {
      await sendCode(phone, 'register');
      travel(61_000);
    }
    expect((await call('/login/sms/send', { phone, purpose: 'register' })).envelope).toEqual(
      refusal('api.smsHourlyLimit'),
    );
    travel(3600_000);
    await sendCode(phone, 'register');
  });
});

describe('POST /login/mobile', () => {
  it('signs in with the code sent to the bound number, like /login/auth, and records the sign-in', async () => {
    await sendCode('13800000002', 'login');
    const result = await encrypted('/login/mobile', {
      phone: '13800000002',
      code: lastCode('13800000002', 'login'),
    });
    expect(result.headers.get('mode')).toBe('encrypt');
    const login = loginResultSchema.parse(result.data);
    expect(login.role).toBe('ENTERPRISE_CHILDUSER');
    expect(login.userInfo.username).toBe('acme-ops');
    expect(login.wsport).toBe(t.server.config.wsPort);
    const info = await t.client.call('GET', '/getUserInfo', { token: login.token });
    expect((info.data as { username: string }).username).toBe('acme-ops');
    const history = await t.server.db
      .selectFrom('login_history')
      .selectAll()
      .where('account', '=', 'acme-ops')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.result).toBe('success');
  });

  it('uses a code once', async () => {
    await sendCode('13800000004', 'login');
    const code = lastCode('13800000004', 'login');
    expect((await encrypted('/login/mobile', { phone: '13800000004', code })).envelope.code).toBe('0000');
    expect((await encrypted('/login/mobile', { phone: '13800000004', code })).envelope).toEqual(
      refusal('api.smsCodeExpired'),
    );
  });

  it('refuses a wrong code with the tries left, and records the reason', async () => {
    const phone = await register('wrong-code-user', 'Wrong@Code1');
    travel(61_000);
    await sendCode(phone, 'login');
    const code = lastCode(phone, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await encrypted('/login/mobile', { phone, code: wrong })).envelope).toEqual(
      refusal('api.smsCodeWrong', { left: 4 }),
    );
    const history = await t.server.db
      .selectFrom('login_history')
      .selectAll()
      .where('account', '=', 'wrong-code-user')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({ result: 'failure', failure_reason: 'smsCodeWrong' });
    expect((await encrypted('/login/mobile', { phone, code })).envelope.code).toBe('0000');
  });

  it(`voids a code after ${SMS_CODE_RULES.maxAttempts} wrong tries, even for the right code after`, async () => {
    const phone = await register('exhausted-user', 'Exhaust@ed1');
    travel(61_000);
    await sendCode(phone, 'login');
    const code = lastCode(phone, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = SMS_CODE_RULES.maxAttempts - 1; left > 0; left--)
      expect((await encrypted('/login/mobile', { phone, code: wrong })).envelope.message).toBe(
        message('zh_CN', 'api.smsCodeWrong', { left }),
      );
    expect((await encrypted('/login/mobile', { phone, code: wrong })).envelope).toEqual(
      refusal('api.smsCodeExhausted'),
    );
    expect((await encrypted('/login/mobile', { phone, code })).envelope).toEqual(
      refusal('api.smsCodeExhausted'),
    );
  });

  it('refuses a code older than 5 minutes', async () => {
    const phone = await register('expired-code-user', 'Expired@Co1');
    travel(61_000);
    await sendCode(phone, 'login');
    travel(5 * 60_000 + 1_000);
    expect((await encrypted('/login/mobile', { phone, code: lastCode(phone, 'login') })).envelope).toEqual(
      refusal('api.smsCodeExpired'),
    );
  });

  it('a newer code replaces the older one', async () => {
    const phone = await register('replaced-code-user', 'Replaced@Co1');
    travel(61_000);
    await sendCode(phone, 'login');
    const first = lastCode(phone, 'login');
    travel(61_000);
    await sendCode(phone, 'login');
    const second = lastCode(phone, 'login');
    if (first !== second)
      expect((await encrypted('/login/mobile', { phone, code: first })).envelope.code).toBe('-1');
    expect((await encrypted('/login/mobile', { phone, code: second })).envelope.code).toBe('0000');
  });

  it('a number of no account never signs in (its code was never sent)', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'login');
    expect((await encrypted('/login/mobile', { phone, code: '123456' })).envelope.code).toBe('-1');
  });

  it('a disabled account is refused even with the right code', async () => {
    const phone = await register('disabled-mobile-user', 'Disabled@Mo1');
    await t.server.db
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('username', '=', 'disabled-mobile-user')
      .execute();
    travel(61_000);
    await sendCode(phone, 'login');
    expect((await encrypted('/login/mobile', { phone, code: lastCode(phone, 'login') })).envelope).toEqual(
      refusal('api.accountDisabled'),
    );
  });
});
