// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeptNode } from '../../../../src/contract/resources/dept';
import {
  ancestorIds,
  dropPositionAt,
  filterRows,
  indexTree,
  nextSortOrder,
  pathName,
  planMove,
  visibleRows,
} from '../../../../src/elements/kit/org/deptTreeModel';

function dept(id: string, sortOrder: number, children: DeptNode[] = []): DeptNode {
  return {
    id,
    name: id.toUpperCase(),
    parentId: null,
    sortOrder,
    managerId: null,
    description: '',
    memberCount: 0,
    totalMemberCount: 0,
    children,
  };
}

/** hq ─ ops ─ east, west; hq ─ sales; lab (a second top-level department). */
function sample() {
  const roots = [
    dept('hq', 10, [dept('ops', 10, [dept('east', 10), dept('west', 20)]), dept('sales', 20)]),
    dept('lab', 20),
  ];
  return { roots, index: indexTree(roots) };
}

describe('department tree model', () => {
  it('shows a node’s children only while it is expanded, depth by depth', () => {
    const { roots } = sample();
    expect(visibleRows(roots, new Set()).map((row) => row.node.id)).toEqual(['hq', 'lab']);
    const rows = visibleRows(roots, new Set(['hq', 'ops']));
    expect(rows.map((row) => `${row.node.id}@${row.depth}`)).toEqual([
      'hq@0',
      'ops@1',
      'east@2',
      'west@2',
      'sales@1',
      'lab@0',
    ]);
    expect(rows[0]).toMatchObject({ hasChildren: true, expanded: true });
  });

  it('names a department with its ancestors and finds them without recursion', () => {
    const { index } = sample();
    expect(ancestorIds(index, 'west')).toEqual(['hq', 'ops']);
    expect(pathName(index, 'west')).toBe('HQ / OPS / WEST');
    const chain: DeptNode[] = [];
    let node = dept('d0', 0);
    const top = node;
    for (let depth = 1; depth < 500; depth++) {
      const child = dept(`d${depth}`, 0);
      node.children.push(child);
      node = child;
    }
    chain.push(top);
    const deep = indexTree(chain);
    expect(ancestorIds(deep, 'd499')).toHaveLength(499);
  });

  it('a search keeps matching departments with their ancestors, opened to show them', () => {
    const { roots, index } = sample();
    expect(filterRows(roots, index, 'wes', new Set()).map((row) => row.node.id)).toEqual([
      'hq',
      'ops',
      'west',
    ]);
    expect(filterRows(roots, index, '  ', new Set()).map((row) => row.node.id)).toEqual(['hq', 'lab']);
  });

  it('the top quarter of a row drops before it, the bottom quarter after it, the middle inside it', () => {
    expect(dropPositionAt(2, 30)).toBe('before');
    expect(dropPositionAt(15, 30)).toBe('inside');
    expect(dropPositionAt(28, 30)).toBe('after');
  });

  it('a department cannot be dropped on itself or below itself', () => {
    const { roots, index } = sample();
    expect(planMove(roots, index, 'ops', 'ops', 'inside')).toEqual({ ok: false, reason: 'self' });
    expect(planMove(roots, index, 'hq', 'east', 'inside')).toEqual({ ok: false, reason: 'descendant' });
    expect(planMove(roots, index, 'hq', 'west', 'before')).toEqual({ ok: false, reason: 'descendant' });
    expect(planMove(roots, index, 'ops', 'nowhere', 'inside')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('dropped inside a department it becomes its last child', () => {
    const { roots, index } = sample();
    const plan = planMove(roots, index, 'sales', 'ops', 'inside');
    expect(plan).toEqual({
      ok: true,
      parentId: 'ops',
      updates: [{ id: 'sales', parentId: 'ops', sortOrder: 30 }],
      order: ['east', 'west', 'sales'],
    });
  });

  it('dropped before or after a department it joins that one’s siblings there, renumbered in steps of 10', () => {
    const { roots, index } = sample();
    const before = planMove(roots, index, 'west', 'east', 'before');
    expect(before).toEqual({
      ok: true,
      parentId: 'ops',
      updates: [
        { id: 'west', parentId: 'ops', sortOrder: 10 },
        { id: 'east', parentId: 'ops', sortOrder: 20 },
      ],
      order: ['west', 'east'],
    });
    const toTop = planMove(roots, index, 'east', 'lab', 'after');
    expect(toTop).toEqual({
      ok: true,
      parentId: null,
      updates: [{ id: 'east', parentId: null, sortOrder: 30 }],
      order: ['hq', 'lab', 'east'],
    });
  });

  it('a drop that changes nothing plans nothing', () => {
    const { roots, index } = sample();
    expect(planMove(roots, index, 'east', 'west', 'before')).toEqual({ ok: false, reason: 'unchanged' });
  });

  it('a new department goes one step after the last sibling', () => {
    expect(nextSortOrder([dept('a', 10), dept('b', 35)])).toBe(45);
    expect(nextSortOrder([])).toBe(10);
  });
});
