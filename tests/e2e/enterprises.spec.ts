import type { Locator, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { expect, sideMenu, test } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';

/*
 * In Chromium: the platform administrator creates an enterprise with its administrator, who then
 * signs in to the enterprise console; the administrator opens the enterprise's detail page and sets an
 * expiry; the demo agency sees only its own enterprise. Each new screen is scanned with axe.
 */

const RUN_STAMP = Date.now().toString(36).slice(-4);
const ADMIN_PASSWORD = 'E2e@Admin1';

/** A prefix of this run and repetition: 6 + four digits from the stamp + the repetition. */
function prefixOf(testInfo: TestInfo): string {
  const digits = String(Number.parseInt(RUN_STAMP, 36) % 100_000).padStart(5, '0');
  return `6${digits}${testInfo.repeatEachIndex}`;
}

async function screenOf(page: Page, tag: string): Promise<Locator> {
  const element = page.locator(tag);
  await expect(element.getByRole('toolbar').first()).toBeVisible({ timeout: 15_000 });
  return element;
}

async function search(element: Locator, keyword: string): Promise<void> {
  await element.getByLabel('关键字').fill(keyword);
  await element.getByLabel('关键字').press('Enter');
}

test('the administrator creates an enterprise with its administrator, who signs in to the enterprise console; the detail page sets an expiry', async ({
  signInAs,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const prefix = prefixOf(testInfo);
  const name = `E2E 企业 ${prefix}`;
  const username = `e2e-admin-${prefix}`;

  const page = await signInAs('admin', { path: '/account/enterprise' });
  const list = await screenOf(page, 'enterprise-list');
  expect(await seriousViolations(page)).toEqual([]);
  await list.getByRole('button', { name: '新增' }).click();
  const form = list.locator('.bp6-drawer');
  await form.locator('#dc-field-name').fill(name);
  await form.locator('#dc-field-prefix').fill(prefix);
  await form.locator('#dc-field-adminUsername').fill(username);
  await form.locator('#dc-field-adminPassword').fill(ADMIN_PASSWORD);
  await form.locator('label', { hasText: '对讲' }).click();
  await expect(form.getByRole('checkbox', { name: '对讲' })).toBeChecked();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await search(list, prefix);
  await expect(list.getByText('共 1 条')).toBeVisible();
  await expect(list.getByText(username)).toBeVisible();

  // Its administrator, in a browser of its own, signs in to the enterprise's console.
  const fresh = await browser.newContext({ baseURL, locale: 'zh-CN' });
  try {
    const enterprisePage = await fresh.newPage();
    await enterprisePage.goto('/#/login');
    await signIn(enterprisePage, username, ADMIN_PASSWORD);
    await expectSignedIn(enterprisePage, username);
    await expect(
      sideMenu(enterprisePage).getByRole('button', { name: '组织管理', exact: true }),
    ).toBeVisible();
    await expect(sideMenu(enterprisePage).getByRole('button', { name: '账户管理', exact: true })).toHaveCount(
      0,
    );
  } finally {
    await fresh.close();
  }

  // The detail page, opened from the enterprise's name; an expiry set there shows on the page and in its log.
  await list.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/#\/account\/enterpriseDetail\//);
  const detail = await screenOf(page, 'enterprise-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  // Its tab is titled by the enterprise's name, never by the id in the address.
  const currentTab = page.locator('[role="tab"][aria-selected="true"]');
  await expect(currentTab).toContainText(name);
  await expect(currentTab).not.toContainText(/enterpriseDetail\/([^/?]+)/.exec(page.url())?.[1] ?? '?');
  await expect(detail.getByTestId('enterprise-facts')).toContainText(username);
  await expect(detail.getByText('永不到期')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await detail.getByRole('button', { name: '设置到期日' }).click();
  const dialog = detail.locator('.bp6-dialog');
  await dialog.locator('#dc-detail-value').fill('2031-12-31');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId('enterprise-facts')).toContainText('2031-12-31');
  const log = detail.getByTestId('enterprise-operation-log');
  await expect(log.getByText('设置企业到期日', { exact: true })).toBeVisible();
  await expect(log.locator('.dc-operation-log-detail').first()).toContainText('到期 — → 2031-12-31');
  await expect(log.getByText('新增企业', { exact: true })).toBeVisible();
});

test('the agency account sees only its own enterprises and only the enterprise screen', async ({
  signInAs,
}) => {
  const page = await signInAs('agency', { path: '/account/enterprise' });
  const list = await screenOf(page, 'enterprise-list');
  await expect(list.getByText('Initech Transit')).toBeVisible();
  await expect(list.getByText('共 1 条')).toBeVisible();
  await expect(list.getByText('Acme Logistics')).toHaveCount(0);
  // No detail page for an agency; its menu is account management > enterprises.
  await expect(list.getByRole('link', { name: 'Initech Transit' })).toHaveCount(0);
  const menu = sideMenu(page);
  await expect(menu.getByRole('link', { name: '企业管理', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: '代理商管理', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the agency list reads in English and passes axe', async ({ signInAs }) => {
  const page = await signInAs('admin', { path: '/account/agency' });
  await chooseLocale(page, 'English');
  const agencies = await screenOf(page, 'agency-list');
  await expect(agencies.getByRole('toolbar').first()).toContainText('Agencies');
  await expect(agencies.getByText('Demo Agency')).toBeVisible();
  await expect(agencies.getByText('Enterprise quota', { exact: true }).first()).toBeVisible();
  await expect(agencies.getByText('1 of 5', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
