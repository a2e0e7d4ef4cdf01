import { expect, type Page } from '@playwright/test';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { chooseLocale } from './support/locale';
import { test } from './support/session';

test.describe('accessibility (axe-core)', () => {
  test('the sign-in page has no serious or critical violation', async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the layout with its menus open has no serious or critical violation', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/org/dept' });
    await expect(page.getByTestId('side-menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the menu search modal has no serious or critical violation', async ({ signInAs }) => {
    const page = await signInAs('admin');
    await page.getByTestId('open-search').click();
    await page.getByTestId('menu-search-input').fill('日志');
    await expect(page.getByTestId('menu-search-result').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the settings drawer has no serious or critical violation', async ({ signInAs }) => {
    const page = await signInAs('admin');
    await page.getByTestId('open-settings').click();
    await expect(page.getByTestId('settings-drawer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/*
 * In English and the dark theme, one page a test: an axe scan takes seconds on a loaded machine, so each
 * page has a test (and a time budget) of its own.
 */
test.describe('accessibility (axe-core) in English and the dark theme', () => {
  /** acme on `path`, switched to English and the dark theme, the pointer off the theme toggle. */
  async function inEnglishAndDark(
    signInAs: (account: 'acme', options: { path: string }) => Promise<Page>,
    path: string,
  ) {
    const page = await signInAs('acme', { path });
    await chooseLocale(page, 'English');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/bp6-dark/);
    // The pointer leaves the toggle: its tooltip would otherwise be scanned half faded in.
    await page.mouse.move(0, 0);
    await expect(page.locator('.bp6-popover-content')).toHaveCount(0);
    return page;
  }

  test('the dashboard has none', async ({ signInAs }) => {
    const page = await inEnglishAndDark(signInAs, '/dashboard/index');
    // The server states (running, simulated) in their dark-theme colours.
    await expect(page.locator('dashboard-monitor').getByText('Running', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a list screen with enum columns (broadcast files) has none', async ({ signInAs }) => {
    const page = await inEnglishAndDark(signInAs, '/org/broadcast-file');
    const files = await screen(page, 'broadcast-file-list');
    // An enum column shows its label, not its i18n key.
    await expect(
      files
        .locator('.bp6-table-cell')
        .filter({ hasText: /^(WAV|MP3)$/ })
        .first(),
    ).toBeVisible();
    await expect(files.getByText(/resources\.broadcastFile/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the call records have none', async ({ signInAs }) => {
    const page = await inEnglishAndDark(signInAs, '/data-mgr/cdr');
    const calls = await screen(page, 'cdr-list');
    await expect(calls.locator('.dc-grid-footer')).toContainText('in total');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the not-found page has none', async ({ signInAs }) => {
    const page = await inEnglishAndDark(signInAs, '/org/dept');
    // No tab belongs to an unknown page: the tab bar still keeps one tab stop for the keyboard.
    await page.goto('/#/no/such/page');
    // The page's own heading: the dashboard kept in its tab has charts whose clock labels can read "…04:04…".
    await expect(page.getByTestId('not-found-page').getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByTestId('tab-bar').locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the reader’s reduced-motion setting stops transitions, in the console and inside its elements', async ({
  signInAs,
}) => {
  // The suite runs with reduced motion (playwright.config.ts): overlays appear at once, so a click never
  // lands on a menu that is still growing.
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const calls = await screen(page, 'cdr-list');
  const sidebar = page.getByTestId('sidebar');
  const input = calls.locator('.bp6-input').first();
  const duration = (target: typeof sidebar) =>
    target.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(await duration(sidebar)).toBe('0s');
  expect(await duration(input)).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await duration(sidebar)).toBe('0.2s');
  expect(await duration(input)).not.toBe('0s');
});
