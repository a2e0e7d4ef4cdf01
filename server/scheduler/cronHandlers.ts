import { randomUUID } from 'node:crypto';
import type { VerbOf } from '../../src/contract/audit/operationCodes';
import {
  addCronTask,
  deleteCronTasks,
  KINDS_WITH_DAYS,
  listCronRuns,
  listCronTasks,
  previewCronExpression,
  runCronTask,
  updateCronTask,
} from '../../src/contract/operations';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { recordPlatformChange } from '../handlers/platformAudit';
import { ApiError, badRequest, refused } from '../http/errors';
import { nextRunsOf } from './cronExpressions';
import { answerTasks, readStoredTasks, runFromRow, type StoredTask } from './cronTaskStore';
import { Scheduler, schedulerOf, TaskAlreadyRunning } from './scheduler';
import { schedulerDb } from './schedulerTables';

/*
 * `/corn-task/*` (ADMIN): the scheduled tasks, checked before they are stored (the expression by the
 * scheduler's own reader, the parameters by kind), rescheduled at once, and every change in the operation log.
 */

function checkExpression(expression: string): void {
  const next = nextRunsOf(expression, 2);
  if ('problem' in next) throw badRequest(`api.cron.${next.problem}`);
}

function checkParams(task: Pick<StoredTask, 'kind' | 'params'>): void {
  if (KINDS_WITH_DAYS.includes(task.kind) && task.params.days === undefined)
    throw badRequest('api.cron.daysRequired');
}

const audited = (
  context: HandlerContext<unknown>,
  action: VerbOf<'corn-task'>,
  target: string,
  detail: string,
) => recordPlatformChange(context, `corn-task:${action}`, target, detail);

async function taskOrRefuse(context: HandlerContext<unknown>, id: string): Promise<StoredTask> {
  const [task] = await readStoredTasks(context.db, [id]);
  if (!task) throw refused('api.cron.missing', { id });
  return task;
}

/** The server's scheduler, or one made for this call (a handler run without a started server). */
function schedulerFor(context: HandlerContext<unknown>): Scheduler {
  return schedulerOf(context.db) ?? new Scheduler({ db: context.db, config: context.config });
}

export const CRON_TASK_HANDLERS: readonly EndpointHandler[] = [
  handle(listCronTasks, async (context) => {
    const records = await answerTasks(context.db, await readStoredTasks(context.db), context.now);
    return { records, total: records.length };
  }),
  handle(previewCronExpression, async (context) => {
    const next = nextRunsOf(context.input.expression, 5, new Date(context.now));
    if ('problem' in next) throw refused(`api.cron.${next.problem}`);
    return { nextRuns: next.runs };
  }),
  handle(addCronTask, async (context) => {
    const { input, now } = context;
    checkExpression(input.expression);
    checkParams(input);
    const id = randomUUID();
    await schedulerDb(context.db)
      .insertInto('cron_tasks')
      .values({
        id,
        name: input.name,
        kind: input.kind,
        expression: input.expression,
        params: JSON.stringify(input.params),
        enabled: input.enabled ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await schedulerOf(context.db)?.reschedule(id);
    await audited(context, 'add', input.name, JSON.stringify(input));
    const [answer] = await answerTasks(context.db, await readStoredTasks(context.db, [id]), now);
    return answer!;
  }),
  handle(updateCronTask, async (context) => {
    const { input, now } = context;
    const existing = await taskOrRefuse(context, input.id);
    const merged: StoredTask = {
      ...existing,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    };
    if (input.expression !== undefined) checkExpression(merged.expression);
    checkParams(merged);
    await schedulerDb(context.db)
      .updateTable('cron_tasks')
      .set({
        name: merged.name,
        kind: merged.kind,
        expression: merged.expression,
        params: JSON.stringify(merged.params),
        enabled: merged.enabled ? 1 : 0,
        updated_at: now,
      })
      .where('id', '=', input.id)
      .execute();
    await schedulerOf(context.db)?.reschedule(input.id);
    const changed = Object.fromEntries(
      Object.entries(input)
        .filter(([field, value]) => field !== 'id' && value !== undefined)
        .map(([field, value]) => [field, { from: existing[field as keyof StoredTask], to: value }]),
    );
    await audited(context, 'update', merged.name, JSON.stringify(changed));
    const [answer] = await answerTasks(context.db, [merged], now);
    return answer!;
  }),
  handle(deleteCronTasks, async (context) => {
    const tasks = await readStoredTasks(context.db, context.input.ids);
    if (tasks.length !== new Set(context.input.ids).size)
      throw refused('api.cron.missing', {
        id: context.input.ids.find((id) => !tasks.some((t) => t.id === id))!,
      });
    await schedulerDb(context.db).deleteFrom('cron_tasks').where('id', 'in', context.input.ids).execute();
    for (const task of tasks) schedulerOf(context.db)?.unschedule(task.id);
    await audited(
      context,
      'delete',
      tasks.map((task) => task.name).join(', '),
      JSON.stringify({ deleted: tasks.length }),
    );
    return { deleted: tasks.length };
  }),
  handle(runCronTask, async (context) => {
    const task = await taskOrRefuse(context, context.input.id);
    try {
      const run = await schedulerFor(context).run(task.id, 'manual');
      await audited(
        context,
        'run',
        task.name,
        JSON.stringify({ outcome: run.outcome, rows: run.rowsAffected }),
      );
      return run;
    } catch (error) {
      if (error instanceof TaskAlreadyRunning) throw refused('api.cron.alreadyRunning', { name: task.name });
      if (error instanceof ApiError) throw error;
      throw error;
    }
  }),
  handle(listCronRuns, async (context) => {
    const { taskId, pageNum, pageSize } = context.input;
    await taskOrRefuse(context, taskId);
    const db = schedulerDb(context.db);
    const [rows, count] = await Promise.all([
      db
        .selectFrom('cron_task_runs')
        .selectAll()
        .where('task_id', '=', taskId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize)
        .execute(),
      db
        .selectFrom('cron_task_runs')
        .select((eb) => eb.fn.countAll().as('total'))
        .where('task_id', '=', taskId)
        .executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(runFromRow), total: Number(count.total) };
  }),
];
