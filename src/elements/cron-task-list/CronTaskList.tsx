import { Button, HTMLTable, Intent, Switch, Tag } from '@blueprintjs/core';
import { AddIcon, EditIcon, HistoryIcon, PlayIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CronRun,
  type CronTask,
  deleteCronTasks,
  runCronTask,
  updateCronTask,
} from '../../contract/operations';
import {
  LoadState,
  PermissionGuard,
  RefreshButton,
  useConfirmDelete,
  useElementEvents,
  useElementToaster,
  useKitCore,
} from '../kit';
import { watched } from '../kit/resource/resourceClient';
import { CronRunsDrawer } from './CronRunsDrawer';
import { CronTaskDrawer } from './CronTaskDrawer';
import { formatRunTime, outcomeIntent, runDetailText } from './cronText';
import { useCronTasks } from './useCronTasks';

/** `<cron-task-list>`: the platform's scheduled tasks, their schedules, runs and run logs. */
export const CronTaskList = observer(function CronTaskList() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const events = useElementEvents();
  const { tasks, failed, reload } = useCronTasks();
  const [editing, setEditing] = useState<CronTask | null | undefined>(undefined);
  const [logOf, setLogOf] = useState<CronTask | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [runCount, setRunCount] = useState(0);
  const { confirmDelete, alert } = useConfirmDelete();

  const runNow = async (task: CronTask) => {
    setRunning(task.id);
    try {
      const run = (await watched(http.call(runCronTask, { id: task.id }))) as CronRun;
      const text = runDetailText(run, t);
      toaster.show(
        `${t('operations.cronTask.ran', { name: task.name, outcome: t(`operations.cronTask.outcomes.${run.outcome}`) })}${text ? ` — ${text}` : ''}`,
        run.outcome === 'success' ? Intent.SUCCESS : Intent.DANGER,
      );
    } catch {
      // The HTTP client showed why (the task is already running).
    } finally {
      setRunning(null);
      setRunCount((count) => count + 1);
      void reload();
    }
  };
  const toggle = async (task: CronTask, enabled: boolean) => {
    try {
      await watched(http.call(updateCronTask, { id: task.id, enabled }));
    } catch {
      // The HTTP client showed why.
    } finally {
      void reload();
    }
  };
  const remove = async (task: CronTask) => {
    if (!(await confirmDelete([task.name]))) return;
    try {
      await watched(http.call(deleteCronTasks, { ids: [task.id] }));
      events.emit('dc-deleted', { resource: 'corn-task', ids: [task.id] });
    } catch {
      // The HTTP client showed why.
    } finally {
      void reload();
    }
  };

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar">
        <strong part="title">{t('operations.cronTask.title')}</strong>
        <span className="dc-toolbar-spacer" />
        <PermissionGuard permission="corn-task:add">
          <Button
            intent={Intent.PRIMARY}
            icon={<AddIcon />}
            text={t('operations.cronTask.add')}
            onClick={() => setEditing(null)}
          />
        </PermissionGuard>
        <RefreshButton onClick={() => void reload()} />
      </div>
      <div className="dc-cron-body" part="grid">
        <LoadState
          data={tasks}
          failed={failed}
          onRetry={() => void reload()}
          isEmpty={(tasks) => tasks.length === 0}
          emptyTitle={t('operations.cronTask.empty')}
        >
          {(tasks) => (
            <HTMLTable compact striped className="dc-cron-table">
              <thead>
                <tr>
                  <th scope="col">{t('operations.cronTask.fields.name')}</th>
                  <th scope="col">{t('operations.cronTask.fields.kind')}</th>
                  <th scope="col">{t('operations.cronTask.fields.expression')}</th>
                  <th scope="col">{t('operations.cronTask.fields.nextRuns')}</th>
                  <th scope="col">{t('operations.cronTask.fields.enabled')}</th>
                  <th scope="col">{t('operations.cronTask.fields.lastRun')}</th>
                  <th scope="col">{t('operations.databaseBackup.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {tasks.map((task) => (
                  <tr key={task.id} data-task-id={task.id}>
                    <td>{task.name}</td>
                    <td>
                      {t(`operations.cronTask.kinds.${task.kind}`)}
                      {task.params.days
                        ? ` · ${t('operations.cronTask.fields.days')} ${task.params.days}`
                        : ''}
                    </td>
                    <td>
                      <code>{task.expression}</code>
                    </td>
                    <td title={task.nextRuns.map((time) => formatRunTime(time)).join('\n')}>
                      {task.nextRuns[0] ? formatRunTime(task.nextRuns[0]) : t('operations.cronTask.disabled')}
                    </td>
                    <td>
                      <PermissionGuard permission="corn-task:edit" mode="disable">
                        {(allowed) => (
                          <Switch
                            className="dc-cron-switch"
                            checked={task.enabled}
                            disabled={!allowed}
                            aria-label={`${t('operations.cronTask.fields.enabled')} ${task.name}`}
                            onChange={(event) => void toggle(task, event.currentTarget.checked)}
                          />
                        )}
                      </PermissionGuard>
                    </td>
                    <td>
                      {task.lastRun ? (
                        <span title={runDetailText(task.lastRun, t)}>
                          <Tag minimal intent={outcomeIntent(task.lastRun.outcome)}>
                            {t(`operations.cronTask.outcomes.${task.lastRun.outcome}`)}
                          </Tag>{' '}
                          {formatRunTime(task.lastRun.startedAt)}
                        </span>
                      ) : (
                        t('operations.cronTask.never')
                      )}
                    </td>
                    <td className="dc-cron-actions">
                      <PermissionGuard permission="corn-task:edit">
                        <Button
                          variant="minimal"
                          size="small"
                          icon={<PlayIcon />}
                          text={t('operations.cronTask.runNow')}
                          loading={running === task.id}
                          disabled={running !== null}
                          onClick={() => void runNow(task)}
                        />
                      </PermissionGuard>
                      <Button
                        variant="minimal"
                        size="small"
                        icon={<HistoryIcon />}
                        text={t('operations.cronTask.runs')}
                        onClick={() => setLogOf(task)}
                      />
                      <PermissionGuard permission="corn-task:edit">
                        <Button
                          variant="minimal"
                          size="small"
                          icon={<EditIcon />}
                          text={t('common.editText')}
                          onClick={() => setEditing(task)}
                        />
                      </PermissionGuard>
                      <PermissionGuard permission="corn-task:delete">
                        <Button
                          variant="minimal"
                          size="small"
                          intent={Intent.DANGER}
                          icon={<TrashIcon />}
                          text={t('common.delText')}
                          onClick={() => void remove(task)}
                        />
                      </PermissionGuard>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </LoadState>
      </div>
      <CronTaskDrawer
        task={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(task) => {
          setEditing(undefined);
          events.emit('dc-saved', { resource: 'corn-task', id: task.id, created: editing === null });
          void reload();
        }}
      />
      <CronRunsDrawer task={logOf} refreshKey={runCount} onClose={() => setLogOf(null)} />
      {alert}
    </div>
  );
});
