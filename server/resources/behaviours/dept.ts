import { type DeptNode, deptTree } from '../../../src/contract/resources';
import { handle } from '../../handlers/handler';
import { type ResourceBehaviour, resourceContext } from '../behaviour';
import type { dynamic } from '../declaration';
import type { Problem } from '../problems';
import { deptMoveHandler } from './deptMove';

/** A department may not move below itself: walking up from the new parent must not meet it. */
async function cycleProblems(
  db: ReturnType<typeof dynamic>,
  row: Record<string, unknown>,
  enterpriseId: string,
  id?: string,
): Promise<Problem[]> {
  if (!id || typeof row.parentId !== 'string') return [];
  const seen = new Set<string>();
  let current: string | null = row.parentId;
  while (current && !seen.has(current)) {
    if (current === id)
      return [{ field: 'parentId', key: 'resources.dept.cycle', value: String(row.parentId) }];
    seen.add(current);
    const parent = await db
      .selectFrom('departments')
      .select('parent_id')
      .where('id', '=', current)
      .where('enterprise_id', '=', enterpriseId)
      .executeTakeFirst();
    current = (parent?.parent_id as string | null | undefined) ?? null;
  }
  return [];
}

const treeHandler = handle(deptTree, async (context) => {
  const scope = resourceContext(context);
  const db = context.db;
  const [departments, counts, unassigned] = await Promise.all([
    db
      .selectFrom('departments')
      .select(['id', 'name', 'parent_id', 'sort_order', 'manager_id', 'description'])
      .where('enterprise_id', '=', scope.enterpriseId)
      .orderBy('sort_order')
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('members')
      .select(['dept_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('enterprise_id', '=', scope.enterpriseId)
      .where('dept_id', 'is not', null)
      .groupBy('dept_id')
      .execute(),
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('enterprise_id', '=', scope.enterpriseId)
      .where('dept_id', 'is', null)
      .executeTakeFirst(),
  ]);
  const direct = new Map(counts.map((count) => [String(count.dept_id), Number(count.count)]));
  const nodes = new Map<string, DeptNode>(
    departments.map((dept) => [
      dept.id,
      {
        id: dept.id,
        name: dept.name,
        parentId: dept.parent_id,
        sortOrder: Number(dept.sort_order),
        managerId: dept.manager_id,
        description: dept.description,
        memberCount: direct.get(dept.id) ?? 0,
        totalMemberCount: 0,
        children: [],
      },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  // Totals bottom-up without recursion, so a 500-level chain cannot exhaust the stack.
  const order: DeptNode[] = [];
  const stack = [...roots];
  while (stack.length) {
    const node = stack.pop()!;
    order.push(node);
    stack.push(...node.children);
  }
  for (const node of order.reverse())
    node.totalMemberCount =
      node.memberCount + node.children.reduce((sum, child) => sum + child.totalMemberCount, 0);
  return { nodes: roots, unassignedMemberCount: Number(unassigned?.count ?? 0) };
});

const deptChecks: ResourceBehaviour = {
  check: (db, row, context, id) => cycleProblems(db, row, context.enterpriseId, id),
};

export const deptBehaviour: ResourceBehaviour = {
  ...deptChecks,
  extraHandlers: [treeHandler, deptMoveHandler(deptChecks)],
};
