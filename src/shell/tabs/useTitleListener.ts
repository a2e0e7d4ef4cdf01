import { useCallback, useRef } from 'react';
import { useConsole } from '../app/ConsoleContext';

/**
 * A detail page's element says what it shows (`dc-title`, `{ title }`); its tab is named by it. Returns a ref
 * callback for each page's box that listens once per box.
 */
export function useTitleListener(): (node: HTMLElement | null, fullPath: string) => void {
  const { store } = useConsole();
  const listening = useRef(new WeakSet<HTMLElement>());
  return useCallback(
    (node, fullPath) => {
      if (!node || listening.current.has(node)) return;
      listening.current.add(node);
      node.addEventListener('dc-title', (event) => {
        const title = (event as CustomEvent<{ title?: unknown }>).detail?.title;
        if (typeof title === 'string' && title) store.tabs.setSubject(fullPath, title);
      });
    },
    [store],
  );
}
