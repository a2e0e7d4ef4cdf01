import { act, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readElements } from '../../../scripts/manifestSource.mjs';
import type { DefinedElement } from '../../../src/elements/kit/element/defineElement';
import { connect, createKitHarness, installPendingPageKit, signIn } from './elementTestHarness';
import { EVERY_PERMISSION, openEverything, popoverTargets, settle } from './overlayWalk';

/*
 * Every element, mounted in a dev build (vitest runs React and Blueprint in development mode, so Blueprint's
 * deprecation warnings show — the legacy Popover's "use PopoverNext" among them), logs no console warning or
 * error: neither while mounting nor when each of its popovers, menus and tooltips is opened.
 */

const modules = import.meta.glob<{ default: DefinedElement }>('../../../src/elements/*/define.ts');
const elements = readElements();

describe('elements log no console warning or error (dev build)', () => {
  let uninstall: () => void;
  const harness = createKitHarness();
  beforeAll(async () => {
    uninstall = installPendingPageKit(harness);
    signIn(harness);
    await harness.root.permission.setPermCodeList([]);
  });
  afterAll(() => uninstall());

  it('mounts every element folder', () => {
    expect(elements.length).toBe(Object.keys(modules).length);
  });

  for (const element of elements) {
    it(`<${element.tag}>: mounting and opening its popovers is quiet`, async () => {
      const load = modules[`../../../src/elements/${element.folder}/define.ts`]!;
      const defined = (await load()).default;
      const name = `noise-${element.tag}`;
      const logged: string[] = [];
      const warn = vi
        .spyOn(console, 'warn')
        .mockImplementation((...args) => void logged.push(args.join(' ')));
      const error = vi
        .spyOn(console, 'error')
        .mockImplementation((...args) => void logged.push(args.join(' ')));
      try {
        defined.define(name);
        const node = document.createElement(name);
        await connect(node);
        await settle(30);
        const targets = popoverTargets(node.shadowRoot!);
        for (const target of targets) {
          if (!target.isConnected) continue;
          await act(async () => {
            fireEvent.focus(target);
            fireEvent.mouseEnter(target);
            fireEvent.click(target);
          });
          await settle();
          await act(async () => {
            fireEvent.keyDown(target, { key: 'Escape' });
            fireEvent.mouseLeave(target);
            fireEvent.blur(target);
          });
        }
        await settle();
        node.remove();
      } finally {
        warn.mockRestore();
        error.mockRestore();
      }
      expect(logged, `console output of <${element.tag}>`).toEqual([]);
    });
  }
});

/** Blueprint's own assistive words: English on every page unless the console passes its own. */
const BLUEPRINT_ENGLISH = [
  'Close',
  'Open dropdown',
  'Clear',
  'Previous month',
  'Next month',
  'Dismiss',
  'OK',
];

/** Every Blueprint English word in a root (and the shadow roots inside it), as an aria-label, title or text. */
function englishWords(root: ParentNode, into: string[] = []): string[] {
  for (const node of root.querySelectorAll<HTMLElement>('*')) {
    for (const attribute of ['aria-label', 'title']) {
      const value = node.getAttribute(attribute);
      if (value && BLUEPRINT_ENGLISH.includes(value))
        into.push(`<${node.localName} ${attribute}="${value}">`);
    }
    const text = [...node.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join('')
      .trim();
    if (BLUEPRINT_ENGLISH.includes(text)) into.push(`<${node.localName}>${text}`);
    if (node.shadowRoot) englishWords(node.shadowRoot, into);
  }
  return into;
}

describe("a Chinese page shows none of Blueprint's English assistive words", () => {
  let uninstall: () => void;
  const harness = createKitHarness();
  beforeAll(() => {
    uninstall = installPendingPageKit(harness);
  });
  // Each element starts signed in with every permission: the sign-in element's buttons sign the session out.
  beforeEach(async () => {
    signIn(harness);
    await harness.root.permission.setPermCodeList(EVERY_PERMISSION);
  });
  afterAll(() => uninstall());

  for (const element of elements) {
    it(`<${element.tag}>: its drawers, dialogs, popovers and toasts, opened, speak Chinese`, async () => {
      const load = modules[`../../../src/elements/${element.folder}/define.ts`]!;
      const name = `words-${element.tag}`;
      (await load()).default.define(name);
      // Dev-build noise is the other suite's business; this one reads what is rendered.
      const quiet = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')].map((spy) =>
        spy.mockImplementation(() => undefined),
      );
      const found = new Set<string>();
      const node = document.createElement(name);
      try {
        await connect(node);
        await settle(30);
        // Outside the console an element shows the session's notices as its own toasts.
        act(() => void harness.root.notices.message('info', '通知'));
        await settle();
        await openEverything(node, () => {
          for (const words of englishWords(node.shadowRoot!)) found.add(words);
          for (const words of englishWords(document.body)) found.add(words);
        });
      } finally {
        node.remove();
        for (const spy of quiet) spy.mockRestore();
      }
      expect([...found], `English assistive words in <${element.tag}>`).toEqual([]);
    });
  }
});
