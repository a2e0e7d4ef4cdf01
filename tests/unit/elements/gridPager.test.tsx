import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GridPager, pageToGoTo } from '../../../src/elements/kit/grid/GridPager';
import { createKitHarness, withCore } from './elementTestHarness';

/** 5,000 calls × 20 rows per page = 250 pages (deep pages stay reachable). */
function renderPager(pageNum = 1, total = 5000) {
  const onChange = vi.fn();
  const view = render(
    withCore(
      createKitHarness().core,
      <GridPager pageNum={pageNum} pageSize={20} total={total} pageSizes={[20, 50]} onChange={onChange} />,
    ),
  );
  return { onChange, view };
}

const pageInput = () => screen.getByLabelText('跳转到第几页（1 至 250），按回车') as HTMLInputElement;

async function typePage(value: string) {
  await act(async () => {
    fireEvent.change(pageInput(), { target: { value } });
    fireEvent.keyDown(pageInput(), { key: 'Enter' });
  });
}

describe('grid pager', () => {
  afterEach(cleanup);

  it('a typed page number and Enter go straight to that page', async () => {
    const { onChange } = renderPager();
    await typePage('137');
    expect(onChange).toHaveBeenCalledWith(137);
    expect(screen.getByTestId('grid-page-message').textContent).toBe('');
  });

  it('typing alone does not move; only Enter does', async () => {
    const { onChange } = renderPager();
    await act(async () => fireEvent.change(pageInput(), { target: { value: '12' } }));
    await act(async () => fireEvent.keyDown(pageInput(), { key: 'Tab' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a page past the last goes to the last and says why', async () => {
    const { onChange } = renderPager();
    await typePage('5000');
    expect(onChange).toHaveBeenCalledWith(250);
    expect(pageInput().value).toBe('250');
    expect(screen.getByTestId('grid-page-message').textContent).toBe('共 250 页：已显示第 250 页');
  });

  it('a page below 1 goes to the first', async () => {
    const { onChange } = renderPager(40);
    await typePage('0');
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('text that is not a page number moves nowhere and asks for one', async () => {
    const { onChange } = renderPager();
    await typePage('abc');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('请输入 1 至 250 之间的页码');
  });

  it('first and last buttons jump to page 1 and the last page, and are disabled where they lead nowhere', async () => {
    const { onChange, view } = renderPager(7);
    await act(async () => fireEvent.click(screen.getByLabelText('末页')));
    expect(onChange).toHaveBeenLastCalledWith(250);
    await act(async () => fireEvent.click(screen.getByLabelText('首页')));
    expect(onChange).toHaveBeenLastCalledWith(1);
    view.unmount();
    renderPager(1);
    expect((screen.getByLabelText('首页') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('上一页') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('末页') as HTMLButtonElement).disabled).toBe(false);
  });

  it('the input follows the page shown when it changes elsewhere', async () => {
    const { view } = renderPager(3);
    expect(pageInput().value).toBe('3');
    view.rerender(
      withCore(
        createKitHarness().core,
        <GridPager pageNum={9} pageSize={20} total={5000} pageSizes={[20]} onChange={() => undefined} />,
      ),
    );
    expect(pageInput().value).toBe('9');
  });
});

describe('pageToGoTo', () => {
  it.each([
    ['5', 10, { page: 5, clamped: false }],
    [' 10 ', 10, { page: 10, clamped: false }],
    ['11', 10, { page: 10, clamped: true }],
    ['-3', 10, { page: 1, clamped: true }],
    ['2.5', 10, null],
    ['', 10, null],
  ] as const)('"%s" of %i pages → %o', (typed, pages, expected) => {
    expect(pageToGoTo(typed, pages)).toEqual(expected);
  });
});
