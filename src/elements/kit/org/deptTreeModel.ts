import { DEPT_SORT_STEP, type DeptNode } from '../../../contract/resources/dept';

/** One visible line of the tree: the flat rendering that keeps 500 departments responsive. */
export interface TreeRow {
  node: DeptNode;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** Every node by id, with its parent's id (null at the top). */
export interface TreeIndex {
  byId: Map<string, DeptNode>;
  parentOf: Map<string, string | null>;
}

/** Walks the tree without recursion (a 500-level chain must not exhaust the stack). */
export function indexTree(roots: readonly DeptNode[]): TreeIndex {
  const byId = new Map<string, DeptNode>();
  const parentOf = new Map<string, string | null>();
  const stack: [DeptNode, string | null][] = roots.map((node) => [node, null]);
  while (stack.length) {
    const [node, parent] = stack.pop()!;
    byId.set(node.id, node);
    parentOf.set(node.id, parent);
    for (const child of node.children) stack.push([child, node.id]);
  }
  return { byId, parentOf };
}

/** The rows shown: a node's children follow it only while it is expanded. */
export function visibleRows(roots: readonly DeptNode[], expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const stack: [DeptNode, number][] = [...roots].reverse().map((node) => [node, 0]);
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const open = expanded.has(node.id);
    rows.push({ node, depth, hasChildren: node.children.length > 0, expanded: open });
    if (open) for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1]);
  }
  return rows;
}

/** Ids from the top of the tree down to the node's parent. */
export function ancestorIds(index: TreeIndex, id: string): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  let current = index.parentOf.get(id) ?? null;
  while (current && !seen.has(current)) {
    seen.add(current);
    path.unshift(current);
    current = index.parentOf.get(current) ?? null;
  }
  return path;
}

/** "Head office / Sales / East": a department named with its ancestors. */
export function pathName(index: TreeIndex, id: string, separator = ' / '): string {
  const node = index.byId.get(id);
  if (!node) return '';
  return [...ancestorIds(index, id).map((ancestor) => index.byId.get(ancestor)?.name ?? ''), node.name].join(
    separator,
  );
}

/**
 * Rows whose name contains the text (case-insensitive), each with its ancestors so it is shown in
 * place; an empty text keeps the tree as expanded.
 */
export function filterRows(
  roots: readonly DeptNode[],
  index: TreeIndex,
  text: string,
  expanded: ReadonlySet<string>,
): TreeRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return visibleRows(roots, expanded);
  const keep = new Set<string>();
  for (const node of index.byId.values()) {
    if (!node.name.toLowerCase().includes(needle)) continue;
    keep.add(node.id);
    for (const ancestor of ancestorIds(index, node.id)) keep.add(ancestor);
  }
  const open = new Set([...keep].filter((id) => (index.byId.get(id)?.children.length ?? 0) > 0));
  return visibleRows(roots, open).filter((row) => keep.has(row.node.id));
}

/** Where a dragged department lands relative to the one under the pointer. */
export type DropPosition = 'before' | 'inside' | 'after';

/** The top quarter of a row drops before it, the bottom quarter after it, the middle inside it. */
export function dropPositionAt(offsetY: number, rowHeight: number): DropPosition {
  if (offsetY < rowHeight / 4) return 'before';
  if (offsetY > (rowHeight * 3) / 4) return 'after';
  return 'inside';
}

/** One department's new place; only departments whose parent or sort order change are listed. */
interface DeptPlacement {
  id: string;
  parentId: string | null;
  sortOrder: number;
}

export type MovePlan =
  | { ok: true; parentId: string | null; updates: DeptPlacement[]; order: string[] }
  | { ok: false; reason: 'self' | 'descendant' | 'unknown' | 'unchanged' };

/** Sort orders of siblings after a move: steps of 10 (the server's), so a later insert fits between two. */
const SORT_STEP = DEPT_SORT_STEP;

/**
 * The move rules of the department tree: a department cannot be dropped on itself or below itself;
 * dropped inside a department it becomes its last child; dropped before or after one it joins that
 * one's siblings at that place, and the siblings are renumbered (in steps of 10) in their new order.
 */
export function planMove(
  roots: readonly DeptNode[],
  index: TreeIndex,
  draggedId: string,
  targetId: string,
  position: DropPosition,
): MovePlan {
  const dragged = index.byId.get(draggedId);
  const target = index.byId.get(targetId);
  if (!dragged || !target) return { ok: false, reason: 'unknown' };
  if (draggedId === targetId) return { ok: false, reason: 'self' };
  const parentId = position === 'inside' ? targetId : (index.parentOf.get(targetId) ?? null);
  if (parentId !== null && (parentId === draggedId || ancestorIds(index, parentId).includes(draggedId)))
    return { ok: false, reason: 'descendant' };

  const siblings = (parentId === null ? roots : index.byId.get(parentId)!.children).filter(
    (node) => node.id !== draggedId,
  );
  let at = siblings.length;
  if (position !== 'inside') {
    at = siblings.findIndex((node) => node.id === targetId) + (position === 'after' ? 1 : 0);
  }
  const ordered = [...siblings.slice(0, at), dragged, ...siblings.slice(at)];
  const oldParent = index.parentOf.get(draggedId) ?? null;
  const updates: DeptPlacement[] = [];
  ordered.forEach((node, position) => {
    const sortOrder = (position + 1) * SORT_STEP;
    const moved = node.id === draggedId && oldParent !== parentId;
    if (moved || node.sortOrder !== sortOrder) updates.push({ id: node.id, parentId, sortOrder });
  });
  if (updates.length === 0) return { ok: false, reason: 'unchanged' };
  return { ok: true, parentId, updates, order: ordered.map((node) => node.id) };
}

/** The sort order of a new last child: one step after the current last. */
export function nextSortOrder(siblings: readonly DeptNode[]): number {
  return siblings.reduce((max, node) => Math.max(max, node.sortOrder), 0) + SORT_STEP;
}
