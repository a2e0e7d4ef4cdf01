import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid, type GridColumn } from '../../../src/elements/kit/grid/DataGrid';
import { DataTable } from '../../../src/elements/kit/grid/DataTable';
import { type PageSource, useResourceList } from '../../../src/elements/kit/list/useResourceList';
import type { PageQuery } from '../../../src/elements/kit/resource/resourceClient';
import { createKitHarness, withCore } from './elementTestHarness';

interface Row {
  id: string;
  name: string;
}

const columns: GridColumn<Row>[] = [{ key: 'name', title: 'Name', sortable: true }];

function rowsFor(query: PageQuery): Row[] {
  return Array.from({ length: Math.min(query.pageSize, 3) }, (_, index) => ({
    id: `${query.pageNum}-${index}`,
    name: `member ${query.pageNum}-${index}`,
  }));
}

function Screen({
  source,
  filters = {},
  preset,
  onSelection,
  onRowOpen,
}: {
  source: PageSource<Row>;
  filters?: Record<string, unknown>;
  preset?: 'table' | 'grid';
  onSelection?: (keys: string[]) => void;
  onRowOpen?: (row: Row) => void;
}) {
  const list = useResourceList(source, filters, { preset });
  const Grid = preset === 'table' ? DataTable : DataGrid;
  return (
    <SelectionHolder onSelection={onSelection}>
      {(selected, setSelected) => (
        <Grid
          columns={columns}
          list={list}
          rowKey={(row: Row) => row.id}
          selectable
          selectedKeys={selected}
          onSelectionChange={setSelected}
          batchActions={(keys) => <button type="button">delete {keys.length}</button>}
          {...(onRowOpen ? { onRowOpen } : {})}
        />
      )}
    </SelectionHolder>
  );
}

import { type ReactElement, useState } from 'react';

