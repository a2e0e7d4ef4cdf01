import { type RefObject, useEffect } from 'react';

/**
 * The tab list scrolls sideways with its scrollbar hidden. This keeps the active tab in view when it changes
 * (a page opened from the menu was added past the right edge and stayed hidden there), and lets a mouse wheel
 * scroll the list sideways, the only way to reach tabs off the edge without a touchpad.
 */
export function useTabListScrolling(list: RefObject<HTMLElement | null>, activeIndex: number) {
  useEffect(() => {
    const element = list.current;
    const active = activeIndex >= 0 ? (element?.children[activeIndex] as HTMLElement | undefined) : undefined;
    if (!element || !active) return;
    const start =
      active.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    const end = start + active.getBoundingClientRect().width;
    if (start < element.scrollLeft) element.scrollLeft = start;
    else if (end > element.scrollLeft + element.clientWidth) element.scrollLeft = end - element.clientWidth;
  }, [list, activeIndex]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      if (element.scrollWidth <= element.clientWidth) return;
      element.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [list]);
}
