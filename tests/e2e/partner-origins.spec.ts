import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/session';

/*
 * In Chromium: an enterprise administrator registers its partner portal's origin under 企业定制; a
 * line that is not an origin is named before anything is sent; the saved list is what the server keeps.
 */

test("acme registers its partner portal's origin; a bad line is named", async ({ signInAs }) => {
  // A port of this run, so a repeated run saves a change too.
  const portal = `http://127.0.0.1:${3000 + (Date.now() % 5000)}`;
  const page = await signInAs('acme', { path: '/user/enterprise-oem' });
  const element = await screen(page, 'enterprise-oem-settings');
  const settings = element.getByTestId('origins-section');
  const field = settings.locator('#dc-oem-origins');
  await field.fill('https://portal.acme.example/dispatch');
  await expect(settings.getByText('不是有效的来源：https://portal.acme.example/dispatch')).toBeVisible();
  await expect(settings.getByRole('button', { name: '保存' })).toBeDisabled();
  await field.fill(`https://portal.acme.example/\n${portal}`);
  await settings.getByRole('button', { name: '保存' }).click();
  await expect(element.getByText(/已保存 2 个合作门户来源/)).toBeVisible();
  await page.reload();
  const reloaded = (await screen(page, 'enterprise-oem-settings')).getByTestId('origins-section');
  await expect(reloaded.locator('#dc-oem-origins')).toHaveValue(`https://portal.acme.example\n${portal}`);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page)).toEqual([]);
});
