import { Alert, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { BanCircleIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppTask, cancelTask } from '../../contract/apps/appTask';
import { useKitCore } from '../kit';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { watched } from '../kit/resource/resourceClient';

/** Asks before cancelling a task, with an optional note for the log; the members see it cancelled. */
export function TaskCancelDialog({
  task,
  onClose,
  onDone,
}: {
  task: AppTask | null;
  onClose(): void;
  onDone(task: AppTask): void;
}) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const focusReturn = useFocusReturn(!!task);
  useEffect(() => {
    if (task) setNote('');
  }, [task]);
  const confirm = async () => {
    if (!task) return;
    setBusy(true);
    try {
      onDone(await watched(http.call(cancelTask, { id: task.id, note })));
    } catch {
      // The HTTP client showed why (done meanwhile, …).
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      {...focusReturn}
      isOpen={!!task}
      intent={Intent.DANGER}
      icon={<BanCircleIcon size={40} />}
      confirmButtonText={t('apps.task.cancel')}
      cancelButtonText={t('common.closeText')}
      loading={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      canEscapeKeyCancel
    >
      <p>{t('apps.task.cancelConfirm', { title: task?.title ?? '' })}</p>
      <FormGroup label={t('apps.task.fields.note')} labelFor="dc-task-cancel-note">
        <TextArea
          id="dc-task-cancel-note"
          fill
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </FormGroup>
    </Alert>
  );
}
