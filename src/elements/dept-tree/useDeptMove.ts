import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type DeptNode, deptMove } from '../../contract/resources/dept';
import type { HttpClient } from '../../core/http/types';
import { useElementEvents } from '../kit/element/elementEvents';
import { useElementToaster } from '../kit/element/elementToaster';

import { type DropPosition, planMove, type TreeIndex } from '../kit/org/deptTreeModel';

/** Detail of `dc-dept-moved`. */
export interface DeptMovedDetail {
  id: string;
  parentId: string | null;
}

/**
 * Applies a drag-and-drop move in one call (/dept/move: the new parent and the new siblings' order, all or
 * nothing), then reloads. A refused move (onto itself, below itself, or a tree changed meanwhile) changes
 * nothing and says why.
 */
export function useDeptMove(
  http: Pick<HttpClient, 'call'>,
  roots: readonly DeptNode[],
  index: TreeIndex,
  reload: () => void,
) {
  const { t } = useTranslation();
  const toaster = useElementToaster();
  const { emit } = useElementEvents();

  return async (draggedId: string, targetId: string, position: DropPosition): Promise<void> => {
    const plan = planMove(roots, index, draggedId, targetId, position);
    if (!plan.ok) {
      if (plan.reason === 'self' || plan.reason === 'descendant')
        toaster.show(t('elements.dept-tree.moveBelowItself'), Intent.WARNING);
      return;
    }
    try {
      await http.call(deptMove, { id: draggedId, parentId: plan.parentId, order: plan.order });
      toaster.show(
        t('elements.dept-tree.moved', { name: index.byId.get(draggedId)?.name ?? '' }),
        Intent.SUCCESS,
      );
      emit<DeptMovedDetail>('dc-dept-moved', { id: draggedId, parentId: plan.parentId });
    } catch {
      // The HTTP client has shown the server's reason (a name taken under the new parent, …).
    } finally {
      reload();
    }
  };
}
