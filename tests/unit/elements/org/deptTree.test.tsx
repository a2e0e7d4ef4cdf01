import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeptNode } from '../../../../src/contract/resources/dept';
import { DeptTree } from '../../../../src/elements/dept-tree/DeptTree';
import { ElementHostContext } from '../../../../src/elements/kit/element/elementEvents';
import { createKitHarness, withCore } from '../elementTestHarness';

function node(id: string, name: string, children: DeptNode[] = [], sortOrder = 10): DeptNode {
  return {
    id,
    name,
    parentId: null,
    sortOrder,
    managerId: null,
    description: '',
    memberCount: 1,
    totalMemberCount: 1,
    children,
  };
}

async function renderTree(nodes: DeptNode[], codes: string[] = ['dept:search']) {
  const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
  harness.root.permission.setPermCodeList(codes);
  harness.http.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path === '/dept/tree') return { nodes, unassignedMemberCount: 2 };
    if (endpoint.path === '/localuser/page') return { records: [], total: 0 };
    throw new Error(`unexpected ${endpoint.path}`);
  });
  const host = document.createElement('div');
  const selected = vi.fn();
  host.addEventListener('dc-dept-select', selected);
  await act(async () => {
    render(
      withCore(
        harness.core,
        <ElementHostContext.Provider value={host}>
          <DeptTree />
        </ElementHostContext.Provider>,
      ),
    );
  });
  return { harness, selected };
}

describe('<dept-tree> screen', () => {
  afterEach(cleanup);

  it('choosing a department emits dc-dept-select with its id and name', async () => {
    const { selected } = await renderTree([node('hq', '总部', [node('ops', '运营部')])]);
    await act(async () => fireEvent.click(screen.getByText('运营部')));
    expect((selected.mock.calls[0][0] as CustomEvent).detail).toEqual({ id: 'ops', name: '运营部' });
    await act(async () => fireEvent.click(screen.getByText('全部部门')));
    expect((selected.mock.calls[1][0] as CustomEvent).detail).toEqual({ id: null, name: '' });
  });

  it('is keyboard usable: arrows move, Right opens, Enter chooses', async () => {
    const { selected } = await renderTree([
      node('hq', '总部', [node('ops', '运营部', [node('east', '东区')])]),
    ]);
    const tree = screen.getByRole('tree');
    await act(async () => fireEvent.keyDown(tree, { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(tree, { key: 'ArrowRight' }));
    expect(screen.getByText('东区')).toBeTruthy();
    await act(async () => fireEvent.keyDown(tree, { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(tree, { key: 'Enter' }));
    expect((selected.mock.calls[0][0] as CustomEvent).detail).toEqual({ id: 'east', name: '东区' });
    expect(tree.getAttribute('aria-activedescendant')).toBe('dc-dept-east');
  });

  it('draws only the rows in view of 500 departments', async () => {
    const many = Array.from({ length: 500 }, (_, index) => node(`d${index}`, `部门${index}`, [], index));
    await renderTree(many);
    const drawn = screen.getAllByRole('treeitem').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(40);
  });

  it('a session with only dept:search gets no add, edit, delete or dragging', async () => {
    await renderTree([node('hq', '总部')]);
    await act(async () => fireEvent.click(screen.getByText('总部')));
    expect(screen.queryByRole('button', { name: '新增顶级部门' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.getAllByRole('treeitem')[0].getAttribute('draggable')).toBeNull();
  });

  it('with dept:edit a drop inside another department moves it there in one call', async () => {
    const { harness } = await renderTree(
      [node('hq', '总部', [node('ops', '运营部')]), node('lab', '实验室', [], 20)],
      ['dept:search', 'dept:edit'],
    );
    const [hq, , lab] = screen.getAllByRole('treeitem');
    expect(lab.getAttribute('draggable')).toBe('true');
    const dataTransfer = { setData: vi.fn(), getData: () => 'lab', effectAllowed: '', dropEffect: '' };
    await act(async () => fireEvent.dragStart(lab, { dataTransfer }));
    await act(async () => fireEvent.dragOver(hq, { dataTransfer, clientY: 15 }));
    await act(async () => fireEvent.drop(hq, { dataTransfer, clientY: 15 }));
    // One call moves it and orders its new siblings (all or nothing); no piecemeal updates.
    const move = harness.http.call.mock.calls.find(([endpoint]) => endpoint.path === '/dept/move');
    expect(move?.[1]).toEqual({ id: 'lab', parentId: 'hq', order: ['ops', 'lab'] });
    expect(harness.http.call.mock.calls.some(([endpoint]) => endpoint.path === '/dept/update')).toBe(false);
  });
});
