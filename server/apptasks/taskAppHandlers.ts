import { sql } from 'kysely';
import {
  appTaskAccept,
  appTaskComment,
  appTaskList,
  appTaskUpdate,
  OPEN_STAGES,
} from '../../src/contract/apps';
import { type EndpointHandler, type HandlerContext, handle, memberOf } from '../handlers/handler';
import { translator } from '../http/i18n';
import { commentOnTask, markOverdueTasks, stepTask, type TaskActor, type TaskEnv } from './taskActions';
import { assignedTo, loadTasks } from './taskStore';
import { taskDb } from './taskTables';

/*
 * The dispatch app's `/app/task/*`. The member and the enterprise come from the app token only;
 * a task of another enterprise is "not found", one of the same enterprise given to others is refused.
 */

const APP_LIST_LIMIT = 200;

function memberScope(context: HandlerContext<unknown>): {
  env: TaskEnv;
  enterpriseId: string;
  actor: TaskActor;
} {
  const member = memberOf(context);
  return {
    env: { db: context.db, publish: context.publish, now: context.now, t: translator(context.locale) },
    enterpriseId: member.enterpriseId,
    actor: { kind: 'member', memberId: member.memberId, name: member.name, account: member.account },
  };
}

const listHandler = handle(appTaskList, async (context) => {
  const { env, enterpriseId } = memberScope(context);
  const member = memberOf(context);
  await markOverdueTasks(env, enterpriseId);
  const scope = context.input.scope ?? 'open';
  const db = taskDb(env.db);
  let query = db
    .selectFrom('app_tasks')
    .select('app_tasks.id')
    .where('app_tasks.enterprise_id', '=', enterpriseId)
    .where(assignedTo(member.memberId));
  if (scope === 'open') query = query.where('app_tasks.stage', 'in', [...OPEN_STAGES]);
  if (scope === 'closed') query = query.where('app_tasks.stage', 'in', ['done', 'cancelled']);
  const rows = await query
    // Most urgent first, then the nearest deadline (none last), then the newest.
    .orderBy(
      sql`case app_tasks.priority when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`,
      'desc',
    )
    .orderBy(sql`case when app_tasks.deadline is null then 1 else 0 end`)
    .orderBy('app_tasks.deadline', 'asc')
    .orderBy('app_tasks.created_at', 'desc')
    .limit(APP_LIST_LIMIT)
    .execute();
  return {
    records: await loadTasks(
      db,
      enterpriseId,
      rows.map((row) => row.id),
      env.now,
    ),
  };
});

const acceptHandler = handle(appTaskAccept, async (context) => {
  const { env, enterpriseId, actor } = memberScope(context);
  return stepTask(env, enterpriseId, context.input.id, 'accepted', actor);
});

const updateHandler = handle(appTaskUpdate, async (context) => {
  const { env, enterpriseId, actor } = memberScope(context);
  const { id, status, note } = context.input;
  return stepTask(env, enterpriseId, id, status, actor, note ?? '');
});

const commentHandler = handle(appTaskComment, async (context) => {
  const { env, enterpriseId, actor } = memberScope(context);
  return commentOnTask(env, enterpriseId, context.input.id, context.input.text, actor);
});

export const TASK_APP_HANDLERS: readonly EndpointHandler[] = [
  listHandler,
  acceptHandler,
  updateHandler,
  commentHandler,
];
