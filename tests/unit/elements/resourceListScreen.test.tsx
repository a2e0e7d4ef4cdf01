import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberResource } from '../../../src/contract/resources/member';
import { ElementHostContext } from '../../../src/elements/kit/element/elementEvents';
import { ResourceListScreen } from '../../../src/elements/kit/screen/ResourceListScreen';
import { createKitHarness, withCore } from './elementTestHarness';

const rows = [
  { id: 'm1', account: 'li.lei', name: '李雷', appRole: 'dispatcher', status: 'enabled' },
  { id: 'm2', account: 'han.mei', name: '韩梅', appRole: 'member', status: 'disabled' },
];

async function renderScreen(codes: string[]) {
  const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
  harness.root.permission.setPermCodeList(codes);
  harness.http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path === '/localuser/page') return { records: rows, total: 2 };
    if (endpoint.path === '/localuser/delete') return { deleted: 1 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  const host = document.createElement('div');
  const deleted = vi.fn();
  host.addEventListener('dc-deleted', deleted);
  await act(async () => {
    render(
      withCore(
        harness.core,
        <ElementHostContext.Provider value={host}>
          <ResourceListScreen resource={memberResource} columns={['account', 'name', 'appRole', 'status']} />
        </ElementHostContext.Provider>,
      ),
    );
  });
  return { harness, deleted };
}

/** jsdom lays nothing out; Table2 draws the columns that fit its viewport, so give it a wide one. */
function wideViewport() {
  const saved = {
    width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 2000 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  return () => {
    if (saved.width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved.width);
    if (saved.height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.height);
  };
}

describe('ResourceListScreen', () => {
  let restoreViewport: () => void;
  beforeAll(() => {
    restoreViewport = wideViewport();
  });
  afterAll(() => restoreViewport());
  afterEach(cleanup);

  it('composes the declaration: default sort, translated enum values, total', async () => {
    const { harness } = await renderScreen(['localuser:search']);
    expect(harness.http.call.mock.calls[0][1]).toEqual({
      pageNum: 1,
      pageSize: 20,
      sort: 'account',
      order: 'asc',
    });
    expect(screen.getAllByText('调度员').length).toBeGreaterThan(0);
    expect(screen.getByTestId('grid-total').textContent).toBe('共 2 条');
  });

  it('Search with unchanged filters asks the server again (to see what is new); new filters ask once', async () => {
    const { harness } = await renderScreen(['localuser:search']);
    const pageCalls = () =>
      harness.http.call.mock.calls.filter(
        ([endpoint]) => (endpoint as { path: string }).path === '/localuser/page',
      );
    expect(pageCalls()).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    });
    expect(pageCalls()).toHaveLength(2);
    expect(pageCalls()[1][1]).toEqual(pageCalls()[0][1]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('关键字'), { target: { value: 'li' } });
      fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    });
    expect(pageCalls()).toHaveLength(3);
    expect(pageCalls()[2][1]).toMatchObject({ pageNum: 1, keyword: 'li' });
  });

  it('hides add, import, edit and delete from a session that only holds localuser:search', async () => {
    await renderScreen(['localuser:search']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('with localuser:delete asks first, naming the row, then deletes and emits dc-deleted', async () => {
    const { harness, deleted } = await renderScreen([
      'localuser:search',
      'localuser:delete',
      'localuser:add',
    ]);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]));
    // Named by its question and described by its warning (axe: a dialog needs an accessible name).
    const dialog = screen.getByRole('alertdialog', { name: '确定删除“li.lei”吗？' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/./);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '删除' })));
    expect(harness.http.call).toHaveBeenCalledWith(memberResource.endpoints.delete, { ids: ['m1'] }, {});
    expect((deleted.mock.calls[0][0] as CustomEvent).detail).toEqual({ resource: 'localuser', ids: ['m1'] });
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { harness } = await renderScreen(['localuser:search', 'localuser:delete']);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '取消' })),
    );
    expect(harness.http.call.mock.calls.some(([endpoint]) => endpoint.path === '/localuser/delete')).toBe(
      false,
    );
  });
});
