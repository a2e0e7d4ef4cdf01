import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Remembers the document's scroll position per kept page and puts it back when the page shows again
 * (docs/behaviour.md#screens-and-routes multi-tab: switching back keeps scroll). The pages share the document's scroll, so a hidden
 * page would otherwise come back at whatever position the last page left. A page seen for the first
 * time starts at the top.
 */
export function usePageScroll(currentKey: string, keptKeys: ReadonlySet<string>): void {
  const positions = useRef(new Map<string, number>());
  // The page the document's scroll belongs to right now: set after the commit that shows it, so a
  // scroll event the browser fires while the old page hides is not booked to the old page.
  const shown = useRef(currentKey);

  useEffect(() => {
    const record = () => positions.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    if (shown.current === currentKey) return;
    shown.current = currentKey;
    window.scrollTo(0, positions.current.get(currentKey) ?? 0);
  }, [currentKey]);

  // A closed tab's page is gone: opened again, it starts at the top.
  useEffect(() => {
    for (const key of [...positions.current.keys()]) {
      if (!keptKeys.has(key)) positions.current.delete(key);
    }
  });
}
