import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { createAccount } from './support/serverDatabase';
import { expect, openMenu, test } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';

/*
 * `<change-password>` in Chromium: an account (of its own, so the run's shared sessions live on)
 * signed in in two browsers changes its password in one; the rules tick as it types; the other browser is
 * signed out at its next step; the new password signs in.
 */

test('an account changes its password; its other browser is signed out; the new password works', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const username = `e2e-pw-${testInfo.repeatEachIndex}-${Date.now() % 100000}`;
  await createAccount(username, 'Start@1234');
  const open = async () => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/#/login');
    return { context, page };
  };
  const first = await open();
  const second = await open();
  try {
    for (const { page } of [first, second]) {
      await signIn(page, username, 'Start@1234');
      await expectSignedIn(page, username);
    }
    const page = first.page;
    await openMenu(page, '用户中心', '修改密码');
    const form = await screen(page, 'change-password');
    await form.locator('#dc-password-old').fill('Start@1234');
    await form.locator('#dc-password-new').fill('abc');
    const rules = form.getByTestId('password-rules');
    await expect(rules.locator('[data-met="true"]')).toHaveCount(1);
    await form.locator('#dc-password-new').fill('Changed#5678');
    await expect(rules.locator('[data-met="false"]')).toHaveCount(0);
    await form.locator('#dc-password-repeat').fill('Changed#567');
    await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(form.getByRole('button', { name: '修改密码' })).toBeDisabled();
    await form.locator('#dc-password-repeat').fill('Changed#5678');
    // The pointer leaves the menu entry it clicked (a hovered entry would be scanned mid-transition).
    await page.mouse.move(600, 600);
    expect(await seriousViolations(page)).toEqual([]);
    await form.locator('#dc-password-repeat').press('Enter');
    await expect(form.getByRole('status')).toContainText('密码已修改');

    // The other browser's next step finds its sign-in ended.
    await second.page.reload();
    await expect(second.page.getByTestId('login-submit')).toBeVisible({ timeout: 15_000 });
    // (The old password's refusal is the API tests': after a failure this address would wait a second.)
    await signIn(second.page, username, 'Changed#5678');
    await expectSignedIn(second.page, username);
    // The screen in English.
    await chooseLocale(second.page, 'English');
    await openMenu(second.page, 'User centre', 'Change password');
    await expect(
      (await screen(second.page, 'change-password')).getByText('8 to 64 characters'),
    ).toBeVisible();
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
