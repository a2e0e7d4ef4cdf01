import { type RefObject, useLayoutEffect, useState } from 'react';
import type { GridColumn } from './gridBody';

/** Blueprint's table cell padding (left + right) around the actions. */
const ACTIONS_CELL_PADDING = 24;

/**
 * The actions column's width: at least `fallback`, wider when the widest rendered actions need more in the
 * current language ("Play group in sequence" is wider than 按顺序播放群组), so no button is clipped. Table2
 * draws its cells after measuring itself: the cells are measured whenever they change.
 */
export function useFittedActionsWidth(grid: RefObject<HTMLDivElement | null>, fallback: number): number {
  const [fitted, setFitted] = useState(0);
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const measure = () => {
      const actions = root.querySelectorAll<HTMLElement>('.dc-row-actions');
      let widest = 0;
      // scrollWidth too: buttons that overflow a cell sized for another language's words still count.
      for (const element of actions)
        widest = Math.max(widest, element.getBoundingClientRect().width, element.scrollWidth);
      if (widest > 0) setFitted(Math.ceil(widest) + ACTIONS_CELL_PADDING);
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [grid]);
  return Math.max(fitted, fallback);
}

/**
 * Widths of the columns whose header title does not fit its declared width in the current language
 * ("Duration (s)" in 70 px showed "Du…", 时长（秒） "时…"): the declared width plus what the title overflows.
 * Keyed by column and title, so a change of language measures again from the declared width.
 */
export function useFittedHeaderWidths<Row>(
  grid: RefObject<HTMLDivElement | null>,
  columns: readonly GridColumn<Row>[],
): Record<string, number> {
  const [fitted, setFitted] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const root = grid.current;
    if (!root) return;
    const measure = () => {
      const grown: Record<string, number> = {};
      for (const name of root.querySelectorAll<HTMLElement>('[data-column]')) {
        const overflow = name.scrollWidth - name.clientWidth;
        const cell = name.closest<HTMLElement>('.bp6-table-header');
        const key = name.dataset.column;
        if (overflow > 0 && cell && key)
          grown[key] = Math.ceil(cell.getBoundingClientRect().width + overflow) + 1;
      }
      if (Object.keys(grown).length === 0) return;
      setFitted((current) => {
        let next = current;
        for (const column of columns) {
          const id = `${column.key}:${column.title}`;
          const width = grown[column.key];
          if (width !== undefined && width > (current[id] ?? 0)) next = { ...next, [id]: width };
        }
        return next;
      });
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [grid, columns]);
  const byKey: Record<string, number> = {};
  for (const column of columns) {
    const width = fitted[`${column.key}:${column.title}`];
    if (width !== undefined) byKey[column.key] = width;
  }
  return byKey;
}
