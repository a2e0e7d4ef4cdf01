import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginResultSchema, SMS_CODE_RULES, systemInfoSchema } from '../../../src/contract';
import type { CallOptions } from '../support/apiClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * docs/behaviour.md#screens-and-routes sign-in variants end to end against the real server: SMS codes (delivered to the reference
 * gateway's outbox), mobile sign-in, registration, password reset, QR sign-in, and their platform flags.
 */

let t: TestServer;
let adminToken: string;
beforeAll(async () => {
  t = await startTestServer();
  adminToken = await t.login('admin');
});
afterAll(async () => t?.stop());

/** Time travel for the whole process (server and client share it): only Date is faked, timers run. */
let offset = 0;
function travel(ms: number) {
  offset += ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(performance.timeOrigin + performance.now() + offset);
}
afterEach(async () => {
  vi.useRealTimers();
  offset = 0;
  // Every test asks from the same address: its codes must not count against the next test's address limit.
  await t.server.db.updateTable('sms_codes').set({ ip: 'earlier-test' }).execute();
});

/** A mobile number no other test uses (13900000000 + n). */
let phoneSerial = 100;
const freshPhone = () => `139${String(phoneSerial++).padStart(8, '0')}`;

const call = (endpoint: string, body: unknown, options: CallOptions = {}) =>
  t.client.call('POST', endpoint, { body, ...options });
const encrypted = (endpoint: string, body: unknown, options: CallOptions = {}) =>
  call(endpoint, body, { encrypt: true, ...options });

