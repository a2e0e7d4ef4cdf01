import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../server/config';
import { ApiClient } from '../api/support/apiClient';
import { ACCOUNTS } from './support/accounts';
import { expect, test } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';

/*
 * docs/behaviour.md#screens-and-routes sign-in variants in Chromium against the e2e server (all four switched on by the demo seed). SMS
 * codes are read where the reference platform's gateway writes them: <DATA_DIR>/sms-outbox.jsonl, the data
 * folder playwright.config.ts gives the server.
 */

const PORT = Number(process.env.E2E_PORT ?? 29180);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${PORT}`;
const OUTBOX = path.join(DATA_DIR, 'sms-outbox.jsonl');

/** A mobile number of this run only (the outbox and the per-number limits are shared by the whole run). */
function freshPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

function freshUsername(stem: string): string {
  return `${stem}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

function codesSent(phone: string, purpose: string): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; purpose: string; code: string })
    .filter((entry) => entry.phone === phone && entry.purpose === purpose)
    .map((entry) => entry.code);
}

/** Presses "send code" and reads the code the gateway wrote for the number. */
async function sendCode(page: Page, idPrefix: string, phone: string, purpose: string): Promise<string> {
  const before = codesSent(phone, purpose).length;
  await page.getByTestId(`${idPrefix}-send-code`).click();
  // The button counts down the resend wait the server answered.
  await expect(page.getByTestId(`${idPrefix}-send-code`)).toHaveText(/^\d+ 秒后重新获取$/);
  await expect(page.getByTestId(`${idPrefix}-send-code`)).toBeDisabled();
  await expect.poll(() => codesSent(phone, purpose).length).toBe(before + 1);
  return codesSent(phone, purpose).at(-1)!;
}

