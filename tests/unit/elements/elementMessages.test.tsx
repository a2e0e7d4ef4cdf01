import { elementNamespaces } from 'virtual:dc-element-messages';
import { act } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import zhCN from '../../../locales/zh_CN.json';
import { readElements } from '../../../scripts/manifestSource.mjs';
import { i18n } from '../../../src/core/i18n';
import { BOOT_NAMESPACES } from '../../../src/core/i18n/localeParts';
import type { DefinedElement } from '../../../src/elements/kit/element/defineElement';
import { connect, createKitHarness, installPendingPageKit, signIn } from './elementTestHarness';
import { EVERY_PERMISSION, openEverything, settle } from './overlayWalk';

/*
 * On a partner's page an element loads the messages of the namespaces its code names
 * (scripts/vite/elementMessages.ts), not all forty screens' worth. A key built from a variable escapes that
 * reading: this walk opens everything each element can show and records every key it translates, and
 * fails on one outside the boot part and the element's namespaces (it would flash as a raw key there until
 * its namespace arrived).
 */

const modules = import.meta.glob<{ default: DefinedElement }>('../../../src/elements/*/define.ts');
const elements = readElements();

/** The key of one `t` call (a string, or the first of a list of candidates). */
function keyOf(args: unknown[]): string | undefined {
  const [key] = args;
  if (typeof key === 'string') return key;
  return Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined;
}

describe('each element translates only keys of the namespaces it loads with', () => {
  let uninstall: () => void;
  const harness = createKitHarness();
  beforeAll(() => {
    uninstall = installPendingPageKit(harness);
  });
  beforeEach(async () => {
    signIn(harness);
    await harness.root.permission.setPermCodeList(EVERY_PERMISSION);
  });
  afterAll(() => uninstall());

  it('the table names every element, each with fewer namespaces than the whole locale', () => {
    expect(Object.keys(elementNamespaces).sort()).toEqual(elements.map((element) => element.tag).sort());
    expect(elementNamespaces['cdr-list']).toContain('calldata');
    expect(elementNamespaces['cdr-list']).not.toContain('dashboard');
  });

  for (const element of elements) {
    it(`<${element.tag}>`, async () => {
      const load = modules[`../../../src/elements/${element.folder}/define.ts`]!;
      const name = `messages-${element.tag}`;
      (await load()).default.define(name);
      const allowed = new Set([...BOOT_NAMESPACES, ...(elementNamespaces[element.tag] ?? [])]);
      const quiet = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')].map((spy) =>
        spy.mockImplementation(() => undefined),
      );
      const translate = vi.spyOn(i18n, 't');
      const node = document.createElement(name);
      let keys: string[] = [];
      try {
        await connect(node);
        await settle(30);
        act(() => void harness.root.notices.message('info', '通知'));
        await settle();
        await openEverything(node, () => undefined);
        // Read before the spy is restored: restoring clears what it recorded.
        keys = translate.mock.calls.map((args) => keyOf(args)).filter((key): key is string => !!key);
      } finally {
        node.remove();
        for (const spy of quiet) spy.mockRestore();
        translate.mockRestore();
      }
      // The spy sees the element's words (a walk that translated nothing would prove nothing).
      expect(keys.length).toBeGreaterThan(0);
      // Text that is not a message key (a MIME type shown as is) belongs to no namespace.
      const namespaceOf = (key: string) => key.split('.')[0] ?? '';
      const outside = new Set(
        keys.filter((key) => Object.hasOwn(zhCN, namespaceOf(key)) && !allowed.has(namespaceOf(key))),
      );
      expect([...outside], `keys of <${element.tag}> outside its namespaces`).toEqual([]);
    });
  }
});
