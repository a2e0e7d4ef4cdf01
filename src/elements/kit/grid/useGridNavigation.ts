import { Regions, type Table2 } from '@blueprintjs/table';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
} from 'react';
import { cellPosition, decorateGrid, drawnCells, focusTarget, type GridAriaModel } from './gridAria';
import { type GridCell, nextGridCell } from './gridKeyboard';

const CELL = '[role="gridcell"], [role="columnheader"]';
const CONTROL = 'button:not(:disabled), a[href], input:not(:disabled), select, textarea';
const DEFAULT_PAGE_STEP = 10;

export interface GridNavigationOptions<Row> {
  /** The element around the table and the proxy grid. */
  body: RefObject<HTMLDivElement | null>;
  proxy: RefObject<HTMLDivElement | null>;
  table: RefObject<Table2 | null>;
  rows: readonly Row[];
  model: Omit<GridAriaModel, 'focus'>;
  onRowOpen?(row: Row): void;
}

/** Where a cell of the grid is: its row (-1 for the header) and column. */
function positionOf(cell: Element): GridCell | null {
  const { row, col } = cellPosition(cell);
  if (col === undefined) return null;
  if (cell.getAttribute('role') === 'columnheader') return { row: -1, col };
  return row === undefined ? null : { row, col };
}

/**
 * A header cell focused out of view scrolled the header copy sideways on its own: the rows follow it, and
 * Blueprint keeps the two together from there.
 */
function followHeader(root: Element) {
  const top = root.querySelector('.bp6-table-quadrant-top .bp6-table-quadrant-scroll-container');
  const main = root.querySelector('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
  if (top && main && main.scrollLeft !== top.scrollLeft) main.scrollLeft = top.scrollLeft;
}

/**
 * The row of the table cell clicked; none when the click was a control's inside the cell (a Details button,
 * a checkbox).
 */
function ownRowIndex(target: EventTarget | null): number | undefined {
  if (!(target instanceof Element) || target.closest('button, a, input, label, select, textarea'))
    return undefined;
  const cell = target.closest('.bp6-table-cell');
  return cell ? cellPosition(cell).row : undefined;
}

/**
 * The grid's keyboard and ARIA: decorates each drawing of the table (gridAria), keeps one tab stop that
 * follows the focus (a click or the keys), moves it with the keys of gridKeyboard, opens a row with Enter on
 * a cell or a double-click (a control inside a cell keeps its own keys and clicks).
 */
export function useGridNavigation<Row>({
  body,
  proxy,
  table,
  rows,
  model,
  onRowOpen,
}: GridNavigationOptions<Row>) {
  const focus = useRef<GridCell>({ row: 0, col: 0 });
  // Moved to a row not drawn yet: focused once Blueprint has scrolled to it and drawn it.
  const pending = useRef(false);
  const shownRows = useRef(rows);
  if (shownRows.current !== rows) {
    // A new page starts on its first row.
    shownRows.current = rows;
    focus.current = { row: 0, col: focus.current.col };
  }
  const current = useRef(model);
  current.current = model;

  const decorate = () => {
    const root = body.current;
    const grid = proxy.current;
    if (!root || !grid) return;
    decorateGrid(root, grid, { ...current.current, focus: focus.current });
    if (!pending.current) return;
    const wanted = drawnCells(root).get(focus.current.row)?.get(focus.current.col);
    if (wanted) {
      pending.current = false;
      focusTarget(wanted).focus();
    }
  };
  // Every render may have redrawn cells; Blueprint also draws on its own (scrolling, measuring).
  useLayoutEffect(decorate);
  useLayoutEffect(() => {
    const root = body.current;
    if (!root) return;
    const observer = new MutationObserver(decorate);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  });

  const moveTo = (cell: GridCell) => {
    focus.current = cell;
    const root = body.current;
    const drawn = root ? drawnCells(root).get(cell.row)?.get(cell.col) : undefined;
    decorate();
    if (drawn) {
      focusTarget(drawn).focus();
      if (cell.row < 0 && root) followHeader(root);
    } else {
      pending.current = true;
      table.current?.scrollToRegion(Regions.cell(Math.max(cell.row, 0), cell.col));
    }
  };

  const pageStep = () => {
    const root = body.current;
    const scroller = root?.querySelector('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
    const cell = root?.querySelector<HTMLElement>('.bp6-table-quadrant-main .bp6-table-cell');
    if (!scroller || !cell || cell.offsetHeight === 0) return DEFAULT_PAGE_STEP;
    return Math.max(1, Math.floor(scroller.clientHeight / cell.offsetHeight) - 1);
  };

  return {
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      const cell = target.closest(CELL);
      const at = cell ? positionOf(cell) : null;
      if (!cell || !at) return;
      // Several controls in one cell (a row's actions): the arrows go through them before leaving it.
      if (target !== cell && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        const controls = [...cell.querySelectorAll<HTMLElement>(CONTROL)];
        const next = controls[controls.indexOf(target) + (event.key === 'ArrowRight' ? 1 : -1)];
        if (next) {
          event.preventDefault();
          next.focus();
          return;
        }
      }
      if (event.key === 'Enter') {
        if (target !== cell || at.row < 0 || !onRowOpen) return;
        const row = rows[at.row];
        if (row === undefined) return;
        event.preventDefault();
        onRowOpen(row);
        return;
      }
      const next = nextGridCell(at, event, { rows: rows.length, cols: model.cols, pageStep: pageStep() });
      if (!next) return;
      event.preventDefault();
      // At an edge the focus stays where it is (on the second of a cell's controls too).
      if (next.row !== at.row || next.col !== at.col) moveTo(next);
    },
    // A click or any focus inside a cell makes that cell the grid's tab stop.
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      const cell = (event.target as Element).closest(CELL);
      const at = cell ? positionOf(cell) : null;
      if (!at || (at.row === focus.current.row && at.col === focus.current.col)) return;
      focus.current = at;
      decorate();
    },
    onDoubleClick: (event: MouseEvent<HTMLDivElement>) => {
      const index = ownRowIndex(event.target);
      const row = index === undefined ? undefined : rows[index];
      if (row !== undefined) onRowOpen?.(row);
    },
  };
}
