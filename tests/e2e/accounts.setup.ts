import { test as setup } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { type AccountName, storageStateOf } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';

/*
 * The `sign-in` project: each demo account signs in once for the whole run, before the tests, and its
 * browser storage is kept for `signInAs`. A sign-in and a reload on a loaded machine take seconds that
 * belong to no test, so they are not charged to the first test that happens to use the account.
 */

for (const account of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`${account} signs in once for the run`, async ({ page }) => {
    const { username, password } = ACCOUNTS[account];
    await page.goto('/#/login');
    await signIn(page, username, password);
    await expectSignedIn(page, username);
    // The session cache reaches web storage on unload (docs/behaviour.md#states): reload, then keep the storage.
    await page.reload();
    await expectSignedIn(page, username);
    await page.context().storageState({ path: storageStateOf(account) });
  });
}
