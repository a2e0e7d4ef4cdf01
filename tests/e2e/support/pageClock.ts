import type { Page } from '@playwright/test';

/**
 * Holds the page's clock (installed with `page.clock.install()`, which keeps running with real time) a
 * moment ahead of where it stands: from then on the page's timers fire only when the test moves the clock
 * (`runFor`, `fastForward`) or lets it go (`resume`). The moment ahead leaves room for the round trip, as the
 * clock cannot be held at a time it has passed.
 */
export async function holdClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5_000);
}
