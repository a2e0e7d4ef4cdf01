import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Texts of every toast the page has shown (recorded by `recordToasts`). */
    __dcToasts?: string[];
  }
}

/**
 * Records each toast as it appears. A toast lives 3 s (docs/behaviour.md#errors); on a loaded machine the assertion after
 * the action that raised it may start later than that, so a test asks what was shown, not what still is.
 * Call before the page loads.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.__dcToasts = shown;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.bp6-toast-message')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        shown.push(toast.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the toasts shown so far. */
export function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__dcToasts ?? []);
}
