import path from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { E2E_ACCOUNTS_DIR } from './serverDatabase';
import { expectSignedIn } from './signIn';

export type AccountName = keyof typeof ACCOUNTS;

/**
 * The stored browser storage of `account`, signed in once for the whole run by the `sign-in` project
 * (accounts.setup.ts), which every test project depends on: no test pays for a sign-in it does not test.
 */
export function storageStateOf(account: AccountName): string {
  return path.join(E2E_ACCOUNTS_DIR, `${account}.json`);
}

export interface SignInOptions {
  viewport?: { width: number; height: number };
  /**
   * Start on this hash path (default: the error log, a page without requests, so tests do not wait
   * for the live dashboard of the home page).
   */
  path?: string;
}

interface Fixtures {
  /** A new browser context signed in as the account (sharing one server session per account). */
  signInAs: (account: AccountName, options?: SignInOptions) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  signInAs: async ({ browser, baseURL, locale }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account, options = {}) => {
      const context = await browser.newContext({
        baseURL,
        locale,
        storageState: storageStateOf(account),
        ...(options.viewport ? { viewport: options.viewport } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`/#${options.path ?? '/error-log/list'}`);
      await expectSignedIn(page, ACCOUNTS[account].username);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/** The sidebar menu. */
export function sideMenu(page: Page) {
  return page.getByTestId('side-menu');
}

/** Opens a menu group (if closed) and follows one of its links. */
export async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = sideMenu(page);
  const groupButton = menu.getByRole('button', { name: group, exact: true });
  // The group may still be settling from the last navigation (its collapse animates): open it until it
  // stays open, then follow the link.
  await expect(async () => {
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
    await expect(groupButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await menu.getByRole('link', { name: item, exact: true }).click();
}

/** The tab bar's tabs. */
export function tabs(page: Page) {
  return page.getByTestId('tab-bar').getByTestId('tab');
}

/** Opens the settings drawer from the header. */
export async function openSettings(page: Page) {
  await page.getByTestId('open-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}
