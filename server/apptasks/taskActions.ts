import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  type AppTask,
  isOpenStage,
  TASK_TOPIC,
  type TaskCreate,
  type TaskEvent,
  type TaskLogAction,
  type TaskLogEntry,
  type TaskStage,
  type TaskUpdate,
  taskStepRefusal,
} from '../../src/contract/apps';
import { permissionCode } from '../../src/contract/roles';
import type { Database } from '../db/schema';
import { refused } from '../http/errors';
import type { Translate } from '../http/i18n';
import type { Publish, PublishScope } from '../ws';
import { loadTasks, logEntryFromRow, stageOf, taskRow } from './taskStore';
import { type AppTaskTable, type TaskDb, taskDb } from './taskTables';

/*
 * Every change of a dispatch task, whoever makes it (the console's endpoints, the app's endpoints,
 * the overdue sweep, the traffic simulator), goes through these functions: checked against the state machine
 * and the assignees, written with its log entry, and pushed on the `task` topic.
 */

export interface TaskEnv {
  db: Kysely<Database>;
  publish: Publish;
  now: number;
  /** The caller's language, for stage names in refusals; absent (the simulator): the keys as they are. */
  t?: Translate;
}

/** Who acts: a console account (by user name), an assigned member, or the server itself. */
export type TaskActor =
  | { kind: 'console'; name: string }
  | { kind: 'member'; memberId: string; name: string; account: string }
  | { kind: 'system' };

function actorText(actor: TaskActor): string {
  if (actor.kind === 'console') return actor.name;
  if (actor.kind === 'member') return `${actor.name} (${actor.account})`;
  return '';
}

/** The enterprise's sessions that may read tasks (a sub-user without `task:search` hears nothing). */
function taskAudience(enterpriseId: string): PublishScope {
  return { enterpriseId, permission: permissionCode('task', 'search') };
}

export function notFoundTask(id: string): Error {
  return refused('apps.task.errors.notFound', { id });
}

