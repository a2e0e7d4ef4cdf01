import { Button, FormGroup, Intent, Tag } from '@blueprintjs/core';
import { AddIcon, BanCircleIcon, EditIcon, EyeOpenIcon, RefreshIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AppTask,
  deleteTasks,
  exportTasks,
  isOpenStage,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskEvent,
} from '../../contract/apps/appTask';
import { FILE_FORMATS } from '../../contract/resources/files';
import {
  DataGrid,
  ExportButton,
  FilterBar,
  type FilterField,
  type GridColumn,
  PermissionGuard,
  useCan,
  useConfirmDelete,
  useElementEvents,
  useKitCore,
} from '../kit';
import { MemberSelect } from '../kit/org/MemberSelect';
import { datedFilename, watched } from '../kit/resource/resourceClient';
import { TaskCancelDialog } from './TaskCancelDialog';
import { TaskDetail } from './TaskDetail';
import { TaskDrawer } from './TaskDrawer';
import { assigneesText, formatTime, PRIORITY_INTENT, STATUS_INTENT } from './taskText';
import { useCallGroups } from './useCallGroups';
import { useTaskLog } from './useTaskLog';
import { useTaskEvents, useTaskList } from './useTasks';

export interface AppTaskListProps {
  pageSize?: number;
}

/** `<app-task-list>`: dispatch tasks with their workflow, live log, attachments and export. */
export const AppTaskList = observer(function AppTaskList({ pageSize }: AppTaskListProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const events = useElementEvents();
  const callGroups = useCallGroups();
  const canListMembers = useCan('localuser:search');
  const canSearch = useCan('task:search');
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const [assignee, setAssignee] = useState<string | null>(null);
  const allFilters = useMemo(
    () => ({ ...filters, ...(assignee ? { memberId: assignee } : {}) }),
    [filters, assignee],
  );
  const list = useTaskList(allFilters, pageSize);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AppTask | null | undefined>(undefined);
  const [open, setOpen] = useState<AppTask | null>(null);
  const [cancelling, setCancelling] = useState<AppTask | null>(null);
  const log = useTaskLog(open?.id ?? null);
  const { confirmDelete, alert } = useConfirmDelete();

  const follow = useCallback((task: AppTask) => {
    setOpen((current) => (current?.id === task.id ? task : current));
    setEditing((current) => (current?.id === task.id ? task : current));
  }, []);
  const { reload } = list;
  const { add: addEntry } = log;
  const onEvent = useCallback(
    (event: TaskEvent) => {
      if (event.event === 'deleted') setOpen((current) => (current?.id === event.taskId ? null : current));
      if (event.task) follow(event.task);
      if (event.entry) addEntry(event.entry);
      reload();
    },
    [follow, addEntry, reload],
  );
  const realtime = useTaskEvents(canSearch, onEvent);

  const filterFields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: 'kit.filter.keyword' },
      {
        kind: 'select',
        name: 'status',
        label: 'apps.task.fields.status',
        options: TASK_STATUSES.map((value) => ({ value, label: `apps.task.status.${value}` })),
      },
      {
        kind: 'select',
        name: 'priority',
        label: 'apps.task.fields.priority',
        options: TASK_PRIORITIES.map((value) => ({ value, label: `apps.task.priority.${value}` })),
      },
      ...(callGroups.length
        ? [
            {
              kind: 'select' as const,
              name: 'callGroupId',
              label: 'apps.task.fields.callGroupId',
              options: callGroups.map((group) => ({ value: group.id, label: group.name })),
            },
          ]
        : []),
      {
        kind: 'dateRange',
        name: 'deadline',
        label: 'apps.task.fields.deadline',
        params: ['deadlineFrom', 'deadlineTo'],
      },
    ],
    [callGroups],
  );

  const columns = useMemo<GridColumn<AppTask>[]>(
    () => [
      { key: 'title', title: t('apps.task.fields.title'), width: 200, sortable: true },
      {
        key: 'status',
        title: t('apps.task.fields.status'),
        width: 90,
        sortable: true,
        render: (row) => (
          <Tag minimal intent={STATUS_INTENT[row.status]} data-status={row.status}>
            {t(`apps.task.status.${row.status}`)}
          </Tag>
        ),
      },
      {
        key: 'priority',
        title: t('apps.task.fields.priority'),
        width: 80,
        sortable: true,
        render: (row) => (
          <Tag minimal intent={PRIORITY_INTENT[row.priority]}>
            {t(`apps.task.priority.${row.priority}`)}
          </Tag>
        ),
      },
      {
        key: 'deadline',
        title: t('apps.task.fields.deadline'),
        width: 150,
        sortable: true,
        render: (row) => formatTime(row.deadline),
      },
      { key: 'assignees', title: t('apps.task.fields.assignees'), width: 180, render: assigneesText },
      { key: 'acceptedBy', title: t('apps.task.fields.acceptedBy'), width: 130 },
      { key: 'createdBy', title: t('apps.task.fields.createdBy'), width: 100 },
      {
        key: 'createdAt',
        title: t('apps.task.fields.createdAt'),
        width: 150,
        sortable: true,
        render: (row) => formatTime(row.createdAt),
      },
    ],
    [t],
  );

  const remove = async (rows: readonly AppTask[]) => {
    if (!(await confirmDelete(rows.map((row) => row.title)))) return;
    const ids = rows.map((row) => row.id);
    try {
      await watched(http.call(deleteTasks, { ids }));
      events.emit('dc-deleted', { resource: 'task', ids });
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      setOpen((current) => (current && ids.includes(current.id) ? null : current));
    } catch {
      // The HTTP client showed why.
    } finally {
      reload();
    }
  };
  const openRow = (row: AppTask) => {
    setOpen(row);
    events.emit('dc-row-open', { resource: 'task', id: row.id });
  };

  return (
    <div className="dc-screen" part="screen">
      <div className="dc-toolbar" part="toolbar" role="toolbar" aria-label={t('apps.task.title')}>
        <strong part="title">{t('apps.task.title')}</strong>
        <Tag minimal intent={realtime?.status === 'online' ? Intent.SUCCESS : Intent.NONE} part="live-state">
          {t(realtime?.status === 'online' ? 'apps.task.live' : 'apps.task.offline')}
        </Tag>
        <span className="dc-toolbar-spacer" />
        <PermissionGuard permission="task:add">
          <Button
            intent={Intent.PRIMARY}
            icon={<AddIcon />}
            text={t('apps.task.add')}
            onClick={() => setEditing(null)}
          />
        </PermissionGuard>
        <PermissionGuard permission="task:export">
          <ExportButton
            formats={FILE_FORMATS}
            selectedCount={selected.length}
            onExport={async (format) => {
              const { pageNum: _page, pageSize: _size, ...query } = list.query;
              const body = { ...query, format, ...(selected.length ? { ids: selected } : {}) };
              await watched(http.download(exportTasks.path, body, datedFilename('task', format)));
            }}
          />
        </PermissionGuard>
        <Button
          variant="minimal"
          icon={<RefreshIcon />}
          aria-label={t('kit.screen.refresh')}
          title={t('kit.screen.refresh')}
          onClick={reload}
        />
      </div>
      <div className="dc-task-filters">
        <FilterBar
          fields={filterFields}
          onSubmit={(next) => {
            const merged = { ...next, ...(assignee ? { memberId: assignee } : {}) };
            if (list.submit(merged)) setFilters(next);
          }}
        />
        {canListMembers ? (
          <FormGroup
            label={t('apps.task.fields.memberId')}
            labelFor="dc-task-filter-member"
            className="dc-task-assignee"
          >
            <MemberSelect
              id="dc-task-filter-member"
              value={assignee}
              onChange={setAssignee}
              noneLabel={t('kit.filter.all')}
            />
          </FormGroup>
        ) : null}
      </div>
      <DataGrid<AppTask>
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        selectable
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onRowOpen={openRow}
        batchActions={(ids) => (
          <PermissionGuard permission="task:delete">
            <Button
              intent={Intent.DANGER}
              icon={<TrashIcon />}
              text={t('kit.delete.batch')}
              onClick={() => void remove(list.rows.filter((row) => ids.includes(row.id)))}
            />
          </PermissionGuard>
        )}
        rowActionsWidth={300}
        rowActions={(row) => (
          <>
            <Button
              variant="minimal"
              size="small"
              icon={<EyeOpenIcon />}
              text={t('apps.task.details')}
              onClick={() => openRow(row)}
            />
            {isOpenStage(row.stage) ? (
              <PermissionGuard permission="task:edit">
                <Button
                  variant="minimal"
                  size="small"
                  icon={<EditIcon />}
                  text={t('common.editText')}
                  onClick={() => setEditing(row)}
                />
                <Button
                  variant="minimal"
                  size="small"
                  icon={<BanCircleIcon />}
                  text={t('apps.task.cancel')}
                  onClick={() => setCancelling(row)}
                />
              </PermissionGuard>
            ) : null}
            <PermissionGuard permission="task:delete">
              <Button
                variant="minimal"
                size="small"
                intent={Intent.DANGER}
                icon={<TrashIcon />}
                text={t('common.delText')}
                onClick={() => void remove([row])}
              />
            </PermissionGuard>
          </>
        )}
      />
      <TaskDrawer
        task={editing}
        callGroups={callGroups}
        onClose={() => setEditing(undefined)}
        onSaved={(task, created) => {
          setEditing(undefined);
          follow(task);
          events.emit('dc-saved', { resource: 'task', id: task.id, created });
          reload();
        }}
      />
      <TaskDetail
        task={open}
        log={log}
        onClose={() => setOpen(null)}
        onEdit={(task) => setEditing(task)}
        onCancel={(task) => setCancelling(task)}
        onChanged={reload}
      />
      <TaskCancelDialog
        task={cancelling}
        onClose={() => setCancelling(null)}
        onDone={(task) => {
          setCancelling(null);
          follow(task);
          reload();
        }}
      />
      {alert}
    </div>
  );
});
