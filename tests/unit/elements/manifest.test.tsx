import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readElements } from '../../../scripts/manifestSource.mjs';
import type { DefinedElement } from '../../../src/elements/kit/element/defineElement';
import { connect, createKitHarness, installPendingPageKit } from './elementTestHarness';

/*
 * The Custom Elements Manifest (scripts/build-manifest.mjs, from scripts/manifestSource.mjs) against the
 * truth: every element mounted in jsdom renders no part the manifest omits, and the manifest names no part
 * its module graph cannot render; it lists every event the element's own modules dispatch and none its graph
 * cannot; its attributes are the element's observed attributes. Every event has a typed detail in
 * src/elements/publicTypes.ts and a line in the README.
 */

const modules = import.meta.glob<{ default: DefinedElement }>('../../../src/elements/*/define.ts');
const elements = readElements();
const root = join(__dirname, '..', '..', '..');
const publicTypes = readFileSync(join(root, 'src', 'elements', 'publicTypes.ts'), 'utf8');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** Every `part` token in a shadow root, and in the shadow roots inside it. */
function renderedParts(shadow: ShadowRoot, into = new Set<string>()): Set<string> {
  for (const node of shadow.querySelectorAll('*')) {
    for (const name of (node.getAttribute('part') ?? '').split(/\s+/)) if (name) into.add(name);
    if (node.shadowRoot) renderedParts(node.shadowRoot, into);
  }
  return into;
}

describe('the elements manifest holds to what the elements render and dispatch', () => {
  let uninstall: () => void;
  const harness = createKitHarness();
  beforeAll(async () => {
    uninstall = installPendingPageKit(harness);
    await harness.root.permission.setPermCodeList([]);
  });
  afterAll(() => uninstall());

  it('covers every element folder', () => {
    expect(elements.map((element) => `../../../src/elements/${element.folder}/define.ts`).sort()).toEqual(
      Object.keys(modules).sort(),
    );
  });

  for (const element of elements) {
    it(`<${element.tag}>: parts, events and attributes`, async () => {
      const load = modules[`../../../src/elements/${element.folder}/define.ts`]!;
      const defined = (await load()).default;
      const name = `manifest-${element.tag}`;
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      defined.define(name);
      const Class = customElements.get(name) as CustomElementConstructor & { observedAttributes?: string[] };
      const dispatched = new Set<string>();
      const node = document.createElement(name);
      const record = (event: Event) => {
        if (event.type.startsWith('dc-')) dispatched.add(event.type);
      };
      const manifestParts = element.cssParts.map((part) => part.name);
      const manifestEvents = element.events.map((event) => event.name);
      for (const event of manifestEvents) node.addEventListener(event, record);
      await connect(node);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
      });
      const parts = renderedParts(node.shadowRoot!);
      node.remove();
      quiet.mockRestore();
      const reachable = element.reachable();

      // Rendered ⊆ manifest ⊆ what the element's modules can render.
      expect(
        [...parts].filter((part) => !manifestParts.includes(part)),
        'rendered, not in the manifest',
      ).toEqual([]);
      expect(
        manifestParts.filter((part) => !reachable.parts.includes(part)),
        'in the manifest, rendered by none of its modules',
      ).toEqual([]);
      expect(
        element.documentedParts.filter((part) => !reachable.parts.includes(part)),
        '@csspart in define.ts, rendered by none of its modules',
      ).toEqual([]);
      // Events: its own dispatches ⊆ manifest ⊆ what its modules can dispatch; define.ts lists the same.
      expect(element.ownEvents().filter((event) => !manifestEvents.includes(event))).toEqual([]);
      expect(manifestEvents.filter((event) => !reachable.events.includes(event))).toEqual([]);
      expect([...dispatched].filter((event) => !manifestEvents.includes(event))).toEqual([]);
      expect([...element.declaredEvents].sort()).toEqual([...manifestEvents].sort());
      // Attributes: exactly the element's observed attributes.
      expect([...(Class.observedAttributes ?? [])].sort()).toEqual(
        element.attributes.map((attribute) => attribute.name).sort(),
      );
    });
  }

  it('every event has a typed detail and a line in the README', () => {
    const events = new Set(elements.flatMap((element) => element.events.map((event) => event.name)));
    for (const event of events) {
      expect(publicTypes, event).toContain(`'${event}':`);
      expect(readme, event).toContain(`\`${event}\``);
    }
  });
});
