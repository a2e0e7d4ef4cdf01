import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CronRun } from '../../src/contract/operations';
import { BackupRefused } from '../backup/backupRefused';
import type { Cluster } from '../cluster/cluster';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { readStoredTasks, runFromRow, type StoredTask } from './cronTaskStore';
import { schedulerDb } from './schedulerTables';
import { runTaskKind } from './taskKinds';

/*
 * The platform's scheduler. One croner job per enabled task (rescheduled when a task changes);
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
  /** With several servers only the leader's jobs fire; the others stand by. */
  private leading = false;
  /** Tells the other servers a task changed (they re-read it, so a new leader has it right). */
  private announce: ((taskId: string) => void) | undefined;
  private readonly detach: (() => void)[] = [];

  constructor(private readonly services: SchedulerServices) {}

  /** Leads: runs cut off by a server that stopped are marked, then every enabled task is scheduled. */
  async start(now = Date.now()): Promise<void> {
    this.leading = true;
    await markInterruptedRuns(this.services.db, now);
    for (const task of await readStoredTasks(this.services.db)) this.schedule(task);
  }

  /** Another server leads: no job fires here (runs asked for through this server's API still run). */
  standBy(): void {
    this.leading = false;
    for (const job of this.jobs.values()) job.stop();
    this.jobs.clear();
  }

  announceChangesWith(announce: (taskId: string) => void): void {
    this.announce = announce;
  }

  /** (Re)reads a task and schedules it as it now is; a deleted or disabled task stops. */
  async reschedule(taskId: string, fromPeer = false): Promise<void> {
    const [task] = await readStoredTasks(this.services.db, [taskId]);
    this.stopJob(taskId);
    if (task) this.schedule(task);
    if (!fromPeer) this.announce?.(taskId);
  }

  unschedule(taskId: string): void {
    this.stopJob(taskId);
    this.announce?.(taskId);
  }

  private stopJob(taskId: string): void {
    this.jobs.get(taskId)?.stop();
    this.jobs.delete(taskId);
  }

  isScheduled(taskId: string): boolean {
    return this.jobs.has(taskId);
  }

  /** Detaches what the scheduler listens to when it stops (the cluster's leadership and messages). */
  whenStopped(...detach: (() => void)[]): void {
    this.detach.push(...detach);
  }

  stop(): void {
    for (const detach of this.detach.splice(0)) detach();
    this.stopped = true;
    for (const job of this.jobs.values()) job.stop();
    this.jobs.clear();
  }

  private schedule(task: StoredTask): void {
    if (!task.enabled || this.stopped || !this.leading) return;
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
async function markInterruptedRuns(db: Kysely<Database>, now: number): Promise<number> {
  const result = await schedulerDb(db)
    .updateTable('cron_task_runs')
    .set({ outcome: 'interrupted', ended_at: now, detail_key: 'operations.cronTask.results.interrupted' })
    .where('outcome', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The scheduler of a running server, found by its database (handlers get the database, not the server). */
const schedulers = new WeakMap<object, Scheduler>();

function registerScheduler(db: Kysely<Database>, scheduler: Scheduler): void {
  schedulers.set(db, scheduler);
}

export function schedulerOf(db: Kysely<Database>): Scheduler | undefined {
  return schedulers.get(db);
}

/**
 * The server's scheduler.: with a cluster, it leads while this server holds the lead and stands by
 * otherwise, and a task changed through any server is re-read by all of them.
 */
export async function startScheduler(services: SchedulerServices, cluster?: Cluster): Promise<Scheduler> {
  const scheduler = new Scheduler(services);
  registerScheduler(services.db, scheduler);
  if (!cluster) {
    await scheduler.start();
    return scheduler;
  }
  scheduler.announceChangesWith((taskId) => cluster.sendInternal(CRON_CHANGED, { taskId }));
  // Leading now: started before the server answers (a task saved at once finds its job).
  let leading = cluster.isLeader();
  if (leading) await scheduler.start();
  const stopFollowing = cluster.onLeadership((next) => {
    if (next === leading) return;
    leading = next;
    if (!next) return scheduler.standBy();
    scheduler
      .start()
      .catch((error: unknown) => services.log?.error({ err: error }, 'scheduler did not start'));
  });
  const stopHearing = cluster.onInternal(CRON_CHANGED, (data) => {
    const { taskId } = data as { taskId: string };
    scheduler.reschedule(taskId, true).catch(() => undefined);
  });
  scheduler.whenStopped(stopFollowing, stopHearing);
  return scheduler;
}

const CRON_CHANGED = 'cron-changed';

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
