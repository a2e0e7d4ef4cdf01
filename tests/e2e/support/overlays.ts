import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Escape once the focus is inside the element's overlay that shows `marker`. Blueprint moves the
 * focus into an overlay a frame after it opens, and only the overlay holding the focus hears Escape: pressed
 * earlier, it goes to the page behind (nothing closes) or to the overlay underneath (the wrong one closes).
 */
export async function escapeFrom(page: Page, host: Locator, marker = '.bp6-overlay-content'): Promise<void> {
  await expect
    .poll(() =>
      host.evaluate((element, selector) => {
        const overlay = element.shadowRoot?.activeElement?.closest('.bp6-overlay');
        return Boolean(overlay?.querySelector(selector));
      }, marker),
    )
    .toBe(true);
  await page.keyboard.press('Escape');
}
