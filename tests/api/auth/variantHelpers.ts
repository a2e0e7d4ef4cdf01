import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, vi } from 'vitest';
import type { CallOptions } from '../support/apiClient';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';

/*
 * What the sign-in variant tests share (SMS codes delivered to the reference gateway's outbox, mobile sign-in,
 * registration, password reset, QR sign-in, their flags): calls to the file's server, the codes it sent, and
 * time travel. Called once at the top of a test file, with getters of what its beforeAll sets up
 * (the administrator's token only where it switches the flags).
 */
export function variantHelpers(server: () => TestServer, adminToken?: () => string) {
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
    await server().server.db.updateTable('sms_codes').set({ ip: 'earlier-test' }).execute();
  });

  /** A mobile number no other test of the file uses (13900000000 + n). */
  let phoneSerial = 100;
  const freshPhone = () => `139${String(phoneSerial++).padStart(8, '0')}`;

  const call = (endpoint: string, body: unknown, options: CallOptions = {}) =>
    server().client.call('POST', endpoint, { body, ...options });
  const encrypted = (endpoint: string, body: unknown, options: CallOptions = {}) =>
    call(endpoint, body, { encrypt: true, ...options });

  function outbox(): { time: string; phone: string; purpose: string; code: string }[] {
    const file = path.join(server().server.config.dataDir, 'sms-outbox.jsonl');
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

  async function setMethods(flags: Record<string, boolean>) {
    const result = await call('/sysinfo/login-methods/update', flags, { token: adminToken?.() });
    expect(result.envelope.code, result.envelope.message).toBe('0000');
    return result;
  }

  return { travel, freshPhone, call, encrypted, outbox, lastCode, sendCode, register, setMethods };
}

/** The refusal envelope of a message key, in zh_CN. */
export const refusal = (key: string, params?: Record<string, string | number>) => ({
  code: '-1',
  data: null,
  message: message('zh_CN', key, params),
});
