import { DEPT_SORT_STEP, deptMove, deptResource } from '../../../src/contract/resources';
import { handle } from '../../handlers/handler';
import { refused } from '../../http/errors';
import { type ResourceBehaviour, resourceContext } from '../behaviour';
import { dynamic } from '../declaration';
import { rowProblems } from '../integrity';
import { notFound, refuseProblems } from '../problems';
import { readOne } from '../read';
import { logged } from '../writes';

/**
 * A drag-and-drop move of a department in one transaction: its new parent and the order of its new siblings.
 * The move names every sibling it orders, so a tree changed meanwhile (a sibling added, moved or deleted by
 * somebody else) is refused rather than half-applied.
 */
export function deptMoveHandler(behaviour: ResourceBehaviour) {
  return handle(deptMove, async (context) => {
    const scope = resourceContext(context);
    const { id, parentId, order } = context.input;
    return logged(scope, deptResource, 'move', id, async () => {
      const db = dynamic(scope.db);
      const existing = await readOne(db, deptResource, behaviour, scope.enterpriseId, id);
      if (!existing) throw notFound(deptResource, scope.t, id);
      const moved = { ...existing, parentId };
      const problems = await rowProblems(deptResource, behaviour, moved, scope, {
        id,
        changed: new Set(['parentId']),
      });
      if (problems.length) refuseProblems(deptResource, problems, scope.t);

      let siblings = db
        .selectFrom('departments')
        .select('id')
        .where('enterprise_id', '=', scope.enterpriseId)
        .where('id', '!=', id);
      siblings =
        parentId === null
          ? siblings.where('parent_id', 'is', null)
          : siblings.where('parent_id', '=', parentId);
      const current = new Set((await siblings.execute()).map((row) => String(row.id)));
      const named = new Set(order);
      const complete =
        named.size === order.length &&
        named.has(id) &&
        named.size === current.size + 1 &&
        [...current].every((sibling) => named.has(sibling));
      if (!complete) throw refused('resources.dept.moveStale');

      await scope.db.transaction().execute(async (transaction) => {
        const trx = dynamic(transaction);
        for (const [position, deptId] of order.entries())
          await trx
            .updateTable('departments')
            .set({
              ...(deptId === id ? { parent_id: parentId } : {}),
              sort_order: (position + 1) * DEPT_SORT_STEP,
              updated_at: scope.now,
            })
            .where('id', '=', deptId)
            .where('enterprise_id', '=', scope.enterpriseId)
            .execute();
      });
      const sortOrder = (order.indexOf(id) + 1) * DEPT_SORT_STEP;
      const parentName = parentId
        ? String((await readOne(db, deptResource, behaviour, scope.enterpriseId, parentId))?.name ?? parentId)
        : '-';
      return {
        value: { id, parentId, sortOrder },
        target: `${String(existing.name)} (${id})`,
        detail: `parentId: ${parentName}; sortOrder: ${sortOrder}`,
      };
    });
  });
}
