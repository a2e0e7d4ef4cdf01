import type { Page } from '@playwright/test';
import { tinyPng } from '../api/support/pictures';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { expect, test } from './support/session';
import { expectSignedIn, signIn } from './support/signIn';

/*
 * In Chromium: an enterprise brands its console. Initech (no other e2e test signs in as it) sets its
 * title and colour: its console changes at once, and so does a second console of the same account, without a
 * reload (the WebSocket). Its logo shows in the header, and the sign-in page of this browser (or any browser
 * with ?brand=<prefix>) shows the title and background. Both languages; axe on the screen.
 */

const INITECH = { username: 'initech', password: 'Initech@123', prefix: '8003' };

async function signedInConsole(page: Page, path: string): Promise<void> {
  await page.goto('/#/login');
  await signIn(page, INITECH.username, INITECH.password);
  await expectSignedIn(page, INITECH.username);
  await page.goto(`/#${path}`);
}

const rootPrimary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dc-primary').trim());

test('initech brands its console: title, colour and logo apply at once, here and in its other console', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36).slice(-5);
  const titleZh = `英泰调度${run}`;
  const titleEn = `Initech Dispatch ${run}`;
  const colour = run.charCodeAt(0) % 2 ? '#2e7d32' : '#8e24aa';
  const colourRgb = colour === '#2e7d32' ? 'rgb(46, 125, 50)' : 'rgb(142, 36, 170)';

  const contextOptions = { baseURL, reducedMotion: 'reduce' as const };
  const first = await browser.newContext(contextOptions);
  const second = await browser.newContext(contextOptions);
  try {
    const page = await first.newPage();
    await signedInConsole(page, '/user/enterprise-oem');
    const watcher = await second.newPage();
    // A quiet page: the shell's SOS notifier holds the page's WebSocket, which carries the branding topic.
    await signedInConsole(watcher, '/error-log/list');

    const settings = (await screen(page, 'enterprise-oem-settings')).getByTestId('branding-section');
    await settings.locator('#dc-brand-titleZh').fill(titleZh);
    await settings.locator('#dc-brand-titleEn').fill(titleEn);
    await settings.locator('#dc-brand-color').fill('blue');
    await expect(settings.getByText('主色：请输入十六进制颜色')).toBeVisible();
    await expect(settings.getByRole('button', { name: '保存' })).toBeDisabled();
    await settings.locator('#dc-brand-color').fill(colour);
    await settings.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('品牌设置已保存')).toBeVisible();

    // This console: the header title, the page title, the colour of the shell and of the element inside.
    await expect(page.getByTestId('app-logo')).toContainText(titleZh);
    await expect(page).toHaveTitle(new RegExp(`${titleZh}$`));
    await expect.poll(() => rootPrimary(page)).toBe(colour);
    const saveButton = settings.getByRole('button', { name: '保存' });
    await expect(saveButton).toHaveCSS('background-color', colourRgb);

    // The other console of the enterprise, without a reload.
    await expect(watcher.getByTestId('app-logo')).toContainText(titleZh, { timeout: 15_000 });
    await expect.poll(() => rootPrimary(watcher)).toBe(colour);

    // A logo: shown in the header at once.
    await settings
      .getByRole('region', { name: '徽标' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng([0x2e, 0x7d, 0x32]) });
    await expect(page.getByText('徽标已更新')).toBeVisible();
    await expect(page.getByTestId('brand-logo')).toHaveAttribute(
      'src',
      /\/api\/branding\/.+-logo-[0-9a-f]{16}\.png$/,
    );
    await expect(watcher.getByTestId('brand-logo')).toBeVisible({ timeout: 15_000 });
    await settings
      .getByRole('region', { name: '登录页背景' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: tinyPng([0x10, 0x20, 0x30]) });
    await expect(settings.getByTestId('brand-background-preview')).toBeVisible();

    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // English: the English title.
    await chooseLocale(page, 'English');
    await expect(page.getByTestId('app-logo')).toContainText(titleEn);

    // Signing out: this browser's sign-in page keeps the enterprise's look.
    await page.getByTestId('logout').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.locator('.dc-login__title')).toHaveText(titleEn);
    await expect(page.getByTestId('login-frame')).toHaveCSS(
      'background-image',
      /\/api\/branding\/.+-background-/,
    );
  } finally {
    await first.close();
    await second.close();
  }

  // A browser that never signed in here: the branded sign-in link.
  const stranger = await browser.newContext(contextOptions);
  try {
    const page = await stranger.newPage();
    await page.goto(`/#/login?brand=${INITECH.prefix}`);
    await expect(page.locator('.dc-login__title')).toHaveText(titleZh);
    await page.goto('/#/login?brand=99999');
    await expect(page.locator('.dc-login__title')).not.toHaveText(titleZh);
  } finally {
    await stranger.close();
  }
});
