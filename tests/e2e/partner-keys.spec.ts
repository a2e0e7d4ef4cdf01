import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/session';

/*
 * Partner keys in Chromium: acme creates a key with its own new account (only the grants acme chooses, from
 * what acme holds) and its portal's origin under 企业定制, copies the secret shown once, the partner's server
 * (this test, server to server) exchanges it for a token acting as that account, the list counts the use, and
 * revoking it is confirmed first and refuses the next exchange.
 */

test('acme creates a partner key with its own account, a back end exchanges it, and acme revokes it', async ({
  signInAs,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const portal = `http://127.0.0.1:${4000 + (Date.now() % 5000)}`;
  const name = `Reseller ${Date.now() % 100000}`;
  const username = `portal-${Date.now() % 100000}`;
  const page = await signInAs('acme', { path: '/user/enterprise-oem' });
  const element = await screen(page, 'enterprise-oem-settings');
  const origins = element.getByTestId('origins-section');
  await origins.locator('#dc-oem-origins').fill(portal);
  await origins.getByRole('button', { name: '保存' }).click();
  await expect(element.getByText(/已保存 1 个合作门户来源/)).toBeVisible();

  const keys = element.getByTestId('partner-keys-section');
  await keys.getByRole('button', { name: '新建合作密钥' }).click();
  const dialog = element.getByRole('dialog', { name: '新建合作密钥' });
  await dialog.locator('#dc-key-name').fill(name);
  // A new account for the key is the dialog's first choice: no sub-user needs building by hand.
  await expect(dialog.getByRole('radio', { name: '为此密钥新建账号' })).toBeChecked();
  await dialog.locator('#dc-key-username').fill(username);
  const permits = dialog.getByTestId('key-permits');
  // Settings screens are never offered: a partner token may not use them.
  await expect(permits.locator('[data-screen="enterprise-oem"]')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '创建' })).toBeDisabled();
  // Blueprint draws the box over the input: the label is what a person clicks.
  await permits.locator('[data-screen="dept"] label').first().click();
  await expect(permits.getByRole('checkbox', { name: '部门管理 · 查看' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: portal })).toBeChecked();
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '创建' }).click();

  const secretBox = element.getByTestId('partner-key-secret');
  await expect(secretBox).toHaveValue(/^pk_[\w-]+\.[\w-]{40,}$/);
  const secret = await secretBox.inputValue();
  await element.getByRole('button', { name: '我已保存' }).click();

  // The partner's back end: server to server, no Origin.
  const exchange = () =>
    fetch(`${baseURL}/api/partner/token`, {
      method: 'POST',
      headers: { Authorization: `PartnerKey ${secret}` },
    });
  const answer = (await (await exchange()).json()) as { code: string; data: { username: string } };
  expect(answer).toMatchObject({ code: '0000', data: { username } });

  await page.reload();
  const reloaded = (await screen(page, 'enterprise-oem-settings')).getByTestId('partner-keys-section');
  const row = reloaded.locator('tr', { hasText: name });
  await expect(row).toContainText('有效');
  await expect(row).toContainText('共 1 次');
  await expect(row).toContainText(username);
  await expect(row).toContainText('专属账号');
  await row.getByRole('button', { name: `吊销“${name}”` }).click();
  await page
    .locator('enterprise-oem-settings')
    .getByRole('alertdialog')
    .getByRole('button', { name: '吊销' })
    .click();
  await expect(row).toContainText('已吊销');
  expect((await exchange()).status).toBe(403);
});
