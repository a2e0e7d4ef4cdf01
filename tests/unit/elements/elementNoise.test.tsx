import { act, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readElements } from '../../../scripts/manifestSource.mjs';
import type { DefinedElement } from '../../../src/elements/kit/element/defineElement';
import { setPageKitCore } from '../../../src/elements/kit/element/kitCore';
import { connect, createKitHarness, installAdoptedStyleSheetsPolyfill, signIn } from './elementTestHarness';

/*
 * Every element, mounted in a dev build (vitest runs React and Blueprint in development mode, so Blueprint's
 * deprecation warnings show — the legacy Popover's "use PopoverNext" among them), logs no console warning or
 * error: neither while mounting nor when each of its popovers, menus and tooltips is opened.
 */

const modules = import.meta.glob<{ default: DefinedElement }>('../../../src/elements/*/define.ts');
const elements = readElements();

/** Popover and tooltip targets in a shadow root and the shadow roots inside it. */
function popoverTargets(shadow: ShadowRoot, into: HTMLElement[] = []): HTMLElement[] {
  for (const node of shadow.querySelectorAll<HTMLElement>('*')) {
    if (node.matches('[aria-haspopup], .bp6-popover-target, .bp6-popover-target *, input[aria-label]'))
      into.push(node);
    if (node.shadowRoot) popoverTargets(node.shadowRoot, into);
  }
  return into;
}

function settle(ms = 20) {
  return act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

describe('elements log no console warning or error (dev build)', () => {
  let removePolyfill: () => void;
  const harness = createKitHarness();
  beforeAll(async () => {
    removePolyfill = installAdoptedStyleSheetsPolyfill();
    // Calls never answer: each element shows its first state (loading lists, empty forms, filter bars).
    for (const method of ['request', 'get', 'post', 'call', 'download'] as const)
      harness.http[method].mockImplementation(() => new Promise(() => {}));
    signIn(harness);
    await harness.root.permission.setPermCodeList([]);
    setPageKitCore(harness.core);
  });
  afterAll(() => {
    removePolyfill();
    setPageKitCore(undefined);
    document.body.innerHTML = '';
  });

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
