import { createContext, useCallback, useContext } from 'react';

/** Every event an element emits is named `dc-<what>` (docs/architecture.md#elements). */
export type ElementEventName = `dc-${string}`;

/**
 * Dispatches `dc-<what>` from an element: a `CustomEvent` that bubbles and crosses shadow boundaries
 * (`composed`), so a page listening on the element, an ancestor or `document` receives it.
 */
function dispatchElementEvent<T>(target: EventTarget, name: ElementEventName, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }));
}

/** The custom element a React tree renders for; null outside an element (plain React use, tests). */
export const ElementHostContext = createContext<HTMLElement | null>(null);

export function useElementHost(): HTMLElement | null {
  return useContext(ElementHostContext);
}

export interface ElementEvents {
  /** Emits `dc-<what>` from the host element; does nothing outside an element. */
  emit<T>(name: ElementEventName, detail: T): void;
}

export function useElementEvents(): ElementEvents {
  const host = useElementHost();
  const emit = useCallback(
    <T>(name: ElementEventName, detail: T) => {
      if (host) dispatchElementEvent(host, name, detail);
    },
    [host],
  );
  return { emit };
}
