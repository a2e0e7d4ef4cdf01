import { chooseLocale } from './support/locale';
import { expect, test } from './support/session';

/*
 * docs/behaviour.md#screens-and-routes "other system screens": the iframe view (a route with a frame source and no component) and the
 * parent-layout route (a route with a name and children but no page of its own), as every signed-in user
 * reaches them from the about page — here the sub-user, who has no permit for them and needs none.
 */

test('iframe view: the API reference opens in a frame that follows the console locale', async ({
  signInAs,
}) => {
  const page = await signInAs('acmeOps', { path: '/about/index' });
  await page.getByTestId('about-api-reference').click();
  await expect(page).toHaveURL(/#\/reference\/api$/);
  await expect(page).toHaveTitle(/^接口参考 - /);
  const iframe = page.getByTestId('iframe-page');
  await expect(iframe).toHaveAttribute('src', '/reference/api.zh_CN.html');
  const frame = page.frameLocator('[data-testid="iframe-page"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('接口参考');
  const signIn = frame.getByRole('row').filter({ hasText: '/login/auth' });
  await expect(signIn).toContainText('公开（无需登录）');
  await expect(signIn).toContainText('是');
  await expect(frame.getByRole('row').filter({ hasText: '/sysinfo/login-methods/update' })).toContainText(
    '平台管理员',
  );

  await chooseLocale(page, 'English');
  await expect(iframe).toHaveAttribute('src', '/reference/api.en.html');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('API reference');
  await expect(page).toHaveTitle(/^API reference - /);
  await expect(page.getByTestId('tab-bar')).toContainText('API reference');

  // The machine-readable description a partner's back end generates its client from.
  const openApi = frame.getByRole('link', { name: /OpenAPI 3\.1/ });
  const href = await openApi.getAttribute('href');
  const document = await page.request.get(new URL(href!, `${new URL(page.url()).origin}/reference/`).href);
  expect(document.status()).toBe(200);
  expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
});

test('parent layout: the group path opens its first page; the element reference lists the tags', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/about/index' });
  await page.getByTestId('about-element-reference').click();
  await expect(page).toHaveURL(/#\/reference\/embedding\/elements$/);
  const frame = page.frameLocator('[data-testid="iframe-page"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('组件参考');
  await expect(frame.getByRole('row').filter({ hasText: '<cdr-list>' })).toContainText('dc-row-open');
  await expect(frame.getByRole('row').filter({ hasText: '<sos-notifier>' })).toContainText('SOS 告警通知');

  // The top group path goes to its first page too (docs/behaviour.md#screens-and-routes redirect).
  await page.goto('/#/reference');
  await expect(page).toHaveURL(/#\/reference\/api$/);
});