function SelectionHolder({
  children,
  onSelection,
}: {
  children: (selected: string[], set: (keys: string[]) => void) => ReactElement;
  onSelection?: (keys: string[]) => void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  return children(selected, (keys) => {
    setSelected(keys);
    onSelection?.(keys);
  });
}

function pagedSource(total = 45) {
  const page = vi.fn(async (query: PageQuery) => ({ records: rowsFor(query), total }));
  return { page };
}

async function renderGrid(element: ReactElement) {
  const harness = createKitHarness();
  await act(async () => {
    render(withCore(harness.core, element));
  });
}

describe('DataGrid with useResourceList', () => {
  afterEach(cleanup);

  it('asks the server for pageNum 1 with the grid default of 20 and renders records and total', async () => {
    const source = pagedSource();
    await renderGrid(<Screen source={source} />);
    expect(source.page).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 }, expect.any(AbortSignal));
    expect(screen.getByText('member 1-0')).toBeTruthy();
    expect(screen.getByTestId('grid-total').textContent).toBe('共 45 条');
    expect(screen.getByTestId('grid-page').textContent).toBe('第 1 / 3 页');
    const sizes = within(screen.getByLabelText('每页条数')).getAllByRole('option');
    expect(sizes.map((option) => option.getAttribute('value'))).toEqual(['20', '50', '100', '500']);
  });

  it('the table preset pages by 10/50/80/100 with 10 by default', async () => {
    const source = pagedSource();
    await renderGrid(<Screen source={source} preset="table" />);
    expect(source.page).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10 }, expect.any(AbortSignal));
    const sizes = within(screen.getByLabelText('每页条数')).getAllByRole('option');
    expect(sizes.map((option) => option.getAttribute('value'))).toEqual(['10', '50', '80', '100']);
  });

  it('next page and page size go to the server as pageNum/pageSize', async () => {
    const source = pagedSource();
    await renderGrid(<Screen source={source} />);
    await act(async () => fireEvent.click(screen.getByLabelText('下一页')));
    expect(source.page).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 20 }, expect.any(AbortSignal));
    expect(screen.getByText('member 2-0')).toBeTruthy();
    await act(async () => fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } }));
    expect(source.page).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 50 }, expect.any(AbortSignal));
  });

  it('sorting a column cycles ascending, descending, none and starts again from page 1', async () => {
    const source = pagedSource();
    await renderGrid(<Screen source={source} />);
    await act(async () => fireEvent.click(screen.getByLabelText('下一页')));
    // Table2 draws its header in more than one quadrant: the first is the visible one.
    const sortButton = () => screen.getAllByRole('button', { name: /Name/ })[0];
    await act(async () => fireEvent.click(sortButton()));
    expect(source.page).toHaveBeenLastCalledWith(
      { pageNum: 1, pageSize: 20, sort: 'name', order: 'asc' },
      expect.any(AbortSignal),
    );
    expect(sortButton().dataset.sort).toBe('asc');
    await act(async () => fireEvent.click(sortButton()));
    expect(source.page.mock.lastCall?.[0]).toMatchObject({ sort: 'name', order: 'desc' });
    await act(async () => fireEvent.click(sortButton()));
    expect(source.page.mock.lastCall?.[0]).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('a filter change goes back to page 1 and sends only the filters that have a value', async () => {
    const source = pagedSource();
    const { rerender } = render(
      withCore(createKitHarness().core, <Screen source={source} filters={{ keyword: '' }} />),
    );
    await act(async () => {});
    await act(async () => fireEvent.click(screen.getByLabelText('下一页')));
    await act(async () => {
      rerender(
        withCore(createKitHarness().core, <Screen source={source} filters={{ keyword: 'li', deptId: '' }} />),
      );
    });
    expect(source.page).toHaveBeenLastCalledWith(
      { pageNum: 1, pageSize: 20, keyword: 'li' },
      expect.any(AbortSignal),
    );
  });

  it('selecting rows shows the batch actions with the selection', async () => {
    const onSelection = vi.fn();
    await renderGrid(<Screen source={pagedSource()} onSelection={onSelection} />);
    const rowBoxes = screen.getAllByLabelText('选择此行');
    await act(async () => fireEvent.click(rowBoxes[0]));
    await act(async () => fireEvent.click(rowBoxes[2]));
    expect(onSelection).toHaveBeenLastCalledWith(['1-0', '1-2']);
    expect(screen.getByRole('toolbar').textContent).toContain('已选择 2 项');
    expect(screen.getByText('delete 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByLabelText('选择本页全部行')[0]));
    expect(onSelection).toHaveBeenLastCalledWith(['1-0', '1-2', '1-1']);
  });

  it('shows the empty state when the server has no rows', async () => {
    await renderGrid(<Screen source={{ page: async () => ({ records: [], total: 0 }) }} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows the loading state while the first page is on its way', async () => {
    await renderGrid(<Screen source={{ page: () => new Promise(() => {}) }} />);
    expect(document.querySelector('.dc-grid-state[aria-busy="true"]')).not.toBeNull();
  });

  it('shows the error with a retry that asks again', async () => {
    const page = vi
      .fn<PageSource<Row>['page']>()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValue({ records: [{ id: 'a', name: 'back again' }], total: 1 });
    await renderGrid(<Screen source={{ page }} />);
    expect(screen.getByText('数据加载失败')).toBeTruthy();
    expect(screen.getByText('网络异常')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(page).toHaveBeenCalledTimes(2);
    expect(screen.getByText('back again')).toBeTruthy();
  });

  it('a double-click on a row opens it; Enter opens the row of the cell focused (a click focuses it); a control in a cell keeps its clicks', async () => {
    const onRowOpen = vi.fn();
    await renderGrid(<Screen source={pagedSource()} onRowOpen={onRowOpen} />);
    await act(async () => fireEvent.doubleClick(screen.getByText('member 1-2')));
    expect(onRowOpen).toHaveBeenLastCalledWith({ id: '1-2', name: 'member 1-2' });
    // A click on a cell focuses it in a browser (a cell is focusable): jsdom's click does not, so focus it.
    const cell = screen.getByText('member 1-1').closest<HTMLElement>('[role="gridcell"]') as HTMLElement;
    await act(async () => cell.focus());
    await act(async () => fireEvent.keyDown(cell, { key: 'Enter' }));
    expect(onRowOpen).toHaveBeenLastCalledWith({ id: '1-1', name: 'member 1-1' });
    await act(async () => fireEvent.doubleClick(screen.getAllByLabelText('选择此行')[0]));
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it('a grid without onRowOpen has no row focus to outline', async () => {
    await renderGrid(<Screen source={pagedSource()} />);
    await act(async () => fireEvent.doubleClick(screen.getByText('member 1-2')));
    expect(document.querySelector('.bp6-table-focus-region')).toBeNull();
  });
});
