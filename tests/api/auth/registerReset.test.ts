import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResultSchema } from '../../../src/contract';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { refusal, variantHelpers } from './variantHelpers';

/*
 * Registration and password reset by SMS code (docs/behaviour.md#screens-and-routes sign-in variants):
 * accounts made and passwords set against the real server, with the operation log.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());
const { travel, freshPhone, call, encrypted, lastCode, sendCode, register } = variantHelpers(() => t);

describe('POST /login/register', () => {
  it('creates a NORMAL account that signs in and lands on its home page; writes the operation log', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'register');
    const result = await encrypted('/login/register', {
      username: 'new.user',
      password: 'NewUser@123',
      phone,
      code: lastCode(phone, 'register'),
    });
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    expect(result.data).toEqual({ username: 'new.user' });
    const login = loginResultSchema.parse(
      (await encrypted('/login/auth', { username: 'new.user', password: 'NewUser@123' })).data,
    );
    expect(login.role).toBe('NORMAL');
    expect(login.enterprisePrefix).toBeUndefined();
    expect(login.userInfo.homePath).toBe('/about/index');
    expect(login.permits).toEqual(['change_password:modify_password']);
    const log = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'register')
      .where('target', '=', 'new.user')
      .executeTakeFirstOrThrow();
    expect(log.result).toBe('success');
    expect(log.detail).not.toContain(phone);
    // The number is now bound: it signs in by SMS, and cannot register again.
    travel(61_000);
    await sendCode(phone, 'login');
    expect(
      loginResultSchema.parse(
        (await encrypted('/login/mobile', { phone, code: lastCode(phone, 'login') })).data,
      ).userInfo.username,
    ).toBe('new.user');
    expect((await call('/login/sms/send', { phone, purpose: 'register' })).envelope).toEqual(
      refusal('api.phoneAlreadyBound'),
    );
  });

  it('refuses a taken account name, plainly, without using up the code', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'register');
    const code = lastCode(phone, 'register');
    const taken = await encrypted(
      '/login/register',
      { username: 'acme', password: 'Taken@1234', phone, code },
      { lang: 'en_US' },
    );
    expect(taken.envelope.message).toBe(message('en', 'api.usernameTaken', { username: 'acme' }));
    const ok = await encrypted('/login/register', {
      username: 'not-taken',
      password: 'Taken@1234',
      phone,
      code,
    });
    expect(ok.envelope.code, ok.envelope.message).toBe('0000');
  });

  it('refuses a number already bound to an account', async () => {
    const result = await encrypted('/login/register', {
      username: 'bound-number',
      password: 'Bound@1234',
      phone: '13800000000',
      code: '123456',
    });
    expect(result.envelope).toEqual(refusal('api.phoneAlreadyBound'));
  });

  it('applies the password rules of /login/setpassword and the account-name rule', async () => {
    const weak = await encrypted(
      '/login/register',
      { username: 'weak-user', password: 'weakpass', phone: freshPhone(), code: '123456' },
      { lang: 'en_US' },
    );
    expect(weak.status).toBe(400);
    expect(weak.envelope.message).toContain(message('en', 'validation.passwordUpper'));
    const badName = await encrypted(
      '/login/register',
      { username: '-x', password: 'Good@12345', phone: freshPhone(), code: '123456' },
      { lang: 'en_US' },
    );
    expect(badName.status).toBe(400);
    expect(badName.envelope.message).toBe(message('en', 'validation.newUsernameFormat'));
  });

  it('refuses a wrong code', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'register');
    const code = lastCode(phone, 'register');
    const result = await encrypted('/login/register', {
      username: 'wrong-code-register',
      password: 'Wrong@Code12',
      phone,
      code: code === '000000' ? '000001' : '000000',
    });
    expect(result.envelope).toEqual(refusal('api.smsCodeWrong', { left: 4 }));
  });
});

describe('POST /login/reset-password', () => {
  it('sets the new password, clears the lock-out, ends every session of the account, writes the operation log', async () => {
    const phone = await register('reset-user', 'Before@1234');
    const oldToken = await t.login('reset-user', 'Before@1234');
    await t.server.db
      .updateTable('accounts')
      .set({ locked_until: Date.now() + 600_000 })
      .where('username', '=', 'reset-user')
      .execute();
    travel(61_000);
    await sendCode(phone, 'reset');
    const result = await encrypted('/login/reset-password', {
      phone,
      code: lastCode(phone, 'reset'),
      newPassword: 'After@12345',
    });
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    expect((await t.client.call('GET', '/getUserInfo', { token: oldToken })).status).toBe(401);
    expect(
      (await encrypted('/login/auth', { username: 'reset-user', password: 'Before@1234' })).envelope,
    ).toEqual(refusal('api.loginFailed'));
    // That failure makes this address wait a second before its next try.
    travel(1_000);
    expect(
      (await encrypted('/login/auth', { username: 'reset-user', password: 'After@12345' })).envelope.code,
    ).toBe('0000');
    const log = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'resetPassword')
      .where('account', '=', 'reset-user')
      .executeTakeFirstOrThrow();
    expect(log.result).toBe('success');
  });

  it('a number of no account gets the same answer and no password changes', async () => {
    const phone = freshPhone();
    await sendCode(phone, 'reset');
    expect(
      (await encrypted('/login/reset-password', { phone, code: '123456', newPassword: 'Nobody@1234' }))
        .envelope,
    ).toEqual(refusal('api.smsCodeWrong', { left: 4 }));
  });

  it('a failed reset of an account goes to the operation log', async () => {
    const phone = await register('failed-reset-user', 'Failed@Re1');
    travel(61_000);
    await sendCode(phone, 'reset');
    const code = lastCode(phone, 'reset');
    await encrypted('/login/reset-password', {
      phone,
      code: code === '000000' ? '000001' : '000000',
      newPassword: 'Failed@Re2',
    });
    const log = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'resetPassword')
      .where('account', '=', 'failed-reset-user')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ result: 'failure', detail: 'smsCodeWrong' });
  });

  it('refuses a code sent for another purpose', async () => {
    const phone = await register('purpose-user', 'Purpose@123');
    travel(61_000);
    await sendCode(phone, 'login');
    const result = await encrypted('/login/reset-password', {
      phone,
      code: lastCode(phone, 'login'),
      newPassword: 'Other@12345',
    });
    expect(result.envelope).toEqual(refusal('api.smsCodeExpired'));
  });
});
