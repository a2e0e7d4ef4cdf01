import { Drawer } from '@blueprintjs/core';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, useFocusReturn } from '../../../src/elements/kit/overlay/useFocusReturn';

/** A screen inside a shadow root, as every element is: a button that opens a drawer portalled into the root. */
function Screen({ portal }: { portal: HTMLElement }) {
  const [open, setOpen] = useState(false);
  const focusReturn = useFocusReturn(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        details
      </button>
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        portalContainer={portal}
        transitionDuration={0}
        {...focusReturn}
      >
        <button type="button" onClick={() => setOpen(false)}>
          close
        </button>
      </Drawer>
    </>
  );
}

/** A drawer opened and closed from outside, for a control that is not React's to remove. */
function DrawerOf({ open, portal }: { open: boolean; portal: HTMLElement }) {
  const focusReturn = useFocusReturn(open);
  return (
    <Drawer isOpen={open} portalContainer={portal} transitionDuration={0} {...focusReturn}>
      <input data-testid="inside" />
    </Drawer>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('useFocusReturn', () => {
  it('gives the focus back to the control inside the shadow root that opened the drawer', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = shadow.appendChild(document.createElement('div'));
    const portal = shadow.appendChild(document.createElement('div'));
    root = createRoot(mount);
    act(() => root?.render(<Screen portal={portal} />));
    const opener = shadow.querySelector('button') as HTMLButtonElement;
    opener.focus();
    expect(deepActiveElement()).toBe(opener);

    act(() => opener.click());
    const close = await waitFor(() => {
      const button = Array.from(shadow.querySelectorAll('button')).find(
        (node) => node.textContent === 'close',
      );
      if (!button) throw new Error('the drawer is not open');
      return button;
    });
    act(() => close.focus());
    expect(deepActiveElement()).toBe(close);

    act(() => close.click());
    // Blueprint alone would focus the host (the document's active element when the drawer opened).
    await waitFor(() => expect(shadow.activeElement).toBe(opener));
    expect(deepActiveElement()).toBe(opener);
  });

  it('when the control is gone by then (its row deleted), gives the focus to the grid around it', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const grid = shadow.appendChild(document.createElement('div'));
    grid.tabIndex = 0;
    const opener = grid.appendChild(document.createElement('button'));
    const mount = shadow.appendChild(document.createElement('div'));
    const portal = shadow.appendChild(document.createElement('div'));
    root = createRoot(mount);
    act(() => root?.render(<DrawerOf open={false} portal={portal} />));
    opener.focus();
    act(() => root?.render(<DrawerOf open portal={portal} />));
    await waitFor(() => expect(shadow.querySelector('[data-testid="inside"]')).not.toBeNull());
    // The drawer deleted the row whose button opened it.
    opener.remove();
    act(() => root?.render(<DrawerOf open={false} portal={portal} />));
    await waitFor(() => expect(shadow.activeElement).toBe(grid));
  });

  it('reads the focus through nested shadow roots', () => {
    const outer = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    const inner = outer.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    const input = inner.appendChild(document.createElement('input'));
    input.focus();
    expect(deepActiveElement()).toBe(input);
  });
});
