import { Button, Intent } from '@blueprintjs/core';
import { DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import {
  type AppTask,
  downloadTaskAttachment,
  removeTaskAttachment,
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MAX_COUNT,
  type TaskAttachment,
  uploadTaskAttachment,
} from '../../contract/apps/appTask';
import { PermissionGuard, useKitCore } from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { UploadButton } from '../kit/upload/UploadButton';

/** What the file chooser offers (the server checks the content itself). */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.txt,image/*,application/pdf,text/plain';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A task's files: download each; with `task:edit`, upload more (pictures, PDF, text; checked by the server)
 * and remove one. The list follows the task as it is pushed, so no reload is needed here.
 */
export function TaskAttachments({ task, onChanged }: { task: AppTask; onChanged(): void }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const download = (file: TaskAttachment) =>
    watched(http.download(downloadTaskAttachment.path, { id: file.id }, file.fileName)).catch(
      () => undefined,
    );
  const remove = async (file: TaskAttachment) => {
    try {
      await watched(http.call(removeTaskAttachment, { id: file.id }));
      onChanged();
    } catch {
      // The HTTP client showed why.
    }
  };
  const full = task.attachments.length >= TASK_ATTACHMENT_MAX_COUNT;
  return (
    <section className="dc-task-section" aria-label={t('apps.task.fields.attachments')} part="attachments">
      <h4>{t('apps.task.fields.attachments')}</h4>
      {task.attachments.length === 0 ? (
        <p className="dc-task-muted">{t('apps.task.noAttachments')}</p>
      ) : (
        <ul className="dc-task-files">
          {task.attachments.map((file) => (
            <li key={file.id}>
              <span className="dc-task-file-name">{file.fileName}</span>{' '}
              <span className="dc-task-muted">{sizeText(file.size)}</span>
              <Button
                variant="minimal"
                size="small"
                icon={<DownloadIcon />}
                aria-label={t('apps.task.download', { name: file.fileName })}
                title={t('apps.task.download', { name: file.fileName })}
                onClick={() => void download(file)}
              />
              <PermissionGuard permission="task:edit">
                <Button
                  variant="minimal"
                  size="small"
                  intent={Intent.DANGER}
                  icon={<TrashIcon />}
                  aria-label={t('apps.task.removeAttachment', { name: file.fileName })}
                  title={t('apps.task.removeAttachment', { name: file.fileName })}
                  onClick={() => void remove(file)}
                />
              </PermissionGuard>
            </li>
          ))}
        </ul>
      )}
      <PermissionGuard permission="task:edit">
        <div className="dc-task-upload">
          <UploadButton<TaskAttachment>
            path={uploadTaskAttachment.path}
            accept={ATTACHMENT_ACCEPT}
            text={t('apps.task.upload')}
            multiple
            disabled={full}
            fieldsFor={() => ({ taskId: task.id })}
            onUploaded={() => onChanged()}
          />
          <span className="dc-task-muted">
            {t('apps.task.attachmentHint', {
              size: sizeText(TASK_ATTACHMENT_MAX_BYTES),
              count: TASK_ATTACHMENT_MAX_COUNT,
            })}
          </span>
        </div>
      </PermissionGuard>
    </section>
  );
}
