import { describe, expect, it } from 'vitest';
import { type GridBounds, nextGridCell } from '../../../src/elements/kit/grid/gridKeyboard';

// 5 rows of data under the header row (-1), 4 columns, 2 rows in view.
const bounds: GridBounds = { rows: 5, cols: 4, pageStep: 2 };
const at = (row: number, col: number) => ({ row, col });

describe('the grid keyboard model: the cell the focus moves to', () => {
  it('the arrows move one cell and stop at the edges (the header row above the first row)', () => {
    expect(nextGridCell(at(0, 1), { key: 'ArrowDown' }, bounds)).toEqual(at(1, 1));
    expect(nextGridCell(at(0, 1), { key: 'ArrowUp' }, bounds)).toEqual(at(-1, 1));
    expect(nextGridCell(at(-1, 1), { key: 'ArrowUp' }, bounds)).toEqual(at(-1, 1));
    expect(nextGridCell(at(4, 1), { key: 'ArrowDown' }, bounds)).toEqual(at(4, 1));
    expect(nextGridCell(at(2, 0), { key: 'ArrowLeft' }, bounds)).toEqual(at(2, 0));
    expect(nextGridCell(at(2, 0), { key: 'ArrowRight' }, bounds)).toEqual(at(2, 1));
    expect(nextGridCell(at(2, 3), { key: 'ArrowRight' }, bounds)).toEqual(at(2, 3));
  });

  it('Home and End go to the row’s first and last cell; with Ctrl to the grid’s first and last', () => {
    expect(nextGridCell(at(2, 2), { key: 'Home' }, bounds)).toEqual(at(2, 0));
    expect(nextGridCell(at(2, 1), { key: 'End' }, bounds)).toEqual(at(2, 3));
    expect(nextGridCell(at(2, 2), { key: 'Home', ctrlKey: true }, bounds)).toEqual(at(-1, 0));
    expect(nextGridCell(at(2, 1), { key: 'End', ctrlKey: true }, bounds)).toEqual(at(4, 3));
    expect(nextGridCell(at(2, 1), { key: 'End', metaKey: true }, bounds)).toEqual(at(4, 3));
  });

  it('PageUp and PageDown move by the rows in view, within the rows of data', () => {
    expect(nextGridCell(at(0, 2), { key: 'PageDown' }, bounds)).toEqual(at(2, 2));
    expect(nextGridCell(at(3, 2), { key: 'PageDown' }, bounds)).toEqual(at(4, 2));
    expect(nextGridCell(at(3, 2), { key: 'PageUp' }, bounds)).toEqual(at(1, 2));
    expect(nextGridCell(at(1, 2), { key: 'PageUp' }, bounds)).toEqual(at(0, 2));
    // From the header, PageDown goes into the rows; PageUp stays.
    expect(nextGridCell(at(-1, 2), { key: 'PageDown' }, bounds)).toEqual(at(1, 2));
    expect(nextGridCell(at(-1, 2), { key: 'PageUp' }, bounds)).toEqual(at(-1, 2));
  });

  it('other keys are not moves; a grid with only its header keeps the focus there', () => {
    expect(nextGridCell(at(0, 0), { key: 'a' }, bounds)).toBeNull();
    expect(nextGridCell(at(0, 0), { key: 'Enter' }, bounds)).toBeNull();
    const headerOnly = { rows: 0, cols: 3, pageStep: 10 };
    expect(nextGridCell(at(-1, 1), { key: 'ArrowDown' }, headerOnly)).toEqual(at(-1, 1));
    expect(nextGridCell(at(-1, 1), { key: 'PageDown' }, headerOnly)).toEqual(at(-1, 1));
    expect(nextGridCell(at(0, 0), { key: 'ArrowDown' }, { rows: 3, cols: 0, pageStep: 1 })).toBeNull();
  });

  it('a cell out of the grid (rows gone after a reload) moves from the nearest one', () => {
    expect(nextGridCell(at(9, 7), { key: 'ArrowLeft' }, bounds)).toEqual(at(4, 2));
  });
});
