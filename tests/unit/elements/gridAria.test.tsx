import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid, type GridColumn } from '../../../src/elements/kit/grid/DataGrid';
import { type PageSource, useResourceList } from '../../../src/elements/kit/list/useResourceList';
import type { PageQuery } from '../../../src/elements/kit/resource/resourceClient';
import { createKitHarness, withCore } from './elementTestHarness';

interface Row {
  id: string;
  name: string;
  city: string;
}

const columns: GridColumn<Row>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'city', title: 'City' },
];

function source(total = 45): PageSource<Row> {
  return {
    page: vi.fn(async (query: PageQuery) => ({
      records: Array.from({ length: 3 }, (_, index) => ({
        id: `${query.pageNum}-${index}`,
        name: `member ${query.pageNum}-${index}`,
        city: `city ${index}`,
      })),
      total,
    })),
  };
}

function Screen({ onRowOpen }: { onRowOpen?: (row: Row) => void }) {
  const list = useResourceList(useState(() => source())[0], {}, { preset: 'grid' });
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DataGrid
      columns={columns}
      list={list}
      rowKey={(row: Row) => row.id}
      selectable
      selectedKeys={selected}
      onSelectionChange={setSelected}
      rowActions={(row) => (
        <>
          <button type="button">edit {row.id}</button>
          <button type="button">delete {row.id}</button>
        </>
      )}
      {...(onRowOpen ? { onRowOpen } : {})}
    />
  );
}

async function renderGrid(element: ReactElement) {
  await act(async () => {
    render(withCore(createKitHarness().core, element));
  });
}

const grid = () => document.querySelector('[role="grid"]') as HTMLElement;
const rows = () => [...grid().querySelectorAll<HTMLElement>('[role="row"]')];
/** The cells a row owns, by the ids of its aria-owns, in order. */
const owned = (row: HTMLElement) =>
  (row.getAttribute('aria-owns') ?? '').split(' ').map((id) => document.getElementById(id) as HTMLElement);
/** Column headers assistive technology meets: Table2's hidden copy of the header is left out. */
const headers = () =>
  [...document.querySelectorAll<HTMLElement>('[role="columnheader"]')].filter(
    (cell) => !cell.closest('[aria-hidden="true"]'),
  );
const tabStops = () =>
  [
    ...document.querySelectorAll<HTMLElement>(
      '.dc-grid-body [tabindex="0"], .dc-grid-body button, .dc-grid-body input',
    ),
  ].filter((element) => element.tabIndex >= 0);
const key = async (name: string, init: Record<string, unknown> = {}) =>
  act(async () => {
    fireEvent.keyDown(document.activeElement as Element, { key: name, ...init });
  });

describe('DataGrid as an ARIA grid', () => {
  afterEach(cleanup);

  it('has a grid of rows with column headers and cells, counted across pages', async () => {
    await renderGrid(<Screen />);
    // 45 rows and the header row; the checkbox, two data columns and the actions.
    expect(grid().getAttribute('aria-rowcount')).toBe('46');
    expect(grid().getAttribute('aria-colcount')).toBe('4');
    expect(rows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);

    const header = owned(rows()[0]);
    expect(header.map((cell) => cell.getAttribute('role'))).toEqual(Array(4).fill('columnheader'));
    expect(header.map((cell) => cell.getAttribute('aria-colindex'))).toEqual(['1', '2', '3', '4']);
    expect(header[1].textContent).toContain('Name');
    expect(headers()).toHaveLength(4);

    const first = owned(rows()[1]);
    expect(first.map((cell) => cell.getAttribute('role'))).toEqual(Array(4).fill('gridcell'));
    expect(first.map((cell) => cell.textContent)).toEqual(['', 'member 1-0', 'city 0', 'edit 1-0delete 1-0']);
    expect(first[3].getAttribute('aria-colindex')).toBe('4');

    await act(async () => fireEvent.click(screen.getByLabelText('下一页')));
    // Page 2 of 20 rows: its first row is the 21st, after the header row.
    expect(rows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '22', '23', '24']);
    expect(owned(rows()[1])[1].textContent).toBe('member 2-0');
  });

  it('a sortable column header says its sort: none, ascending, descending, none again', async () => {
    await renderGrid(<Screen />);
    const nameHeader = () => headers()[1];
    expect(nameHeader().getAttribute('aria-sort')).toBe('none');
    expect(headers()[2].hasAttribute('aria-sort')).toBe(false);
    const sortButton = () => nameHeader().querySelector('button') as HTMLButtonElement;
    await act(async () => fireEvent.click(sortButton()));
    expect(nameHeader().getAttribute('aria-sort')).toBe('ascending');
    await act(async () => fireEvent.click(sortButton()));
    expect(nameHeader().getAttribute('aria-sort')).toBe('descending');
    await act(async () => fireEvent.click(sortButton()));
    expect(nameHeader().getAttribute('aria-sort')).toBe('none');
    expect(headers()[2].hasAttribute('aria-sort')).toBe(false);
  });

  it('is one tab stop; the arrows, Home and End move it from cell to cell and Enter opens the row', async () => {
    const onRowOpen = vi.fn();
    await renderGrid(<Screen onRowOpen={onRowOpen} />);
    // The tab stop starts on the first row's first cell: its checkbox.
    expect(tabStops()).toHaveLength(1);
    const start = tabStops()[0];
    expect(start.getAttribute('aria-label')).toBe('选择此行');
    await act(async () => start.focus());

    await key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('member 1-0');
    expect(document.activeElement?.getAttribute('role')).toBe('gridcell');
    await key('ArrowDown');
    expect(document.activeElement?.textContent).toBe('member 1-1');
    // The tab stop followed the focus: Tab leaves the grid and comes back to this cell.
    expect(tabStops()).toEqual([document.activeElement]);
    await key('Enter');
    expect(onRowOpen).toHaveBeenLastCalledWith({ id: '1-1', name: 'member 1-1', city: 'city 1' });

    // End: the row's actions, and the arrows go through its two buttons before stopping at the last cell.
    await key('End');
    expect(document.activeElement?.textContent).toBe('edit 1-1');
    await key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('delete 1-1');
    await key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('delete 1-1');
    // Enter on a control is the control's: the row does not open.
    await key('Enter');
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    await key('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('edit 1-1');
    await key('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('city 1');

    await key('Home');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('选择此行');
    await key('ArrowUp');
    await key('ArrowUp');
    // The header row: its checkbox selects the page.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('选择本页全部行');
    await key('End', { ctrlKey: true });
    expect(document.activeElement?.textContent).toBe('edit 1-2');
    await key('PageUp');
    expect(document.activeElement?.textContent).toBe('edit 1-0');
    expect(tabStops()).toEqual([document.activeElement]);
  });

  it('a click on a cell makes it the tab stop; a double-click on a row opens it', async () => {
    const onRowOpen = vi.fn();
    await renderGrid(<Screen onRowOpen={onRowOpen} />);
    const cell = screen.getByText('city 2').closest('[role="gridcell"]') as HTMLElement;
    await act(async () => cell.focus());
    expect(tabStops()).toEqual([cell]);
    await act(async () => fireEvent.doubleClick(screen.getByText('member 1-0')));
    expect(onRowOpen).toHaveBeenLastCalledWith({ id: '1-0', name: 'member 1-0', city: 'city 0' });
  });
});