async function appendLog(
  db: TaskDb,
  enterpriseId: string,
  taskId: string,
  actor: TaskActor,
  action: TaskLogAction,
  note: string,
  now: number,
): Promise<TaskLogEntry> {
  const inserted = await db
    .insertInto('app_task_log')
    .values({
      task_id: taskId,
      enterprise_id: enterpriseId,
      time: now,
      actor_kind: actor.kind,
      actor: actorText(actor),
      action,
      note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('app_task_log')
    .selectAll()
    .where('id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  return logEntryFromRow(row);
}

/** Writes the log entry, then answers the task as it is now and pushes both to the enterprise. */
async function recordAndPublish(
  env: TaskEnv,
  enterpriseId: string,
  taskId: string,
  actor: TaskActor,
  action: TaskLogAction,
  note: string,
): Promise<{ task: AppTask; entry: TaskLogEntry }> {
  const db = taskDb(env.db);
  const entry = await appendLog(db, enterpriseId, taskId, actor, action, note, env.now);
  const [task] = await loadTasks(db, enterpriseId, [taskId], env.now);
  if (!task) throw notFoundTask(taskId);
  env.publish(
    TASK_TOPIC,
    { event: 'changed', taskId, task, entry } satisfies TaskEvent,
    taskAudience(enterpriseId),
  );
  return { task, entry };
}

/** Refuses members and call groups that are not this enterprise's, and a task given to no one. */
async function checkAssignees(
  env: TaskEnv,
  enterpriseId: string,
  memberIds: readonly string[],
  callGroupId: string | null,
): Promise<void> {
  if (memberIds.length === 0 && !callGroupId) throw refused('apps.task.errors.noAssignee');
  if (memberIds.length > 0) {
    const found = await env.db
      .selectFrom('members')
      .select('id')
      .where('enterprise_id', '=', enterpriseId)
      .where('id', 'in', [...memberIds])
      .execute();
    const known = new Set(found.map((row) => row.id));
    const missing = memberIds.find((id) => !known.has(id));
    if (missing) throw refused('apps.task.errors.unknownMember', { id: missing });
  }
  if (callGroupId) {
    const group = await env.db
      .selectFrom('call_groups')
      .select('id')
      .where('enterprise_id', '=', enterpriseId)
      .where('id', '=', callGroupId)
      .executeTakeFirst();
    if (!group) throw refused('apps.task.errors.unknownCallGroup', { id: callGroupId });
  }
}

async function writeMembers(db: TaskDb, taskId: string, memberIds: readonly string[]): Promise<void> {
  await db.deleteFrom('app_task_members').where('task_id', '=', taskId).execute();
  if (memberIds.length)
    await db
      .insertInto('app_task_members')
      .values(memberIds.map((memberId) => ({ task_id: taskId, member_id: memberId })))
      .execute();
}

export async function createTask(
  env: TaskEnv,
  enterpriseId: string,
  input: TaskCreate,
  actor: TaskActor,
): Promise<AppTask> {
  await checkAssignees(env, enterpriseId, input.memberIds, input.callGroupId);
  const db = taskDb(env.db);
  const id = randomUUID();
  await db
    .insertInto('app_tasks')
    .values({
      id,
      enterprise_id: enterpriseId,
      title: input.title,
      content: input.content,
      priority: input.priority,
      stage: 'new',
      deadline: input.deadline,
      latitude: input.latitude,
      longitude: input.longitude,
      address: input.address,
      call_group_id: input.callGroupId,
      created_by: actorText(actor),
      accepted_by: null,
      accepted_at: null,
      finished_at: null,
      overdue_at: null,
      created_at: env.now,
      updated_at: env.now,
    })
    .execute();
  await writeMembers(db, id, input.memberIds);
  return (await recordAndPublish(env, enterpriseId, id, actor, 'created', '')).task;
}

const EDITABLE_COLUMNS = {
  title: 'title',
  content: 'content',
  priority: 'priority',
  deadline: 'deadline',
  latitude: 'latitude',
  longitude: 'longitude',
  address: 'address',
  callGroupId: 'call_group_id',
} as const;

/** Changes an open task; the log entry names the fields that really changed. */
export async function editTask(
  env: TaskEnv,
  enterpriseId: string,
  input: TaskUpdate,
  actor: TaskActor,
): Promise<AppTask> {
  const db = taskDb(env.db);
  const row = await taskRow(db, enterpriseId, input.id);
  if (!row) throw notFoundTask(input.id);
  if (!isOpenStage(stageOf(row))) throw refused('apps.task.errors.notOpen');
  const [before] = await loadTasks(db, enterpriseId, [row.id], env.now);
  if (!before) throw notFoundTask(input.id);
  const memberIds = input.memberIds ?? before.memberIds;
  const callGroupId = input.callGroupId === undefined ? before.callGroupId : input.callGroupId;
  await checkAssignees(env, enterpriseId, memberIds, callGroupId);

  const changed: string[] = [];
  const set: Partial<Record<(typeof EDITABLE_COLUMNS)[keyof typeof EDITABLE_COLUMNS], unknown>> = {};
  for (const [field, column] of Object.entries(EDITABLE_COLUMNS) as [
    keyof typeof EDITABLE_COLUMNS,
    (typeof EDITABLE_COLUMNS)[keyof typeof EDITABLE_COLUMNS],
  ][]) {
    const value = input[field];
    if (value === undefined || value === before[field]) continue;
    set[column] = value;
    changed.push(field);
  }
  const sameMembers =
    memberIds.length === before.memberIds.length && memberIds.every((id) => before.memberIds.includes(id));
  if (!sameMembers) changed.push('memberIds');
  if (changed.length === 0) return before;
  // A deadline moved ahead makes the task no longer overdue: the next pass of the deadline is logged again.
  const deadline = input.deadline === undefined ? before.deadline : input.deadline;
  const overdue = deadline !== null && deadline <= env.now ? row.overdue_at : null;
  await db
    .updateTable('app_tasks')
    .set({ ...(set as Partial<AppTaskTable>), overdue_at: overdue, updated_at: env.now })
    .where('id', '=', row.id)
    .execute();
  if (!sameMembers) await writeMembers(db, row.id, memberIds);
  return (await recordAndPublish(env, enterpriseId, row.id, actor, 'updated', changed.join(','))).task;
}

/** Is the member given this task, directly or through its call group (as the group is now)? */
export async function isAssignee(
  env: TaskEnv,
  row: Selectable<AppTaskTable>,
  memberId: string,
): Promise<boolean> {
  const direct = await taskDb(env.db)
    .selectFrom('app_task_members')
    .select('member_id')
    .where('task_id', '=', row.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (direct) return true;
  if (!row.call_group_id) return false;
  const inGroup = await env.db
    .selectFrom('call_group_members')
    .select('member_id')
    .where('call_group_id', '=', row.call_group_id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return inGroup !== undefined;
}

/** The task row a member may act on: of the member's enterprise and assigned to the member. */
async function assignedRow(env: TaskEnv, enterpriseId: string, id: string, actor: TaskActor) {
  const row = await taskRow(taskDb(env.db), enterpriseId, id);
  if (!row) throw notFoundTask(id);
  if (actor.kind === 'member' && !(await isAssignee(env, row, actor.memberId)))
    throw refused('apps.task.errors.notAssignee');
  return row;
}

/**
 * Moves a task to `to`: a member (accept, in progress, done) or the console (cancel). Of two people moving
 * the same task at once, the second is refused with the stage it found.
 */
export async function stepTask(
  env: TaskEnv,
  enterpriseId: string,
  id: string,
  to: Exclude<TaskStage, 'new'>,
  actor: TaskActor,
  note = '',
): Promise<AppTask> {
  const row = await assignedRow(env, enterpriseId, id, actor);
  const from = stageOf(row);
  const refusal = taskStepRefusal(from, to, actor.kind === 'member' ? 'member' : 'console');
  if (refusal) {
    const name = (stage: TaskStage) => env.t?.(`apps.task.status.${stage}`) ?? stage;
    throw refused(refusal, { from: name(from), to: name(to) });
  }
  const stamps: Partial<AppTaskTable> =
    to === 'accepted'
      ? { accepted_by: actorText(actor), accepted_at: env.now }
      : to === 'done' || to === 'cancelled'
        ? { finished_at: env.now }
        : {};
  // A member who finishes without a separate accept step has accepted it too.
  if (to === 'done' && !row.accepted_by)
    Object.assign(stamps, { accepted_by: actorText(actor), accepted_at: env.now });
  const result = await taskDb(env.db)
    .updateTable('app_tasks')
    .set({ stage: to, ...stamps, updated_at: env.now })
    .where('id', '=', row.id)
    .where('stage', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw refused('apps.task.errors.changedMeanwhile');
  return (await recordAndPublish(env, enterpriseId, row.id, actor, to, note.trim())).task;
}

export async function commentOnTask(
  env: TaskEnv,
  enterpriseId: string,
  id: string,
  text: string,
  actor: TaskActor,
): Promise<TaskLogEntry> {
  const row = await assignedRow(env, enterpriseId, id, actor);
  await taskDb(env.db)
    .updateTable('app_tasks')
    .set({ updated_at: env.now })
    .where('id', '=', row.id)
    .execute();
  return (await recordAndPublish(env, enterpriseId, row.id, actor, 'comment', text.trim())).entry;
}

/** Logs an attachment added or removed (the file itself is the caller's). */
export async function recordAttachment(
  env: TaskEnv,
  enterpriseId: string,
  taskId: string,
  actor: TaskActor,
  action: 'attachmentAdded' | 'attachmentRemoved',
  fileName: string,
): Promise<void> {
  await recordAndPublish(env, enterpriseId, taskId, actor, action, fileName);
}

/** Tells the enterprise's screens that tasks are gone. */
export function publishDeleted(env: TaskEnv, enterpriseId: string, ids: readonly string[]): void {
  for (const taskId of ids)
    env.publish(TASK_TOPIC, { event: 'deleted', taskId } satisfies TaskEvent, taskAudience(enterpriseId));
}

/**
 * The server's overdue sweep: each open task whose deadline has passed and that is not marked yet is marked,
 * logged once ("overdue", by the server) and pushed. `enterpriseId` limits it to one enterprise (a read of
 * that enterprise's tasks runs it first). Answers how many were marked.
 */
export async function markOverdueTasks(env: TaskEnv, enterpriseId?: string): Promise<number> {
  const db = taskDb(env.db);
  let query = db
    .selectFrom('app_tasks')
    .select(['id', 'enterprise_id'])
    .where('stage', 'in', ['new', 'accepted', 'in_progress'])
    .where('deadline', 'is not', null)
    .where('deadline', '<=', env.now)
    .where('overdue_at', 'is', null);
  if (enterpriseId) query = query.where('enterprise_id', '=', enterpriseId);
  const due = await query.limit(500).execute();
  let marked = 0;
  for (const task of due) {
    const result = await db
      .updateTable('app_tasks')
      .set({ overdue_at: env.now })
      .where('id', '=', task.id)
      .where('overdue_at', 'is', null)
      .executeTakeFirst();
    // Another sweep (or server) marked it first.
    if (Number(result.numUpdatedRows) !== 1) continue;
    await recordAndPublish(env, task.enterprise_id, task.id, { kind: 'system' }, 'overdue', '');
    marked += 1;
  }
  return marked;
}
