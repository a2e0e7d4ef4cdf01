import { type Expression, type Selectable, type SqlBool, sql } from 'kysely';
import {
  type AppTask,
  OPEN_STAGES,
  TASK_LOG_ACTIONS,
  TASK_LOG_ACTORS,
  TASK_PRIORITIES,
  TASK_STAGES,
  type TaskFilters,
  type TaskLogEntry,
  type TaskStage,
  taskStatusOf,
} from '../../src/contract/apps';
import { timeBoundMs } from '../calldata/timeBounds';
import type { AppTaskLogTable, AppTaskTable, TaskDb } from './taskTables';

/* Reading dispatch tasks: rows as the contract answers them, and the console's filters as a query. */

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

export function logEntryFromRow(row: Selectable<AppTaskLogTable>): TaskLogEntry {
  return {
    id: String(row.id),
    taskId: row.task_id,
    time: Number(row.time),
    actorKind: oneOf(TASK_LOG_ACTORS, row.actor_kind, 'system'),
    actor: row.actor,
    action: oneOf(TASK_LOG_ACTIONS, row.action, 'updated'),
    note: row.note,
  };
}

/** The tasks of `ids` in this enterprise, fully answered (assignees, call group, attachments), in `ids` order. */
export async function loadTasks(
  db: TaskDb,
  enterpriseId: string,
  ids: readonly string[],
  now: number,
): Promise<AppTask[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('app_tasks')
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', [...ids])
    .execute();
  const members = await db
    .selectFrom('app_task_members')
    .innerJoin('members', 'members.id', 'app_task_members.member_id')
    .select(['app_task_members.task_id', 'members.id', 'members.account', 'members.name'])
    .where('app_task_members.task_id', 'in', [...ids])
    .orderBy('members.account')
    .execute();
  const groupIds = [...new Set(rows.map((row) => row.call_group_id).filter((id): id is string => !!id))];
  const groups = groupIds.length
    ? await db
        .selectFrom('call_groups')
        .select(['id', 'name'])
        .where('enterprise_id', '=', enterpriseId)
        .where('id', 'in', groupIds)
        .execute()
    : [];
  const attachments = await db
    .selectFrom('app_task_attachments')
    .selectAll()
    .where('task_id', 'in', [...ids])
    .orderBy('created_at')
    .execute();
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const byId = new Map(
    rows.map((row) => [
      row.id,
      taskFromRow(
        row,
        members.filter((member) => member.task_id === row.id),
        groupName,
        attachments.filter((file) => file.task_id === row.id),
        now,
      ),
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((task): task is AppTask => task !== undefined);
}

function taskFromRow(
  row: Selectable<AppTaskTable>,
  members: readonly { id: string; account: string; name: string }[],
  groupName: ReadonlyMap<string, string>,
  attachments: readonly {
    id: string;
    file_name: string;
    content_type: string;
    size: number;
    created_at: number;
  }[],
  now: number,
): AppTask {
  const stage = oneOf(TASK_STAGES, row.stage, 'new');
  const deadline = numberOrNull(row.deadline);
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    priority: oneOf(TASK_PRIORITIES, row.priority, 'normal'),
    status: taskStatusOf(stage, deadline, now),
    stage,
    deadline,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    address: row.address,
    memberIds: members.map((member) => member.id),
    members: members.map(({ id, account, name }) => ({ id, account, name })),
    callGroupId: row.call_group_id,
    // A call group deleted since: its id stays (the task's history), its name is gone.
    callGroupName: row.call_group_id ? (groupName.get(row.call_group_id) ?? null) : null,
    attachments: attachments.map((file) => ({
      id: file.id,
      fileName: file.file_name,
      contentType: file.content_type,
      size: Number(file.size),
      createdAt: Number(file.created_at),
    })),
    createdBy: row.created_by,
    acceptedBy: row.accepted_by,
    acceptedAt: numberOrNull(row.accepted_at),
    finishedAt: numberOrNull(row.finished_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Tasks given to `memberId` directly or through a call group the member belongs to. */
export function assignedTo(memberId: string) {
  return sql<SqlBool>`(app_tasks.id in (select task_id from app_task_members where member_id = ${memberId})
    or app_tasks.call_group_id in (select call_group_id from call_group_members where member_id = ${memberId}))`;
}

/** The shown status as a condition: `overdue` and the open stages depend on the deadline and `now`. */
function statusCondition(status: string, now: number) {
  const open = sql.join(OPEN_STAGES.map((stage) => sql.lit(stage)));
  if (status === 'overdue')
    return sql<SqlBool>`(app_tasks.stage in (${open}) and app_tasks.deadline is not null and app_tasks.deadline <= ${now})`;
  if ((OPEN_STAGES as readonly string[]).includes(status))
    return sql<SqlBool>`(app_tasks.stage = ${status} and (app_tasks.deadline is null or app_tasks.deadline > ${now}))`;
  return sql<SqlBool>`app_tasks.stage = ${status}`;
}

const PRIORITY_RANK = sql`case app_tasks.priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`;

/** The ids of the tasks matching the console's filters, sorted, with the total. */
export async function findTaskIds(
  db: TaskDb,
  enterpriseId: string,
  filters: TaskFilters & { ids?: readonly string[] },
  now: number,
  page?: { pageNum: number; pageSize: number },
): Promise<{ ids: string[]; total: number }> {
  let query = db.selectFrom('app_tasks').where('app_tasks.enterprise_id', '=', enterpriseId);
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    query = query.where((eb) =>
      eb.or(
        ['title', 'content', 'address'].map(
          (column) => sql<SqlBool>`lower(${sql.ref(`app_tasks.${column}`)}) like ${pattern} escape '\\'`,
        ) as Expression<SqlBool>[],
      ),
    );
  }
  if (filters.status) query = query.where(statusCondition(filters.status, now));
  if (filters.priority) query = query.where('app_tasks.priority', '=', filters.priority);
  if (filters.memberId) query = query.where(assignedTo(filters.memberId));
  if (filters.callGroupId) query = query.where('app_tasks.call_group_id', '=', filters.callGroupId);
  const from = timeBoundMs(filters.deadlineFrom);
  const to = timeBoundMs(filters.deadlineTo);
  if (from !== undefined) query = query.where('app_tasks.deadline', '>=', from);
  if (to !== undefined) query = query.where('app_tasks.deadline', '<=', to);
  if (filters.ids) query = query.where('app_tasks.id', 'in', filters.ids.length ? [...filters.ids] : ['']);

  const counted = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const order = filters.order ?? 'desc';
  let sorted = query.select('app_tasks.id');
  switch (filters.sort) {
    case 'deadline':
      // Tasks without a deadline last either way.
      sorted = sorted
        .orderBy(sql`case when app_tasks.deadline is null then 1 else 0 end`)
        .orderBy('app_tasks.deadline', order);
      break;
    case 'priority':
      sorted = sorted.orderBy(PRIORITY_RANK, order);
      break;
    case 'status':
      sorted = sorted.orderBy('app_tasks.stage', order);
      break;
    case 'title':
      sorted = sorted.orderBy('app_tasks.title', order);
      break;
    default:
      sorted = sorted.orderBy('app_tasks.created_at', order);
  }
  sorted = sorted.orderBy('app_tasks.id', order);
  if (page) sorted = sorted.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize);
  else sorted = sorted.limit(100_000);
  const rows = await sorted.execute();
  return { ids: rows.map((row) => row.id), total };
}

/** The stage of a task of this enterprise, or undefined. */
export async function taskRow(
  db: TaskDb,
  enterpriseId: string,
  id: string,
): Promise<Selectable<AppTaskTable> | undefined> {
  return db
    .selectFrom('app_tasks')
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function stageOf(row: Selectable<AppTaskTable>): TaskStage {
  return oneOf(TASK_STAGES, row.stage, 'new');
}
