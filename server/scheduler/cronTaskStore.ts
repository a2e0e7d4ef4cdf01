import type { Kysely, Selectable } from 'kysely';
import {
  CRON_RUN_OUTCOMES,
  CRON_RUN_TRIGGERS,
  CRON_TASK_KINDS,
  type CronRun,
  type CronTask,
  type CronTaskKind,
} from '../../src/contract/operations';
import type { Database } from '../db/schema';
import { nextRunsOf } from './cronExpressions';
import { type CronTaskRunTable, type CronTaskTable, schedulerDb } from './schedulerTables';

/* Rows of the scheduler's two tables as the contract answers them. */

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function runFromRow(row: Selectable<CronTaskRunTable>): CronRun {
  return {
    id: String(row.id),
    taskId: row.task_id,
    trigger: oneOf(CRON_RUN_TRIGGERS, row.trigger, 'schedule'),
    startedAt: Number(row.started_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
    outcome: oneOf(CRON_RUN_OUTCOMES, row.outcome, 'failure'),
    rowsAffected: Number(row.rows_affected),
    detail: { key: row.detail_key, params: parseJson(row.detail_params, {}) },
  };
}

export interface StoredTask {
  id: string;
  name: string;
  kind: CronTaskKind;
  expression: string;
  params: { days?: number };
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
}

function taskFromRow(row: Selectable<CronTaskTable>): StoredTask {
  return {
    id: row.id,
    name: row.name,
    kind: oneOf(CRON_TASK_KINDS, row.kind, 'databaseBackup'),
    expression: row.expression,
    params: parseJson(row.params, {}),
    enabled: row.enabled === 1 || row.enabled === true,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function readStoredTasks(db: Kysely<Database>, ids?: readonly string[]): Promise<StoredTask[]> {
  let query = schedulerDb(db).selectFrom('cron_tasks').selectAll().orderBy('created_at').orderBy('id');
  if (ids) query = query.where('id', 'in', ids.length ? [...ids] : ['']);
  return (await query.execute()).map(taskFromRow);
}

/** The tasks as answered: with their next five runs (none when disabled) and their last run. */
export async function answerTasks(
  db: Kysely<Database>,
  tasks: readonly StoredTask[],
  now: number,
): Promise<CronTask[]> {
  const answers: CronTask[] = [];
  for (const task of tasks) {
    const last = await schedulerDb(db)
      .selectFrom('cron_task_runs')
      .selectAll()
      .where('task_id', '=', task.id)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const next = task.enabled ? nextRunsOf(task.expression, 5, new Date(now)) : { runs: [] };
    answers.push({
      ...task,
      nextRuns: 'runs' in next ? next.runs : [],
      lastRun: last ? runFromRow(last) : null,
    });
  }
  return answers;
}
