import { expect, type Page } from '@playwright/test';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../../src/core/config/runtimeConfig';
import { ApiClient } from '../../api/support/apiClient';
import { ACCOUNTS } from './accounts';

type AccountName = keyof typeof ACCOUNTS;

/** The console's API as a test drives it: a signed client. */
export function consoleApi(consoleUrl: string): ApiClient {
  return new ApiClient(consoleUrl, {
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  });
}

/** A fresh session token of `account` (a sign-in through the API, as a partner's back end would hold one). */
export async function tokenOf(consoleUrl: string, account: AccountName): Promise<string> {
  const signIn = await consoleApi(consoleUrl).call('POST', '/login/auth', {
    body: { username: ACCOUNTS[account].username, password: ACCOUNTS[account].password },
    encrypt: true,
  });
  return (signIn.data as { token: string }).token;
}

/** Registers `origin` as a partner portal of the account's enterprise (kept with its other origins). */
export async function registerOrigin(
  consoleUrl: string,
  account: AccountName,
  origin: string,
): Promise<void> {
  const token = await tokenOf(consoleUrl, account);
  const api = consoleApi(consoleUrl);
  const list = await api.call('POST', '/enterprise-oem/origins', { body: {}, token });
  const { origins } = list.data as { origins: string[] };
  const saved = await api.call('POST', '/enterprise-oem/setOrigins', {
    body: { origins: [...new Set([...origins, origin])].slice(-20) },
    token,
  });
  expect(saved.envelope.message, 'setOrigins').toBe('');
}

/** Every text of the page, each element's shadow root (and the roots inside it) included. */
export function deepText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      parts.push(root instanceof Document ? (root.body?.textContent ?? '') : (root.textContent ?? ''));
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return parts.join('\n');
  });
}

/** Signs the page's one session in through its <console-login>. */
export async function signInWithElement(page: Page, account: AccountName): Promise<void> {
  const login = page.locator('console-login');
  await login.locator('input[name=username]').fill(ACCOUNTS[account].username);
  await login.locator('input[name=password]').fill(ACCOUNTS[account].password);
  await login.locator('button[type=submit]').click();
  await expect(login.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
}
