import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '../../contract/resources/dept';
import { useElementEvents } from '../kit/element/elementEvents';
import { useElementToaster } from '../kit/element/elementToaster';
import type { ResourceClient } from '../kit/resource/resourceClient';
import { type DropPosition, planMove, type TreeIndex } from './deptTreeModel';

/** Detail of `dc-dept-moved`. */
export interface DeptMovedDetail {
  id: string;
  parentId: string | null;
}

/**
 * Applies a drag-and-drop move: the plan's updates one by one (parent first for the moved department),
 * then a reload. A refused move (onto itself or below itself) changes nothing and says why.
 */
export function useDeptMove(
  client: Pick<ResourceClient, 'update'>,
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
    const moved = plan.updates.find((update) => update.id === draggedId);
    const ordered = moved ? [moved, ...plan.updates.filter((update) => update !== moved)] : plan.updates;
    try {
      for (const update of ordered) await client.update({ ...update });
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
