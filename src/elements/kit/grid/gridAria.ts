import type { GridCell } from './gridKeyboard';

/**
 * Blueprint's Table2 draws a grid of absolutely placed `div`s with no rows and no roles, its header twice
 * (the main quadrant's, scrolled under the top quadrant's copy that people see) and only the rows in view.
 * This gives it the ARIA grid pattern after each drawing: the visible header's cells become column headers
 * and the main quadrant's cells grid cells, each with an id; an empty element beside the table (`proxy`)
 * takes the role `grid` with one `row` per drawn row that owns its cells (`aria-owns`), so the rows and
 * their indices across pages exist for assistive technology without changing Blueprint's layout. The
 * hidden header copy leaves the accessibility tree. One cell (or the control inside it) is the grid's tab
 * stop (roving tabindex).
 */
export interface GridAriaModel {
  /** Unique per grid on the page: the prefix of the cells' ids. */
  idPrefix: string;
  /** Rows before this page (page 2 of 20: 20). */
  rowOffset: number;
  /** Rows across all pages. */
  total: number;
  cols: number;
  /** `aria-sort` of a sortable column; undefined for a column that does not sort. */
  sortOf(col: number): 'ascending' | 'descending' | 'none' | undefined;
  /** The cell that holds the grid's tab stop. */
  focus: GridCell;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';
const CELL_CLASS = /(?:^|\s)bp6-table-cell-(row|col)-(\d+)(?=\s|$)/g;

/** Row and column of a Blueprint cell from its `bp6-table-cell-row-<n>`/`-col-<n>` classes. */
export function cellPosition(element: Element): { row?: number; col?: number } {
  const position: { row?: number; col?: number } = {};
  for (const match of element.className.toString().matchAll(CELL_CLASS))
    position[match[1] as 'row' | 'col'] = Number(match[2]);
  return position;
}

const cellId = (prefix: string, row: number, col: number) => `${prefix}-${row < 0 ? 'h' : row}-${col}`;

/** The header cells people see: the top quadrant's copy where Blueprint drew one, else the main one. */
function headerCells(table: Element): { shown: HTMLElement[]; hidden: Element[] } {
  const top = table.querySelectorAll<HTMLElement>('.bp6-table-quadrant-top .bp6-table-header');
  const main = table.querySelectorAll<HTMLElement>('.bp6-table-quadrant-main .bp6-table-header');
  const shown = top.length > 0 ? [...top] : [...main];
  const hidden = [...table.querySelectorAll('.bp6-table-top-container')].filter(
    (container) => !shown.some((cell) => container.contains(cell)),
  );
  return { shown, hidden };
}

/** Takes a subtree out of the tab order (its tab stops would otherwise add to the grid's one). */
function untab(root: Element) {
  if (root.matches(FOCUSABLE) && root.getAttribute('tabindex') !== '-1') root.setAttribute('tabindex', '-1');
  for (const element of root.querySelectorAll(FOCUSABLE))
    if (element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
}

function setAttr(element: Element, name: string, value: string | undefined) {
  if (value === undefined) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The element a cell's focus goes to: its first control, or the cell itself. */
export function focusTarget(cell: HTMLElement): HTMLElement {
  return (
    cell.querySelector<HTMLElement>(
      'button:not(:disabled), a[href], input:not(:disabled), select, textarea',
    ) ?? cell
  );
}

/** The cells drawn now, by row (-1: header) and column. */
export function drawnCells(table: Element): Map<number, Map<number, HTMLElement>> {
  const rows = new Map<number, Map<number, HTMLElement>>();
  const put = (row: number, col: number, cell: HTMLElement) => {
    const cells = rows.get(row) ?? new Map<number, HTMLElement>();
    rows.set(row, cells);
    cells.set(col, cell);
  };
  for (const cell of headerCells(table).shown) {
    const { col } = cellPosition(cell);
    if (col !== undefined) put(-1, col, cell);
  }
  for (const cell of table.querySelectorAll<HTMLElement>('.bp6-table-quadrant-main .bp6-table-cell')) {
    const { row, col } = cellPosition(cell);
    if (row !== undefined && col !== undefined) put(row, col, cell);
  }
  return rows;
}

/** The drawn cell closest to `cell` (the wanted one may be scrolled out of Blueprint's drawing). */
function nearestCell(cells: Map<number, Map<number, HTMLElement>>, cell: GridCell): HTMLElement | undefined {
  const exact = cells.get(cell.row)?.get(cell.col);
  if (exact) return exact;
  const rows = [...cells.keys()].sort((a, b) => Math.abs(a - cell.row) - Math.abs(b - cell.row));
  for (const row of rows) {
    const inRow = cells.get(row);
    const cols = [...(inRow?.keys() ?? [])].sort((a, b) => Math.abs(a - cell.col) - Math.abs(b - cell.col));
    if (cols.length > 0) return inRow?.get(cols[0]);
  }
  return undefined;
}

/** Applies the grid pattern to the table drawn in `table`, with the rows in `proxy`; returns the tab stop. */
export function decorateGrid(
  table: Element,
  proxy: HTMLElement,
  model: GridAriaModel,
): HTMLElement | undefined {
  const { idPrefix, rowOffset, total, cols } = model;
  setAttr(proxy, 'role', 'grid');
  setAttr(proxy, 'aria-rowcount', String(total + 1));
  setAttr(proxy, 'aria-colcount', String(cols));
  // Blueprint's own focusable container is not a second tab stop.
  const container = table.querySelector('.bp6-table-container');
  if (container) setAttr(container, 'tabindex', '-1');
  // Nor are its scrolling quadrants, which Chromium puts in the tab order when no descendant is in it.
  for (const scroller of table.querySelectorAll('.bp6-table-quadrant-scroll-container'))
    setAttr(scroller, 'tabindex', '-1');

  // Blueprint may draw the top quadrant's header after the main one's: the copy hidden can change.
  const { hidden } = headerCells(table);
  for (const container of table.querySelectorAll('.bp6-table-top-container')) {
    const copy = hidden.includes(container);
    setAttr(container, 'aria-hidden', copy ? 'true' : undefined);
    if (copy) untab(container);
  }
  const cells = drawnCells(table);
  const owned = new Map<number, string[]>();
  for (const [row, inRow] of cells) {
    const ids: string[] = [];
    for (const col of [...inRow.keys()].sort((a, b) => a - b)) {
      const cell = inRow.get(col) as HTMLElement;
      const id = cellId(idPrefix, row, col);
      setAttr(cell, 'id', id);
      setAttr(cell, 'role', row < 0 ? 'columnheader' : 'gridcell');
      setAttr(cell, 'aria-colindex', String(col + 1));
      if (row < 0) setAttr(cell, 'aria-sort', model.sortOf(col));
      // Every cell takes the focus (a click, the arrows); only the tab stop is in the tab order.
      setAttr(cell, 'tabindex', '-1');
      untab(cell);
      ids.push(id);
    }
    owned.set(row, ids);
  }

  // One proxy row per drawn row, in order: the header first (aria-rowindex 1), then the page's rows.
  const wanted = [...owned.keys()].sort((a, b) => a - b);
  const existing = new Map<number, HTMLElement>();
  for (const element of [...proxy.children] as HTMLElement[]) {
    const row = Number(element.dataset.row);
    if (wanted.includes(row) && !existing.has(row)) existing.set(row, element);
    else element.remove();
  }
  let previous: Element | null = null;
  for (const row of wanted) {
    let element = existing.get(row);
    if (!element) {
      element = document.createElement('div');
      element.dataset.row = String(row);
      setAttr(element, 'role', 'row');
    }
    setAttr(element, 'aria-rowindex', String(row < 0 ? 1 : rowOffset + row + 2));
    setAttr(element, 'aria-owns', owned.get(row)?.join(' '));
    const next: ChildNode | null = previous ? previous.nextSibling : proxy.firstChild;
    if (next !== element) proxy.insertBefore(element, next);
    previous = element;
  }

  const stopCell = nearestCell(cells, model.focus);
  if (!stopCell) return undefined;
  const stop = focusTarget(stopCell);
  setAttr(stop, 'tabindex', '0');
  return stop;
}
