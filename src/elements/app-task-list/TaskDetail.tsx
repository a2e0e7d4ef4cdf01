import { Button, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { BanCircleIcon, EditIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { type AppTask, isOpenStage, type TaskLogEntry } from '../../contract/apps/appTask';
import { PermissionGuard } from '../kit';
import { Drawer } from '../kit/overlay/LabelledOverlays';
import { useFocusReturn } from '../kit/overlay/useFocusReturn';
import { TaskAttachments } from './TaskAttachments';
import { TaskCommentBox } from './TaskCommentBox';
import { TaskLog } from './TaskLog';
import { assigneesText, formatTime, PRIORITY_INTENT, STATUS_INTENT } from './taskText';

export interface TaskDetailProps {
  task: AppTask | null;
  log: { entries: TaskLogEntry[] | null; failed: boolean; reload(): void; add(entry: TaskLogEntry): void };
  onClose(): void;
  onEdit(task: AppTask): void;
  onCancel(task: AppTask): void;
  onChanged(): void;
}

/**
 * A task in full: its fields, assignees, location and files, then its log, which grows live as members and
 * other consoles act (the `task` topic), and a comment box. Edit and cancel while it is open (`task:edit`).
 */
export function TaskDetail({ task, log, onClose, onEdit, onCancel, onChanged }: TaskDetailProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn(!!task);
  const rows: [string, React.ReactNode][] = task
    ? [
        [
          'status',
          <Tag key="s" minimal intent={STATUS_INTENT[task.status]} data-status={task.status}>
            {t(`apps.task.status.${task.status}`)}
          </Tag>,
        ],
        [
          'priority',
          <Tag key="p" minimal intent={PRIORITY_INTENT[task.priority]}>
            {t(`apps.task.priority.${task.priority}`)}
          </Tag>,
        ],
        ['deadline', formatTime(task.deadline) || t('apps.task.noDeadline')],
        ['assignees', assigneesText(task)],
        ['content', task.content],
        [
          'location',
          [
            task.address,
            task.latitude !== null && task.longitude !== null ? `${task.latitude}, ${task.longitude}` : '',
          ]
            .filter(Boolean)
            .join(' · '),
        ],
        ['createdBy', `${task.createdBy} · ${formatTime(task.createdAt)}`],
        ['acceptedBy', task.acceptedBy ? `${task.acceptedBy} · ${formatTime(task.acceptedAt)}` : ''],
        ['finishedAt', formatTime(task.finishedAt)],
      ]
    : [];
  return (
    <Drawer
      {...focusReturn}
      isOpen={!!task}
      onClose={onClose}
      title={task?.title ?? ''}
      size="min(560px, 100%)"
    >
      {task ? (
        <div className="dc-drawer-body dc-task-detail" part="detail" data-task-id={task.id}>
          <HTMLTable compact className="dc-detail-table">
            <tbody>
              {rows.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{t(`apps.task.fields.${name}`)}</th>
                  <td data-field={name}>{value}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {isOpenStage(task.stage) ? (
            <PermissionGuard permission="task:edit">
              <div className="dc-task-actions" part="detail-actions">
                <Button icon={<EditIcon />} text={t('common.editText')} onClick={() => onEdit(task)} />
                <Button
                  icon={<BanCircleIcon />}
                  intent={Intent.DANGER}
                  text={t('apps.task.cancel')}
                  onClick={() => onCancel(task)}
                />
              </div>
            </PermissionGuard>
          ) : null}
          <TaskAttachments task={task} onChanged={onChanged} />
          <section className="dc-task-section" aria-label={t('apps.task.log')}>
            <h4>{t('apps.task.log')}</h4>
            <TaskLog entries={log.entries} failed={log.failed} onRetry={() => void log.reload()} />
          </section>
          <PermissionGuard permission="task:edit">
            <TaskCommentBox taskId={task.id} onAdded={log.add} />
          </PermissionGuard>
        </div>
      ) : null}
    </Drawer>
  );
}
