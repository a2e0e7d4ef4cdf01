import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CronRun } from '../../src/contract/operations';
import { BackupRefused } from '../backup/backupRefused';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { readStoredTasks, runFromRow, type StoredTask } from './cronTaskStore';
import { schedulerDb } from './schedulerTables';
import { runTaskKind } from './taskKinds';

/*
 * Issue 13: the platform's scheduler. One croner job per enabled task (rescheduled when a task changes);
 * a run is a row that starts as `running` and ends with its outcome, rows affected and a message. A task
 * never runs twice at once: a run that finds the task running is logged as skipped. Runs still `running`
 * when the server starts were cut off by a restart and are marked `interrupted`.
 */

export interface SchedulerServices {
  db: Kysely<Database>;
  config: ServerConfig;
  log?: FastifyBaseLogger;
}

export class TaskAlreadyRunning extends Error {}

export class Scheduler {
  private readonly jobs = new Map<string, Cron>();
  private readonly running = new Set<string>();
  private stopped = false;

  constructor(private readonly services: SchedulerServices) {}

  async start(now = Date.now()): Promise<void> {
    await markInterruptedRuns(this.services.db, now);
    for (const task of await readStoredTasks(this.services.db)) this.schedule(task);
  }

  /** (Re)reads a task and schedules it as it now is; a deleted or disabled task stops. */
  async reschedule(taskId: string): Promise<void> {
    const [task] = await readStoredTasks(this.services.db, [taskId]);
    this.unschedule(taskId);
    if (task) this.schedule(task);
  }

  unschedule(taskId: string): void {
    this.jobs.get(taskId)?.stop();
    this.jobs.delete(taskId);
  }

  isScheduled(taskId: string): boolean {
    return this.jobs.has(taskId);
  }

  stop(): void {
    this.stopped = true;
    for (const job of this.jobs.values()) job.stop();
    this.jobs.clear();
  }

  private schedule(task: StoredTask): void {
    if (!task.enabled || this.stopped) return;
    try {
      const job = new Cron(task.expression, { protect: true }, () => {
        void this.run(task.id, 'schedule').catch((error: unknown) => {
          if (!(error instanceof TaskAlreadyRunning))
            this.services.log?.error({ err: error }, 'scheduled task failed');
        });
      });
      this.jobs.set(task.id, job);
    } catch (error) {
      // Expressions are checked when saved; one that no longer parses (a stored row edited by hand) is skipped.
      this.services.log?.warn(
        { err: error, task: task.id },
        'task not scheduled: its expression does not parse',
      );
    }
  }

  /** Runs a task now and answers its run; refused (and logged as skipped) while the task is running. */
  async run(taskId: string, trigger: CronRun['trigger']): Promise<CronRun> {
    const db = schedulerDb(this.services.db);
    const [task] = await readStoredTasks(this.services.db, [taskId]);
    if (!task) throw new Error(`no task ${taskId}`);
    const startedAt = Date.now();
    if (this.running.has(taskId) || (await runningRunOf(this.services.db, taskId))) {
      await db
        .insertInto('cron_task_runs')
        .values({
          task_id: taskId,
          trigger,
          started_at: startedAt,
          ended_at: startedAt,
          outcome: 'skipped',
          rows_affected: 0,
          detail_key: 'operations.cronTask.results.alreadyRunning',
          detail_params: '{}',
        })
        .execute();
      throw new TaskAlreadyRunning(taskId);
    }
    this.running.add(taskId);
    try {
      const inserted = await db
        .insertInto('cron_task_runs')
        .values({
          task_id: taskId,
          trigger,
          started_at: startedAt,
          ended_at: null,
          outcome: 'running',
          rows_affected: 0,
          detail_key: '',
          detail_params: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let update: { outcome: string; rows_affected: number; detail_key: string; detail_params: string };
      try {
        const outcome = await runTaskKind(task.kind, task.params, {
          db: this.services.db,
          config: this.services.config,
          now: startedAt,
        });
        update = {
          outcome: 'success',
          rows_affected: outcome.rowsAffected,
          detail_key: outcome.detailKey,
          detail_params: JSON.stringify(outcome.detailParams),
        };
      } catch (error) {
        update = {
          outcome: 'failure',
          rows_affected: 0,
          ...(error instanceof BackupRefused
            ? { detail_key: error.key, detail_params: JSON.stringify(error.params) }
            : {
                detail_key: 'operations.cronTask.results.error',
                detail_params: JSON.stringify({ message: errorText(error) }),
              }),
        };
      }
      const row = await db
        .updateTable('cron_task_runs')
        .set({ ...update, ended_at: Date.now() })
        .where('id', '=', inserted.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return runFromRow(row);
    } finally {
      this.running.delete(taskId);
    }
  }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function runningRunOf(db: Kysely<Database>, taskId: string): Promise<boolean> {
  const row = await schedulerDb(db)
    .selectFrom('cron_task_runs')
    .select('id')
    .where('task_id', '=', taskId)
    .where('outcome', '=', 'running')
    .executeTakeFirst();
  return !!row;
}

/** Runs left `running` by a server that stopped mid-run: they will never end, so they say so. */
export async function markInterruptedRuns(db: Kysely<Database>, now: number): Promise<number> {
  const result = await schedulerDb(db)
    .updateTable('cron_task_runs')
    .set({ outcome: 'interrupted', ended_at: now, detail_key: 'operations.cronTask.results.interrupted' })
    .where('outcome', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The scheduler of a running server, found by its database (handlers get the database, not the server). */
const schedulers = new WeakMap<object, Scheduler>();

export function registerScheduler(db: Kysely<Database>, scheduler: Scheduler): void {
  schedulers.set(db, scheduler);
}

export function schedulerOf(db: Kysely<Database>): Scheduler | undefined {
  return schedulers.get(db);
}

export async function startScheduler(services: SchedulerServices): Promise<Scheduler> {
  const scheduler = new Scheduler(services);
  await scheduler.start();
  registerScheduler(services.db, scheduler);
  return scheduler;
}

/** The demo's tasks (once, on an empty table): a nightly backup, and retention jobs to switch on. */
export async function seedCronTasks(db: Kysely<Database>, now: number): Promise<void> {
  const tasks = schedulerDb(db);
  const existing = await tasks.selectFrom('cron_tasks').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const rows = [
    {
      name: 'Nightly database backup',
      kind: 'databaseBackup',
      expression: '0 3 * * *',
      params: {},
      enabled: 1,
    },
    {
      name: 'Purge call data older than 180 days',
      kind: 'purgeCalldata',
      expression: '30 3 * * *',
      params: { days: 180 },
      enabled: 0,
    },
    {
      name: 'Purge logs older than 365 days',
      kind: 'purgeLogs',
      expression: '0 4 * * 0',
      params: { days: 365 },
      enabled: 1,
    },
  ];
  await tasks
    .insertInto('cron_tasks')
    .values(
      rows.map((row, index) => ({
        id: randomUUID(),
        ...row,
        params: JSON.stringify(row.params),
        created_at: now + index,
        updated_at: now + index,
      })),
    )
    .execute();
}
