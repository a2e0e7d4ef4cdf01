import type { Browser } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { type AccountName, storageStateOf } from './session';
import { expectSignedIn, signIn } from './signIn';

/**
 * Signs `accounts` in again and keeps their browser storage for the rest of the run, as the `sign-in`
 * project did at its start: for a test that ends their sessions on purpose (a database restore ends every
 * session but the restorer's).
 */
export async function renewStoredSessions(
  browser: Browser,
  baseURL: string,
  accounts: readonly AccountName[],
) {
  for (const account of accounts) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const { username, password } = ACCOUNTS[account];
    await page.goto('/#/login');
    await signIn(page, username, password);
    await expectSignedIn(page, username);
    // The session cache reaches web storage on unload (docs/behaviour.md#states): reload, then keep it.
    await page.reload();
    await expectSignedIn(page, username);
    await context.storageState({ path: storageStateOf(account) });
    await context.close();
  }
}