function outbox(): { time: string; phone: string; purpose: string; code: string }[] {
  const file = path.join(t.server.config.dataDir, 'sms-outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

function lastCode(phone: string, purpose: string): string {
  const line = outbox()
    .filter((entry) => entry.phone === phone && entry.purpose === purpose)
    .at(-1);
  if (!line) throw new Error(`no SMS to ${phone} for ${purpose}`);
  return line.code;
}

async function sendCode(phone: string, purpose: 'login' | 'register' | 'reset') {
  const result = await call('/login/sms/send', { phone, purpose });
  expect(result.envelope.code, result.envelope.message).toBe('0000');
  return result;
}

async function register(username: string, password: string, phone = freshPhone()) {
  await sendCode(phone, 'register');
  const result = await encrypted('/login/register', {
    username,
    password,
    phone,
    code: lastCode(phone, 'register'),
  });
  expect(result.envelope.code, result.envelope.message).toBe('0000');
  return phone;
}

const refusal = (key: string, params?: Record<string, string | number>) => ({
  code: '-1',
  data: null,
  message: message('zh_CN', key, params),
});

async function setMethods(flags: Record<string, boolean>) {
  const result = await call('/sysinfo/login-methods/update', flags, { token: adminToken });
  expect(result.envelope.code, result.envelope.message).toBe('0000');
  return result;
}

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

describe('QR sign-in', () => {
  const createQr = async () => {
    const result = await call('/login/qr/create', undefined);
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    return result.data as { qrId: string; pollToken: string; content: string; expiresAt: number };
  };
  const status = (qr: { qrId: string; pollToken: string }) =>
    encrypted('/login/qr/status', { qrId: qr.qrId, pollToken: qr.pollToken });
  const act = (action: 'scan' | 'confirm' | 'cancel', qrId: string, token: string, lang?: string) =>
    call(`/login/qr/${action}`, { qrId }, { token, ...(lang ? { lang } : {}) });

  it('waiting → scanned → confirmed: the status call hands the confirming account’s session out once', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    expect(qr.content).toBe(`#/qr-confirm/${encodeURIComponent(qr.qrId)}`);
    expect(qr.expiresAt).toBeGreaterThan(Date.now() + 110_000);
    expect(qr.expiresAt).toBeLessThanOrEqual(Date.now() + 120_000);
    expect((await status(qr)).data).toEqual({ status: 'waiting' });

    expect((await act('scan', qr.qrId, acme)).data).toEqual({ status: 'scanned' });
    expect((await act('scan', qr.qrId, acme)).data).toEqual({ status: 'scanned' });
    expect((await status(qr)).data).toEqual({ status: 'scanned', scannedBy: 'acme' });

    expect((await act('confirm', qr.qrId, acme)).data).toEqual({ status: 'confirmed' });
    const confirmed = (await status(qr)).data as { status: string; login: unknown };
    expect(confirmed.status).toBe('confirmed');
    const login = loginResultSchema.parse(confirmed.login);
    expect(login.userInfo.username).toBe('acme');
    expect(login.token).not.toBe(acme);
    expect((await t.client.call('GET', '/getUserInfo', { token: login.token })).status).toBe(200);

    // Spent: no second session from the same code.
    const spent = (await status(qr)).data as { status: string; login?: unknown };
    expect(spent.status).toBe('expired');
    expect(spent.login).toBeUndefined();
    expect((await act('confirm', qr.qrId, acme)).envelope).toEqual(refusal('api.qrExpired'));
    const log = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'confirmQrLogin')
      .where('account', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(log.result).toBe('success');
  });

  it('a code can be confirmed without a separate scan, by the account that confirms', async () => {
    const globex = await t.login('globex');
    const qr = await createQr();
    expect((await act('confirm', qr.qrId, globex)).data).toEqual({ status: 'confirmed' });
    const login = loginResultSchema.parse(((await status(qr)).data as { login: unknown }).login);
    expect(login.role).toBe('ENTERPRISE');
    expect(login.userInfo.username).toBe('globex');
  });

  it('cancel voids the code', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    await act('scan', qr.qrId, acme);
    expect((await act('cancel', qr.qrId, acme)).data).toEqual({ status: 'cancelled' });
    expect((await status(qr)).data).toEqual({ status: 'cancelled', scannedBy: 'acme' });
    expect((await act('confirm', qr.qrId, acme)).envelope).toEqual(refusal('api.qrCancelled'));
  });

  it('expires after 2 minutes', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    travel(121_000);
    expect((await status(qr)).data).toEqual({ status: 'expired' });
    expect((await act('scan', qr.qrId, acme)).envelope).toEqual(refusal('api.qrExpired'));
  });

  it('only the screen that created the code may poll it: the id the QR shows is not enough', async () => {
    const acme = await t.login('acme');
    const qr = await createQr();
    await act('confirm', qr.qrId, acme);
    // Someone who photographed the code polls with its id and a guessed secret, or another code's secret.
    const other = await createQr();
    for (const pollToken of ['z'.repeat(43), other.pollToken, qr.qrId])
      expect((await status({ qrId: qr.qrId, pollToken })).envelope).toEqual(refusal('api.qrInvalid'));
    // The creating screen still gets its session, once.
    const login = loginResultSchema.parse(((await status(qr)).data as { login: unknown }).login);
    expect(login.userInfo.username).toBe('acme');
  });

  it('a code scanned by one account cannot be confirmed by another', async () => {
    const acme = await t.login('acme');
    const globex = await t.login('globex');
    const qr = await createQr();
    await act('scan', qr.qrId, acme);
    expect((await act('confirm', qr.qrId, globex, 'en_US')).envelope.message).toBe(
      message('en', 'api.qrScannedByOther'),
    );
  });

  it('one address gets at most 20 codes a minute; the next minute it gets codes again', async () => {
    travel(61_000); // past the codes the tests above asked for
    for (let made = 0; made < 20; made++) await createQr();
    const refused = await call('/login/qr/create', undefined, { lang: 'en_US' });
    expect(refused.envelope).toEqual({ code: '-1', data: null, message: message('en', 'api.qrTooMany') });
    travel(61_000);
    expect((await createQr()).qrId).toEqual(expect.any(String));
    // Those codes were made in the future; the tests after this one run in the present again.
    await t.server.db.deleteFrom('qr_logins').execute();
  });

  it('an unknown code is refused, and scan/confirm/cancel need a session', async () => {
    expect((await status({ qrId: 'x'.repeat(43), pollToken: 'y'.repeat(43) })).envelope).toEqual(
      refusal('api.qrInvalid'),
    );
    const qr = await createQr();
    expect((await call('/login/qr/confirm', { qrId: qr.qrId })).status).toBe(401);
    expect((await status(qr)).data).toEqual({ status: 'waiting' });
  });
});

