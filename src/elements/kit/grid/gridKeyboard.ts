/**
 * The grid's keyboard model (the ARIA grid pattern): one Tab stop, the arrows, Home/End and PageUp/PageDown
 * move the focus from cell to cell. Rows are counted from -1, the header row; 0 is the page's first row.
 */
export interface GridCell {
  row: number;
  col: number;
}

export interface GridBounds {
  /** Rows on the page, header not counted. */
  rows: number;
  cols: number;
  /** Rows PageUp/PageDown move by (the rows in view). */
  pageStep: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The cell the focus moves to for a key, or null when the key is not a move (or there is nothing to move in). */
export function nextGridCell(
  current: GridCell,
  { key, ctrlKey, metaKey }: GridKey,
  bounds: GridBounds,
): GridCell | null {
  if (bounds.cols <= 0) return null;
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  const row = clamp(current.row, -1, lastRow);
  const col = clamp(current.col, 0, lastCol);
  const whole = ctrlKey || metaKey;
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(row - 1, -1), col };
    case 'ArrowDown':
      return { row: Math.min(row + 1, lastRow), col };
    case 'ArrowLeft':
      return { row, col: Math.max(col - 1, 0) };
    case 'ArrowRight':
      return { row, col: Math.min(col + 1, lastCol) };
    case 'Home':
      return whole ? { row: -1, col: 0 } : { row, col: 0 };
    case 'End':
      return whole ? { row: lastRow, col: lastCol } : { row, col: lastCol };
    case 'PageUp':
      // The header row is reached by the arrows; PageUp stops at the first row of data.
      return { row: row <= 0 ? row : Math.max(row - bounds.pageStep, 0), col };
    case 'PageDown':
      return { row: clamp(row + bounds.pageStep, Math.min(0, lastRow), lastRow), col };
    default:
      return null;
  }
}
