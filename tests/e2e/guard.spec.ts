import { ACCOUNTS } from './support/accounts';
import { expect, openMenu, tabs, test } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';

test.describe('navigation guard (docs/behaviour.md#screens-and-routes)', () => {
  test('rule 1: /main-out (flagged ignoreAuth) is public, every other page asks for a sign-in with the wanted path', async ({
    page,
  }) => {
    await page.goto('/#/main-out');
    await expect(page.getByTestId('main-out-page')).toBeVisible();
    await expect(page).toHaveURL(/#\/main-out$/);
    await page.goto('/#/org/dept?tab=1');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Forg%2Fdept%3Ftab%3D1$/);
    // The lock screen needs a session to unlock, so it is not public.
    await page.goto('/#/lock');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Flock$/);
  });

  test('rules 2 and 4: after signing in the wanted page opens, its route added on first entry', async ({
    page,
  }) => {
    await page.goto('/#/org/dept');
    await signIn(page, ACCOUNTS.acme.username, ACCOUNTS.acme.password);
    await expectSignedIn(page, 'acme');
    await expect(page).toHaveURL(/#\/org\/dept$/);
    await expect(page.getByTestId('breadcrumb')).toContainText('组织管理');
    await expect(page.getByTestId('breadcrumb')).toContainText('部门管理');
  });

  test('rule 2 and 3: a signed-in /login goes to /, and / goes to the home path', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await page.goto('/#/login');
    await expect(page).toHaveURL(/#\/dashboard\/index$/);
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/dashboard\/index$/);
  });

  test('rule 3: an account with its own home path opens there after sign-in, from the root and the logo', async ({
    page,
  }) => {
    // acme-ops is seeded with the call records as its home page (README demo accounts).
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, ACCOUNTS.acmeOps.username, ACCOUNTS.acmeOps.password);
    await expectSignedIn(page, 'acme-ops');
    await expect(page).toHaveURL(/#\/data-mgr\/cdr$/);
    await expect(page.locator('cdr-list').getByRole('toolbar')).toBeVisible({ timeout: 15_000 });
    await page.goto('/#/about/index');
    await page.getByTestId('app-logo').click();
    await expect(page).toHaveURL(/#\/data-mgr\/cdr$/);
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/data-mgr\/cdr$/);
  });

  test('rule 4: the not-found page comes after the user routes; another role’s page is not found', async ({
    signInAs,
  }) => {
    const page = await signInAs('admin', { path: '/no/such/page' });
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 调度管理平台');
    await page.goto('/#/org/dept');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await page.goto('/#/security-audits/log');
    await expect(page.getByTestId('not-found-page')).toHaveCount(0);
  });

  test('rule 5: the title is the translated route title, a dash and the web title', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await openMenu(page, '组织管理', '成员管理');
    await expect(page).toHaveTitle('成员管理 - 调度管理平台');
    await page.goto('/#/about/index');
    await expect(page).toHaveTitle('关于 - 调度管理平台');
  });

  test('rule 6: a page not yet loaded shows the page-loading state and the progress bar', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme', { path: '/about/index' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/ErrorLogPage-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('error-log-button').click();
    await expect(page.getByTestId('page-loading')).toBeVisible();
    await expect(page.locator('#nprogress')).toBeAttached();
    release();
    await expect(page.getByTestId('error-log-page')).toBeVisible();
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('rule 7: reaching /login resets tabs and user: the next user starts clean', async ({ page }) => {
    await page.goto('/#/login');
    await signIn(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    await expectSignedIn(page, 'admin');
    await page.goto('/#/about/index');
    await expect(tabs(page).filter({ hasText: '关于' })).toHaveCount(1);
    await page.getByTestId('logout').click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, ACCOUNTS.globex.username, ACCOUNTS.globex.password);
    await expectSignedIn(page, 'globex');
    await expect(tabs(page)).toHaveCount(1);
    await expect(tabs(page).first()).toHaveText('概览');
  });

  test('exception page, a screen whose code cannot load, and the redirect helper', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/exception' });
    await expect(page.getByTestId('exception-page')).toBeVisible();
    // Every screen has its element now (a missing one is a unit test: tests/unit/shell/elementView.test.tsx);
    // a screen whose code does not arrive says so on the exception page.
    await page.route(/\/assets\/define-[^/]*\.js/, (route) => route.abort());
    await openMenu(page, '应用管理', '考勤管理');
    await expect(page.getByTestId('current-page').getByTestId('exception-detail')).toContainText(
      '<attendance-list> 页面加载失败',
    );
    await page.unroute(/\/assets\/define-[^/]*\.js/);
    await page.goto(`/#/redirect/${encodeURIComponent('/about/index')}/path`);
    await expect(page).toHaveURL(/#\/about\/index$/);
    await page.goto(
      `/#/redirect/localuser/name/${encodeURIComponent(JSON.stringify({ query: { q: 'x' } }))}`,
    );
    await expect(page).toHaveURL(/#\/org\/localuser\?q=x$/);
  });
});