describe('POST /sysinfo/login-methods/update and the flags', () => {
  it('the demo seed turns every variant on', async () => {
    const info = systemInfoSchema.parse((await call('/sysinfo/get', undefined)).data);
    expect(info.loginMethods).toEqual({ register: true, forgotPassword: true, mobile: true, qrCode: true });
  });

  it('only ADMIN may switch them', async () => {
    for (const username of ['acme', 'acme-ops', 'globex', 'agency']) {
      const result = await call(
        '/sysinfo/login-methods/update',
        { register: false, forgotPassword: false, mobile: false, qrCode: false },
        { token: await t.login(username) },
      );
      expect(result.status).toBe(403);
    }
    const info = systemInfoSchema.parse((await call('/sysinfo/get', undefined)).data);
    expect(info.loginMethods.register).toBe(true);
  });

  it('every variant endpoint refuses plainly, in both languages, while its flag is off', async () => {
    const acme = await t.login('acme');
    const qr = await createQrWhileOn();
    const off = { register: false, forgotPassword: false, mobile: false, qrCode: false };
    expect((await setMethods(off)).data).toEqual(off);
    try {
      expect(systemInfoSchema.parse((await call('/sysinfo/get', undefined)).data).loginMethods).toEqual(off);
      const phone = freshPhone();
      const cases: [string, unknown, string, CallOptions?][] = [
        ['/login/sms/send', { phone, purpose: 'login' }, 'mobile'],
        ['/login/sms/send', { phone, purpose: 'register' }, 'register'],
        ['/login/sms/send', { phone, purpose: 'reset' }, 'forgotPassword'],
        ['/login/mobile', { phone, code: '123456' }, 'mobile', { encrypt: true }],
        [
          '/login/register',
          { username: 'flag-off', password: 'Flag@Off123', phone, code: '123456' },
          'register',
          { encrypt: true },
        ],
        [
          '/login/reset-password',
          { phone, code: '123456', newPassword: 'Flag@Off123' },
          'forgotPassword',
          { encrypt: true },
        ],
        ['/login/qr/create', undefined, 'qrCode'],
        ['/login/qr/status', { qrId: qr, pollToken: 'no-such-poll-token-00' }, 'qrCode', { encrypt: true }],
        ['/login/qr/scan', { qrId: qr }, 'qrCode', { token: acme }],
        ['/login/qr/confirm', { qrId: qr }, 'qrCode', { token: acme }],
        ['/login/qr/cancel', { qrId: qr }, 'qrCode', { token: acme }],
      ];
      for (const [endpoint, body, flag, options] of cases) {
        for (const [lang, locale] of [
          ['zh_CN', 'zh_CN'],
          ['en_US', 'en'],
        ] as const) {
          const result = await call(endpoint, body, { ...options, lang });
          expect(result.envelope, `${endpoint} ${lang}`).toEqual({
            code: '-1',
            data: null,
            message: message(locale, `api.loginMethodOff.${flag}`),
          });
        }
      }
      expect(outbox().some((entry) => entry.phone === phone)).toBe(false);
    } finally {
      await setMethods({ register: true, forgotPassword: true, mobile: true, qrCode: true });
    }
    const log = await t.server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'updateLoginMethods')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ account: 'admin', result: 'success' });
    expect(JSON.parse(log.detail)).toEqual({
      register: true,
      forgotPassword: true,
      mobile: true,
      qrCode: true,
    });
  });
});

async function createQrWhileOn(): Promise<string> {
  return ((await call('/login/qr/create', undefined)).data as { qrId: string }).qrId;
}
