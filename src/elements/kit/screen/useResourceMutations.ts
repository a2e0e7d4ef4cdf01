import { Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../contract/resources/files';
import { useElementEvents } from '../element/elementEvents';
import { useElementToaster } from '../element/elementToaster';
import type { ResourceClient } from '../resource/resourceClient';

/** Detail of `dc-saved`. */
export interface SavedDetail {
  resource: string;
  id: string;
  created: boolean;
}

/** Save, delete and import of a screen, each announced by a toast and a `dc-…` event, then a reload. */
export function useResourceMutations<Row extends { id: string }>(
  client: ResourceClient<Row>,
  reload: () => void,
) {
  const { t } = useTranslation();
  const { emit } = useElementEvents();
  const toaster = useElementToaster();
  const resource = client.resource.routeName;

  return {
    async save(values: Record<string, unknown>, editing: Row | null): Promise<void> {
      const saved = editing ? await client.update({ ...values, id: editing.id }) : await client.add(values);
      toaster.show(t('kit.form.saved'), Intent.SUCCESS);
      emit<SavedDetail>('dc-saved', { resource, id: saved.id, created: !editing });
      reload();
    },
    async remove(ids: readonly string[]): Promise<void> {
      const { deleted } = await client.remove(ids);
      toaster.show(t('kit.delete.done', { count: deleted }), Intent.SUCCESS);
      emit('dc-deleted', { resource, ids: [...ids] });
      reload();
    },
    imported({ imported: count, updated }: ImportResult): void {
      const done =
        updated === undefined
          ? t('kit.import.done', { count })
          : t('kit.import.doneUpdated', { count, created: count - updated, updated });
      toaster.show(done, Intent.SUCCESS);
      emit('dc-imported', { resource, count, ...(updated === undefined ? {} : { updated }) });
      reload();
    },
  };
}
