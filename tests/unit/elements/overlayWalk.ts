import { act, fireEvent } from '@testing-library/react';

/*
 * The walk of the tests that open everything an element can show (its drawers, dialogs, popovers, menus and
 * tooltips) with every call pending: the assistive-words test reads what is rendered, the messages test
 * records what is translated.
 */

export function settle(ms = 20) {
  return act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Popover and tooltip targets in a shadow root and the shadow roots inside it. */
export function popoverTargets(shadow: ShadowRoot, into: HTMLElement[] = []): HTMLElement[] {
  for (const node of shadow.querySelectorAll<HTMLElement>('*')) {
    if (node.matches('[aria-haspopup], .bp6-popover-target, .bp6-popover-target *, input[aria-label]'))
      into.push(node);
    if (node.shadowRoot) popoverTargets(node.shadowRoot, into);
  }
  return into;
}

/** What a user clicks to open an overlay: buttons (toolbar, row and form ones) and popover targets. */
function openers(shadow: ShadowRoot): HTMLElement[] {
  const buttons = [...shadow.querySelectorAll<HTMLElement>('button:not([disabled]), [role="button"]')];
  return [...buttons, ...popoverTargets(shadow)];
}

/** Every permission code the screens and the contract name: each button shows, so each overlay can open. */
const sources = import.meta.glob<string>(
  ['../../../src/elements/**/*.{ts,tsx}', '../../../src/contract/**/*.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
export const EVERY_PERMISSION = [
  ...new Set(
    Object.values(sources).flatMap((text) => [...text.matchAll(/'([a-z_]+:[a-z_]+)'/g)].map((m) => m[1]!)),
  ),
];

/**
 * Clicks every opener of a connected element, twice over (a drawer opened by the first pass holds the form
 * whose selects and dates the second opens), calling `look` after each click.
 */
export async function openEverything(node: HTMLElement, look: () => void): Promise<void> {
  const clicked = new Set<HTMLElement>();
  for (let pass = 0; pass < 2; pass++) {
    for (const target of openers(node.shadowRoot!)) {
      if (clicked.has(target) || !target.isConnected) continue;
      clicked.add(target);
      await act(async () => {
        fireEvent.focus(target);
        fireEvent.click(target);
      });
      await settle(5);
      look();
    }
  }
}
