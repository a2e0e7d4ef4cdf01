import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASYNC_ROUTES, type RouteRecord } from '../../../src/contract/routeTable';
import { ELEMENT_TAGS } from '../../../src/elements/elementTags';
import { setPageKitCore } from '../../../src/elements/kit/element/kitCore';
import { defineAll, elementLoaders, isElementAvailable } from '../../../src/elements/registry';
import { createKitHarness } from './elementTestHarness';
// The <console-login> module is imported with the file, not inside the test: its first import (compiling the
// kit, React and Blueprint) took 11 s of the test's 15 s on a loaded machine. Importing it registers
// nothing; the test still sees defineAll register and upgrade the element on its first connection.
import '../../../src/elements/console-login/define';

function routeElements(routes: readonly RouteRecord[]): string[] {
  return routes.flatMap((route) => [
    ...(route.element ? [route.element] : []),
    ...routeElements(route.children ?? []),
  ]);
}

describe('element registry', () => {
  beforeAll(() => setPageKitCore(createKitHarness().core));
  afterAll(() => setPageKitCore(undefined));

  it('knows every element of the route table plus console-login', () => {
    for (const tag of routeElements(ASYNC_ROUTES)) expect(ELEMENT_TAGS).toContain(tag);
    expect(ELEMENT_TAGS).toContain('console-login');
    expect(new Set(ELEMENT_TAGS).size).toBe(ELEMENT_TAGS.length);
  });

  it('has a lazy loader only for tags whose module exists', () => {
    expect(isElementAvailable('console-login')).toBe(true);
    expect(isElementAvailable('no-such-screen')).toBe(false);
    for (const tag of Object.keys(elementLoaders)) expect(ELEMENT_TAGS).toContain(tag);
  });

  it('defineAll with a prefix loads an element on first connection and upgrades it in place', async () => {
    const names = defineAll({ prefix: 'acme' });
    expect(names).toContain('acme-console-login');
    expect(customElements.get('acme-console-login')).toBeUndefined();
    const element = document.createElement('acme-console-login');
    await act(async () => {
      document.body.append(element);
      await customElements.whenDefined('acme-console-login');
    });
    expect(element.shadowRoot?.querySelector('form')).not.toBeNull();
    expect(customElements.get('console-login')).toBeUndefined();
    element.remove();
  });
});
