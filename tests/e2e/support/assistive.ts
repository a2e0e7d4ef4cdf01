import type { Locator, Page } from '@playwright/test';

declare global {
  interface Window {
    /** The accessible names of the buttons of every toast the page has shown (`recordToastButtons`). */
    __dcToastButtons?: string[];
  }
}

/** Blueprint's own assistive words, English in every language unless the console passes its own. */
const BLUEPRINT_ENGLISH = ['Open dropdown', 'Close', 'Clear', 'Previous month', 'Next month', 'Dismiss'];

/** Each of Blueprint's English words carried as an aria-label or title under `root` (shadow roots included). */
export async function englishAssistiveLabels(root: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const words of BLUEPRINT_ENGLISH)
    for (const attribute of ['aria-label', 'title'])
      if (await root.locator(`[${attribute}="${words}"]`).count()) found.push(`${attribute}=${words}`);
  return found;
}

/**
 * Records the labels of each toast's buttons as it appears, in the page and in the elements' shadow roots
 * (an element's toaster renders in its own): a toast lives 3 s, which a loaded machine may outlast before
 * the test looks. Call before the page loads.
 */
export async function recordToastButtons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const labels: string[] = [];
    window.__dcToastButtons = labels;
    const roots: ParentNode[] = [document];
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const root of roots)
        for (const button of root.querySelectorAll('.bp6-toast .bp6-button')) {
          if (seen.has(button)) continue;
          seen.add(button);
          labels.push(button.getAttribute('aria-label') ?? button.textContent ?? '');
        }
    };
    const observe = (root: Node) =>
      new MutationObserver(scan).observe(root, { childList: true, subtree: true });
    observe(document);
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init: ShadowRootInit): ShadowRoot {
      const root = attachShadow.call(this, init);
      roots.push(root);
      observe(root);
      return root;
    };
  });
}

/** The labels of the toast buttons shown so far. */
export function shownToastButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__dcToastButtons ?? []);
}
