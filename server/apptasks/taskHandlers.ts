import {
  type AppTask,
  addTask,
  cancelTask,
  commentTask,
  deleteTasks,
  exportTasks,
  getTask,
  pageTasks,
  taskLog,
  updateTask,
} from '../../src/contract/apps';
import { type EndpointHandler, handle } from '../handlers/handler';
import { translator } from '../http/i18n';
import { tableFileAnswer } from '../resources/tableFile';
import { formatDateTime } from '../resources/transfer';
import {
  commentOnTask,
  createTask,
  editTask,
  markOverdueTasks,
  notFoundTask,
  publishDeleted,
  stepTask,
} from './taskActions';
import { removeTaskFiles } from './taskAttachments';
import { audited, consoleScope } from './taskAudit';
import { findTaskIds, loadTasks, logEntryFromRow, taskRow } from './taskStore';
import { taskDb } from './taskTables';

/* The console's `/task/*` endpoints (attachments: taskAttachments.ts). */

const pageHandler = handle(pageTasks, async (context) => {
  const { env, enterpriseId } = consoleScope(context);
  await markOverdueTasks(env, enterpriseId);
  const { pageNum, pageSize, ...filters } = context.input;
  const found = await findTaskIds(taskDb(env.db), enterpriseId, filters, env.now, { pageNum, pageSize });
  return { records: await loadTasks(taskDb(env.db), enterpriseId, found.ids, env.now), total: found.total };
});

async function oneTask(context: Parameters<typeof consoleScope>[0], id: string): Promise<AppTask> {
  const { env, enterpriseId } = consoleScope(context);
  const [task] = await loadTasks(taskDb(env.db), enterpriseId, [id], env.now);
  if (!task) throw notFoundTask(id);
  return task;
}

const getHandler = handle(getTask, async (context) => {
  const { env, enterpriseId } = consoleScope(context);
  await markOverdueTasks(env, enterpriseId);
  return oneTask(context, context.input.id);
});

const addHandler = handle(addTask, async (context) => {
  const { env, enterpriseId, actor } = consoleScope(context);
  return audited(context, 'add', context.input.title, async () => {
    const task = await createTask(env, enterpriseId, context.input, actor);
    return { value: task, target: `${task.title} (${task.id})`, detail: JSON.stringify(context.input) };
  });
});

const updateHandler = handle(updateTask, async (context) => {
  const { env, enterpriseId, actor } = consoleScope(context);
  return audited(context, 'update', context.input.id, async () => {
    const task = await editTask(env, enterpriseId, context.input, actor);
    return { value: task, target: `${task.title} (${task.id})`, detail: JSON.stringify(context.input) };
  });
});

const cancelHandler = handle(cancelTask, async (context) => {
  const { env, enterpriseId, actor } = consoleScope(context);
  const { id, note } = context.input;
  return audited(context, 'cancel', id, async () => {
    const task = await stepTask(env, enterpriseId, id, 'cancelled', actor, note ?? '');
    return { value: task, target: `${task.title} (${task.id})`, detail: JSON.stringify({ note }) };
  });
});

const commentHandler = handle(commentTask, async (context) => {
  const { env, enterpriseId, actor } = consoleScope(context);
  const { id, text } = context.input;
  return audited(context, 'comment', id, async () => ({
    value: await commentOnTask(env, enterpriseId, id, text, actor),
    detail: JSON.stringify({ text }),
  }));
});

const deleteHandler = handle(deleteTasks, async (context) => {
  const { env, enterpriseId } = consoleScope(context);
  const db = taskDb(env.db);
  const ids = [...new Set(context.input.ids)];
  return audited(context, 'delete', ids.join(','), async () => {
    const rows = await db
      .selectFrom('app_tasks')
      .select(['id', 'title'])
      .where('enterprise_id', '=', enterpriseId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length === 0) throw notFoundTask(ids[0] ?? '');
    const found = rows.map((row) => row.id);
    const files = await db
      .selectFrom('app_task_attachments')
      .select('stored_name')
      .where('task_id', 'in', found)
      .execute();
    await db.transaction().execute(async (trx) => {
      for (const table of ['app_task_log', 'app_task_members', 'app_task_attachments'] as const)
        await trx.deleteFrom(table).where('task_id', 'in', found).execute();
      await trx
        .deleteFrom('app_tasks')
        .where('enterprise_id', '=', enterpriseId)
        .where('id', 'in', found)
        .execute();
    });
    await removeTaskFiles(
      context.config.dataDir,
      enterpriseId,
      files.map((file) => file.stored_name),
    );
    publishDeleted(env, enterpriseId, found);
    return {
      value: { deleted: found.length },
      target: rows.map((row) => `${row.title} (${row.id})`).join(', '),
    };
  });
});

const logHandler = handle(taskLog, async (context) => {
  const { env, enterpriseId } = consoleScope(context);
  const db = taskDb(env.db);
  if (!(await taskRow(db, enterpriseId, context.input.id))) throw notFoundTask(context.input.id);
  const rows = await db
    .selectFrom('app_task_log')
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .where('task_id', '=', context.input.id)
    .orderBy('id')
    .execute();
  return { records: rows.map(logEntryFromRow) };
});

const EXPORT_COLUMNS = [
  'title',
  'status',
  'priority',
  'deadline',
  'members',
  'callGroup',
  'address',
  'latitude',
  'longitude',
  'content',
  'createdBy',
  'acceptedBy',
  'createdAt',
  'finishedAt',
] as const;

function exportCell(
  task: AppTask,
  column: (typeof EXPORT_COLUMNS)[number],
  t: ReturnType<typeof translator>,
): string {
  const time = (value: number | null) => (value === null ? '' : formatDateTime(value));
  switch (column) {
    case 'status':
      return t(`apps.task.status.${task.status}`);
    case 'priority':
      return t(`apps.task.priority.${task.priority}`);
    case 'deadline':
      return time(task.deadline);
    case 'members':
      return task.members.map((member) => `${member.name} (${member.account})`).join('; ');
    case 'callGroup':
      return task.callGroupName ?? '';
    case 'createdAt':
      return time(task.createdAt);
    case 'finishedAt':
      return time(task.finishedAt);
    case 'latitude':
    case 'longitude':
      return task[column] === null ? '' : String(task[column]);
    default:
      return String(task[column] ?? '');
  }
}

const exportHandler = handle(exportTasks, async (context) => {
  const { env, enterpriseId } = consoleScope(context);
  const t = translator(context.locale);
  const { format, ...filters } = context.input;
  await markOverdueTasks(env, enterpriseId);
  const found = await findTaskIds(taskDb(env.db), enterpriseId, filters, env.now);
  const tasks = await loadTasks(taskDb(env.db), enterpriseId, found.ids, env.now);
  const header = EXPORT_COLUMNS.map((column) => t(`apps.task.fields.${column}`));
  const rows = tasks.map((task) => EXPORT_COLUMNS.map((column) => exportCell(task, column, t)));
  await audited(context, 'export', '', async () => ({
    value: null,
    detail: JSON.stringify({ rows: rows.length }),
  }));
  const stamp = formatDateTime(env.now)
    .replace(/[-: ]/g, '')
    .replace(/^(\d{8})/, '$1-');
  return tableFileAnswer(format, `task-${stamp}`, header, rows);
});

export const TASK_CONSOLE_HANDLERS: readonly EndpointHandler[] = [
  pageHandler,
  getHandler,
  addHandler,
  updateHandler,
  cancelHandler,
  commentHandler,
  deleteHandler,
  logHandler,
  exportHandler,
];
