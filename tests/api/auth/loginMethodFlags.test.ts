import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemInfoSchema } from '../../../src/contract';
import type { CallOptions } from '../support/apiClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { variantHelpers } from './variantHelpers';

/*
 * The platform's sign-in variant flags (POST /sysinfo/login-methods/update): only ADMIN switches them, and
 * each variant's endpoints refuse plainly while its flag is off.
 */

let t: TestServer, adminToken: string;
beforeAll(async () => {
  t = await startTestServer();
  adminToken = await t.login('admin');
});
afterAll(async () => t?.stop());
const { freshPhone, call, outbox, setMethods } = variantHelpers(
  () => t,
  () => adminToken,
);

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
