import type { Page } from '@playwright/test';
import { expect, openMenu, openSettings, test } from './support/session';

/*
 * Settings drawer (docs/behaviour.md#states enumerations, docs/behaviour.md#constants presets): the preset counts and the route transition a
 * page opens with. Colours, layout, tabs and lock are covered by theme, layout, tabs and lock specs.
 */

/** The page of the tab on show (open tabs keep theirs mounted, hidden). */
const shownPage = (page: Page) => page.locator('.dc-page:not([hidden])');

test.describe('settings drawer (docs/behaviour.md#states, docs/behaviour.md#constants)', () => {
  test('offers 9 theme colours, 11 header and 11 sidebar backgrounds, and the six route transitions', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    const drawer = await openSettings(page);
    await expect(drawer.getByTestId('settings-theme-color').getByRole('radio')).toHaveCount(9);
    await expect(drawer.getByTestId('settings-header-bg').getByRole('radio')).toHaveCount(11);
    await expect(drawer.getByTestId('settings-sidebar-bg').getByRole('radio')).toHaveCount(11);
    await expect(drawer.locator('#dc-setting-transition option')).toHaveText([
      '缩放渐变',
      '缩小',
      '滑动渐变',
      '渐变',
      '底部渐入',
      '缩放渐入',
    ]);
  });

  test('the chosen route transition animates the page that opens, after a reload too; off, none', async ({
    signInAs,
  }) => {
    const page = await signInAs('acme');
    // The suite asks for reduced motion, which stops route transitions: this test wants them.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const drawer = await openSettings(page);
    await drawer.locator('#dc-setting-transition').selectOption('fade-bottom');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await openMenu(page, '应用管理', '考勤管理');
    await expect(shownPage(page)).toHaveClass(/dc-transition-fade-bottom/);
    await expect(shownPage(page)).toHaveCSS('animation-name', 'dc-fade-bottom');

    await page.reload();
    await expect(shownPage(page)).toHaveCSS('animation-name', 'dc-fade-bottom');
    // With the reader's reduced-motion setting, the page opens without it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(shownPage(page)).toHaveClass(/dc-transition-fade-bottom/);
    await expect(shownPage(page)).toHaveCSS('animation-name', 'none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    await (await openSettings(page)).getByText('切换动画', { exact: true }).click();
    await expect(page.locator('#dc-setting-transition')).toBeDisabled();
    await page.keyboard.press('Escape');
    await openMenu(page, '组织管理', '成员管理');
    await expect(shownPage(page)).not.toHaveClass(/dc-transition-/);
    await expect(shownPage(page)).toHaveCSS('animation-name', 'none');
  });
});
