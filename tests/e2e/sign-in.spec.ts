import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { chooseLocale } from './support/locale';
import { expectSignedIn, signIn } from './support/signIn';

test.describe('sign-in', () => {
  test('a visitor without a token is sent to /login with the wanted path as redirect', async ({ page }) => {
    await page.goto('/#/dashboard/index');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fdashboard%2Findex$/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });

  test('signing in as admin lands on a signed-in page', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    await expectSignedIn(page, 'admin');
    await expect(page).toHaveURL(/#\/dashboard/);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/#/login');
    await signIn(page, ACCOUNTS.admin.username, 'not-the-password');
    await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
    await expect(page).toHaveURL(/#\/login/);
  });

  test('the server message follows the chosen language', async ({ page }) => {
    await page.goto('/#/login');
    await chooseLocale(page, 'English');
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await signIn(page, ACCOUNTS.acme.username, 'wrong-password');
    await expect(page.getByTestId('login-error')).toHaveText('Wrong account or password');
  });

  test('the password field hints that caps lock is on, and the hint goes when it is off', async ({
    page,
  }) => {
    await page.goto('/#/login');
    const password = page.getByTestId('login-password');
    await password.focus();
    await expect(page.getByText('大写锁定已打开')).toHaveCount(0);
    // The key events carry the caps-lock state the way a real keyboard's do.
    const typeWithCapsLock = (on: boolean) =>
      password.evaluate((input, capsLock) => {
        for (const type of ['keydown', 'keyup']) {
          input.dispatchEvent(
            new KeyboardEvent(type, {
              key: 'A',
              bubbles: true,
              modifierCapsLock: capsLock,
            } as KeyboardEventInit),
          );
        }
      }, on);
    await typeWithCapsLock(true);
    await expect(page.getByText('大写锁定已打开')).toBeVisible();
    await typeWithCapsLock(false);
    await expect(page.getByText('大写锁定已打开')).toHaveCount(0);
  });

  test('reload keeps the session, and a signed-in user opening /login goes to the redirect target', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, ACCOUNTS.acme.username, ACCOUNTS.acme.password);
    await expectSignedIn(page, 'acme');
    await page.reload();
    await expectSignedIn(page, 'acme');
    await page.goto('/#/login?redirect=%2Fabout%2Findex');
    await expect(page).toHaveURL(/#\/about\/index$/);
  });

  test('sign out asks for confirmation and returns to the sign-in page', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    await expectSignedIn(page, 'admin');
    await page.getByTestId('logout').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('是否确认退出系统？');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expectSignedIn(page, 'admin');
    await page.getByTestId('logout').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/#\/login/);
    await page.reload();
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });

  test('remember me keeps the account name for the next sign-in', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByText('记住我').click();
    await expect(page.getByRole('checkbox', { name: '记住我' })).toBeChecked();
    await signIn(page, ACCOUNTS.globex.username, ACCOUNTS.globex.password);
    await expectSignedIn(page, 'globex');
    await page.getByTestId('logout').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
    await expect(page.getByTestId('login-username')).toHaveValue('globex');
  });
});
