import { ENTRY_LIFETIME_MS } from '../../server/security/sessionCache';
import { ACCOUNTS } from './support/accounts';
import { ageSessions } from './support/serverDatabase';
import { expect, openSettings, test } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';
import { recordToasts, shownToasts } from './support/toasts';

test.describe('lock screen', () => {
  test('locks from the header, stays locked after a reload, unlocks with the account password only', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { path: '/org/dept' });
    await page.getByTestId('lock-screen-button').click();
    const lock = page.getByTestId('lock-screen');
    await expect(lock).toBeVisible();
    await page.reload();
    await expect(lock).toBeVisible();
    await lock.getByTestId('lock-password').fill('wrong-password');
    await lock.getByTestId('lock-unlock').click();
    await expect(lock.getByTestId('lock-error')).toHaveText('密码错误');
    await lock.getByTestId('lock-password').fill(ACCOUNTS.acme.password);
    // A wrong password makes the next check wait a second (docs/security.md#sign-in-protection): a try within
    // it is told to wait, the next one unlocks.
    await expect(async () => {
      await lock.getByTestId('lock-unlock').click();
      await expect(lock).toHaveCount(0, { timeout: 1_500 });
    }).toPass({ timeout: 10_000 });
    await expect(page).toHaveURL(/#\/org\/dept$/);
  });

  test('locks after the idle minutes of the settings', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await page.clock.install();
    await page.reload();
    await expectSignedIn(page, 'acme');
    const drawer = await openSettings(page);
    await drawer.getByTestId('settings-lock-time').fill('1');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lock-screen')).toHaveCount(0);
    await page.clock.fastForward('01:05');
    await expect(page.getByTestId('lock-screen')).toBeVisible();
  });

  test('signing out from the lock screen; the next sign-in is not locked', async ({ page }) => {
    await page.goto('/#/login');
    await signIn(page, ACCOUNTS.globex.username, ACCOUNTS.globex.password);
    await expectSignedIn(page, 'globex');
    await page.getByTestId('lock-screen-button').click();
    await page.getByTestId('lock-logout').click();
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, ACCOUNTS.globex.username, ACCOUNTS.globex.password);
    await expectSignedIn(page, 'globex');
    await expect(page.getByTestId('lock-screen')).toHaveCount(0);
  });
});

test.describe('session expiry (docs/behaviour.md#states)', () => {
  test('page cover: a 401 covers the page; signing in again keeps the page and its state', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { path: '/org/dept' });
    await (await openSettings(page)).getByTestId('settings-session-timeout').selectOption('PAGE_COVERAGE');
    await page.keyboard.press('Escape');
    await page.getByTestId('current-page').evaluate((node) => {
      (node as HTMLElement).dataset.mark = 'kept';
    });
    await page.route('**/api/sysinfo/get', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"code":"-1","message":"expired"}',
      }),
    );
    // The about page asks the platform for its version: that call answers 401.
    await page.goto('/#/about/index');
    const cover = page.getByRole('dialog', { name: '登录已失效' });
    await expect(cover).toBeVisible();
    await expect(page).toHaveURL(/#\/about\/index$/);
    await page.unroute('**/api/sysinfo/get');
    await expect(cover.getByTestId('relogin-username')).toHaveValue('acme');
    await cover.getByTestId('relogin-password').fill(ACCOUNTS.acme.password);
    await cover.getByTestId('relogin-submit').click();
    await expect(cover).toHaveCount(0);
    await expect(page).toHaveURL(/#\/about\/index$/);
    await page.getByTestId('tab-bar').getByRole('tab', { name: '部门管理' }).click();
    await expect(page).toHaveURL(/#\/org\/dept$/);
    const deptPage = page.locator('[data-testid="current-page"][data-page="/org/dept"]');
    await expect(deptPage).toBeVisible();
    expect(await deptPage.evaluate((node) => (node as HTMLElement).dataset.mark)).toBe('kept');
  });

  test('envelope 1004 logs out with the timeout message', async ({ page }) => {
    // A session of its own, left idle past the server's limit (30 minutes): the server itself answers 1004.
    const since = Date.now();
    await recordToasts(page);
    await page.goto('/#/login');
    await signIn(page, ACCOUNTS.globex.username, ACCOUNTS.globex.password);
    await expectSignedIn(page, 'globex');
    // Whichever call comes next (a live screen's, or the department screen's) carries the idle token.
    const answers: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/')) answers.push(response.text().catch(() => ''));
    });
    expect(ageSessions(ACCOUNTS.globex.username, since, 31 * 60_000)).toBe(1);
    // Written beside the server, not through it: its session cache may answer from what it read for up to
    // ENTRY_LIFETIME_MS, as after any write it was not told of.
    await page.waitForTimeout(ENTRY_LIFETIME_MS + 250);
    await page.goto('/#/org/dept');
    await expect(page).toHaveURL(/#\/login/);
    // Shown for 3 s: the live dashboard's next call may have signed out before the navigation above.
    await expect.poll(() => shownToasts(page)).toContain('登录超时，请重新登录！');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    // It was the server's own answer.
    expect((await Promise.all(answers)).some((body) => body.includes('"code":"1004"'))).toBe(true);
    await page.goto('/#/org/dept');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Forg%2Fdept$/);
  });

  test('route jump (default): a 401 signs out to the sign-in page', async ({ page }) => {
    // A session of its own: signing out ends it on the server.
    await page.goto('/#/login');
    await signIn(page, ACCOUNTS.globex.username, ACCOUNTS.globex.password);
    await expectSignedIn(page, 'globex');
    await page.route('**/api/sysinfo/get', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"code":"-1","message":"expired"}',
      }),
    );
    // The about page (or the live dashboard) asks the platform again: that call answers 401.
    await page.goto('/#/about/index');
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByTestId('login-submit')).toBeVisible();
  });
});
