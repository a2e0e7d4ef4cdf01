import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';

/** The focused element, looking through open shadow roots (an element's own focus lives inside its root). */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Props for a Blueprint overlay (Drawer, Dialog, Alert) that hand focus back on close. */
export interface FocusReturnProps {
  shouldReturnFocusOnClose: false;
  onClosed(): void;
}

/**
 * Puts the focus back where it was when an overlay opened, once the overlay has closed: spread the result
 * on the overlay.
 *
 * Blueprint's overlays mean to do this, reading the active element of their container's root. On an
 * overlay's first opening that container is not mounted yet, so they read the document's, which from inside
 * an element's shadow root is the host: focus fell to the page body, and a keyboard user closing a screen's
 * first record details lost their row. The element is saved in a layout effect, before Blueprint moves the
 * focus (it does so in an animation frame).
 */
export function useFocusReturn(isOpen: boolean): FocusReturnProps {
  const saved = useRef<{ target: HTMLElement; container: HTMLElement | null } | null>(null);
  useLayoutEffect(() => {
    if (!isOpen) return;
    const target = deepActiveElement();
    // Where to go if the control is gone by then (its row deleted, or re-rendered by a reload): the
    // nearest focusable box around it, such as the grid, so the keyboard stays where it was working.
    saved.current = target
      ? { target, container: target.parentElement?.closest<HTMLElement>('[tabindex]') ?? null }
      : null;
  }, [isOpen]);
  const onClosed = useCallback(() => {
    const { target, container } = saved.current ?? { target: null, container: null };
    saved.current = null;
    const next = target?.isConnected ? target : container?.isConnected ? container : null;
    next?.focus({ preventScroll: true });
  }, []);
  return useMemo(() => ({ shouldReturnFocusOnClose: false, onClosed }), [onClosed]);
}