/** Registers an account through the register screen; answers with the page on the "registered" state. */
async function register(page: Page, username: string, password: string, phone: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByTestId('login-method-register').click();
  await expect(page).toHaveURL(/#\/login\/register$/);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm').fill(password);
  await page.getByTestId('register-phone').fill(phone);
  const code = await sendCode(page, 'register', phone, 'register');
  await page.getByTestId('register-code').fill(code);
  // Enter submits the form.
  await page.getByTestId('register-code').press('Enter');
  await expect(page.getByTestId('register-done')).toContainText(username);
}

const adminApi = async () => {
  const client = new ApiClient(`http://127.0.0.1:${PORT}`, {
    signSecret: process.env.SIGN_SECRET || DEV_SIGN_SECRET,
    cryptoKey: process.env.CRYPTO_KEY || DEV_CRYPTO_KEY,
    cryptoIv: process.env.CRYPTO_IV || DEV_CRYPTO_IV,
  });
  const login = await client.call('POST', '/login/auth', {
    body: { username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password },
    encrypt: true,
  });
  const token = (login.data as { token: string }).token;
  return async (flags: Record<'register' | 'forgotPassword' | 'mobile' | 'qrCode', boolean>) => {
    const result = await client.call('POST', '/sysinfo/login-methods/update', { body: flags, token });
    expect(result.envelope.code, result.envelope.message).toBe('0000');
  };
};

test.describe('sign-in variants (docs/behaviour.md#screens-and-routes)', () => {
  test('register, then sign in as the new account', async ({ page }) => {
    const username = freshUsername('e2e-reg');
    await register(page, username, 'Register@123', freshPhone());
    // The sign-in form is offered with the new account name filled in.
    await expect(page.getByTestId('login-username')).toHaveValue(username);
    await page.getByTestId('login-password').fill('Register@123');
    await page.getByTestId('login-password').press('Enter');
    await expectSignedIn(page, username);
    await expect(page).toHaveURL(/#\/about\/index$/);
  });

  test('register explains a wrong form before sending, and shows the server message after', async ({
    page,
  }) => {
    await page.goto('/#/login/register');
    await page.getByTestId('register-username').fill('ab');
    await page.getByTestId('register-password').fill('weak');
    await page.getByTestId('register-confirm').fill('other');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('账号为 3–32 位字母、数字或 _ . @ -，以字母或数字开头')).toBeVisible();
    await expect(page.getByText('新密码至少 8 个字符')).toBeVisible();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(page.getByText('请输入有效的中国大陆手机号：11 位数字，以 13–19 开头')).toBeVisible();
    // A number already bound to an account cannot get a registration code.
    await page.getByTestId('register-phone').fill('13800000001');
    await page.getByTestId('register-send-code').click();
    await expect(page.getByTestId('register-error')).toHaveText('该手机号已绑定其他账号');
  });

  test('forgot password: reset with an SMS code, then sign in with the new password', async ({ page }) => {
    const username = freshUsername('e2e-reset');
    const phone = freshPhone();
    await register(page, username, 'Before@1234', phone);
    await page.getByTestId('login-back').click();
    await page.getByTestId('login-method-forgot-password').click();
    await expect(page).toHaveURL(/#\/login\/forgot-password$/);
    await page.getByTestId('reset-phone').fill(phone);
    const code = await sendCode(page, 'reset', phone, 'reset');
    await page.getByTestId('reset-code').fill(code);
    await page.getByTestId('reset-password').fill('After@12345');
    await page.getByTestId('reset-confirm').fill('After@12345');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toHaveText('密码已重置，请使用新密码登录。');
    await page.getByTestId('reset-sign-in').click();
    await signIn(page, username, 'Before@1234');
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
    // After a failure this account and address wait a second; a try within it is told so.
    await expect(async () => {
      await signIn(page, username, 'After@12345');
      await expect(page.getByTestId('current-user')).toContainText(username, { timeout: 1500 });
    }).toPass();
  });

  test('mobile sign-in with the code sent to the account’s number; a wrong code shows the server message', async ({
    page,
  }) => {
    const username = freshUsername('e2e-mobile');
    const phone = freshPhone();
    await register(page, username, 'Mobile@1234', phone);
    await page.getByTestId('login-back').click();
    await page.getByTestId('login-method-mobile').click();
    await page.getByTestId('mobile-phone').fill(phone);
    const code = await sendCode(page, 'mobile', phone, 'login');
    await page.getByTestId('mobile-code').fill(code === '000000' ? '000001' : '000000');
    await page.getByTestId('mobile-submit').click();
    await expect(page.getByTestId('mobile-error')).toHaveText('验证码错误，还可尝试 4 次');
    await page.getByTestId('mobile-code').fill(code);
    await page.getByTestId('mobile-code').press('Enter');
    await expectSignedIn(page, username);
  });

  test('QR sign-in: a device signed in as acme confirms, and the first screen lands signed in as acme', async ({
    page,
    signInAs,
  }) => {
    await page.goto('/#/login');
    await page.getByTestId('login-method-qr-code').click();
    await expect(page.getByTestId('qr-code').locator('svg')).toBeVisible();
    await expect(page.getByTestId('qr-status')).toHaveAttribute('data-status', 'waiting');
    const url = (await page.getByTestId('qr-link').textContent()) ?? '';
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/#/qr-confirm/[\\w-]+$`));

    const phone = await signInAs('acme');
    await phone.goto(url);
    await expect(phone.getByTestId('qr-confirm-question')).toHaveText(
      '是否以 acme 的身份在另一台设备上登录？',
    );
    await expect(page.getByTestId('qr-status')).toHaveText('已由 acme 扫描，请在该设备上确认登录');
    await phone.getByTestId('qr-confirm-ok').click();
    await expect(phone.getByTestId('qr-confirm-result')).toHaveText('另一台设备已以 acme 的身份登录。');

    await expectSignedIn(page, ACCOUNTS.acme.username);
  });

  test('QR sign-in refused on the other device: the screen says so and offers a new code', async ({
    page,
    signInAs,
  }) => {
    await page.goto('/#/login/qr-code');
    const first = (await page.getByTestId('qr-link').textContent()) ?? '';
    const phone = await signInAs('globex');
    await phone.goto(first);
    await phone.getByTestId('qr-confirm-cancel').click();
    await expect(phone.getByTestId('qr-confirm-result')).toHaveText('已取消本次登录。');
    await expect(page.getByTestId('qr-status')).toHaveText('另一台设备已取消本次登录');
    await page.getByTestId('qr-refresh').click();
    await expect(page.getByTestId('qr-status')).toHaveAttribute('data-status', 'waiting');
    await expect(page.getByTestId('qr-link')).not.toHaveText(first);
  });

  test('the variant screens have no serious or critical accessibility violation', async ({ page }) => {
    for (const [method, ready] of [
      ['register', 'register-submit'],
      ['forgot-password', 'reset-submit'],
      ['mobile', 'mobile-submit'],
      ['qr-code', 'qr-link'],
    ] as const) {
      await page.goto(`/#/login/${method}`);
      await expect(page.getByTestId(ready)).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${method} ${v.id}`)).toEqual([]);
    }
  });

  test('a variant the platform switched off: no link on the sign-in page, and its screen says so plainly', async ({
    page,
  }) => {
    const setMethods = await adminApi();
    await setMethods({ register: false, forgotPassword: false, mobile: false, qrCode: false });
    try {
      await page.goto('/#/login');
      await expect(page.getByTestId('login-submit')).toBeVisible();
      for (const method of ['register', 'forgot-password', 'mobile', 'qr-code'])
        await expect(page.getByTestId(`login-method-${method}`)).toHaveCount(0);
      for (const [method, name] of [
        ['register', '注册'],
        ['forgot-password', '忘记密码'],
        ['mobile', '手机号登录'],
        ['qr-code', '二维码登录'],
      ] as const) {
        await page.goto(`/#/login/${method}`);
        await expect(page.getByTestId('login-method-status')).toHaveText(
          `本平台未开启“${name}”。请联系管理员，或使用账号和密码登录。`,
        );
        await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
      }
      await page.getByTestId('login-back').click();
      await expect(page.getByTestId('login-submit')).toBeVisible();

      // One switched back on shows its link again; the others stay hidden.
      await setMethods({ register: false, forgotPassword: false, mobile: true, qrCode: false });
      await page.reload();
      await expect(page.getByTestId('login-method-mobile')).toBeVisible();
      await expect(page.getByTestId('login-method-register')).toHaveCount(0);
    } finally {
      await setMethods({ register: true, forgotPassword: true, mobile: true, qrCode: true });
    }
  });
});
