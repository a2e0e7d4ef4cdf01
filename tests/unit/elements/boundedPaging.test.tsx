import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid, type GridColumn } from '../../../src/elements/kit/grid/DataGrid';
import { useResourceList } from '../../../src/elements/kit/list/useResourceList';
import type { PageQuery } from '../../../src/elements/kit/resource/resourceClient';
import { createKitHarness, withCore } from './elementTestHarness';

/*
 * Record lists at ten million rows: a total past the server's bound shows as "100,000+" and pages on without
 * a count; the page beside the one shown is asked by the cursor the server gave (no offset to skip), the last
 * page as `last: true`, read backwards, and the pages before it as "from the end" by their cursors.
 */

interface Row {
  id: string;
  name: string;
}

const columns: GridColumn<Row>[] = [{ key: 'name', title: 'Name' }];

/** A server with more rows than its bound: each answer names its rows after the request. */
function uncountedSource() {
  const page = vi.fn(async (query: PageQuery) => {
    const where = query.last ? 'last' : typeof query.cursor === 'string' ? query.cursor : `p${query.pageNum}`;
    return {
      records: [{ id: where, name: `rows of ${where}` }],
      total: 100_000,
      totalExact: false,
      next: `after-${where}`,
      prev: `before-${where}`,
    };
  });
  return { page };
}

function Screen({ source }: { source: ReturnType<typeof uncountedSource> }) {
  const list = useResourceList(source, {});
  return <DataGrid columns={columns} list={list} rowKey={(row: Row) => row.id} />;
}

async function click(label: string) {
  await act(async () => fireEvent.click(screen.getByLabelText(label)));
}

describe('paging a list counted only up to a bound', () => {
  afterEach(cleanup);

  it('shows the bound as "more than", pages by cursor and reaches the last page without a count', async () => {
    const source = uncountedSource();
    const harness = createKitHarness();
    await act(async () => {
      render(withCore(harness.core, <Screen source={source} />));
    });
    expect(screen.getByTestId('grid-total').textContent).toBe('共 100,000+ 条');
    expect(screen.getByTestId('grid-page').textContent).toBe('第 1 / 5,000+ 页');

    // Next: the cursor after page 1's rows; the page number only names the page.
    await click('下一页');
    expect(source.page).toHaveBeenLastCalledWith(
      { pageNum: 2, pageSize: 20, cursor: 'after-p1' },
      expect.any(AbortSignal),
    );
    expect(screen.getByText('rows of after-p1')).toBeTruthy();

    // Last: read backwards from the end; the pager names it from the end and has nothing after it.
    await click('末页');
    expect(source.page).toHaveBeenLastCalledWith(
      { pageNum: 1, pageSize: 20, last: true },
      expect.any(AbortSignal),
    );
    expect(screen.getByTestId('grid-page').textContent).toBe('倒数第 1 页');
    expect((screen.getByLabelText('下一页') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('末页') as HTMLButtonElement).disabled).toBe(true);

    // Previous from the last page: the cursor before its rows.
    await click('上一页');
    expect(source.page).toHaveBeenLastCalledWith(
      { pageNum: 1, pageSize: 20, cursor: 'before-last' },
      expect.any(AbortSignal),
    );
    expect(screen.getByTestId('grid-page').textContent).toBe('倒数第 2 页');

    // First: page 1 by number, no cursor.
    await click('首页');
    expect(source.page).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 }, expect.any(AbortSignal));
    expect(screen.getByTestId('grid-page').textContent).toBe('第 1 / 5,000+ 页');
  });

  it('a typed page past the bound is asked by its number, not clamped to the counted pages', async () => {
    const source = uncountedSource();
    const harness = createKitHarness();
    await act(async () => {
      render(withCore(harness.core, <Screen source={source} />));
    });
    const input = screen.getByLabelText(/跳转到第几页/) as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { value: '12000' } });
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(source.page).toHaveBeenLastCalledWith({ pageNum: 12000, pageSize: 20 }, expect.any(AbortSignal));
  });
});
