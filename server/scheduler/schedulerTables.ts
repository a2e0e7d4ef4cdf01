import type { Generated, Kysely, Migration, Transaction } from 'kysely';
import type { Engine } from '../db/connection';
import type { Database } from '../db/schema';

/** A scheduled task (migration 0018). */
export interface CronTaskTable {
  id: string;
  name: string;
  kind: string;
  expression: string;
  /** JSON of the kind's parameters. */
  params: string;
  enabled: number | boolean;
  created_at: number;
  updated_at: number;
}

/** One run of a task: started, then ended with its outcome (or marked interrupted by the next start). */
export interface CronTaskRunTable {
  id: Generated<number>;
  task_id: string;
  trigger: string;
  started_at: number;
  ended_at: number | null;
  outcome: string;
  rows_affected: number;
  detail_key: string;
  /** JSON of the detail message's values. */
  detail_params: string;
}

export interface SchedulerDatabase extends Database {
  cron_tasks: CronTaskTable;
  cron_task_runs: CronTaskRunTable;
}

export function schedulerDb(db: Kysely<Database> | Transaction<Database>): Kysely<SchedulerDatabase> {
  return db as unknown as Kysely<SchedulerDatabase>;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0018: scheduled tasks and their runs. */
export function cronTaskMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('cron_tasks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('expression', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      const table = db.schema.createTable('cron_task_runs');
      await (engine === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('task_id', 'text', (c) => c.notNull().references('cron_tasks.id').onDelete('cascade'))
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('rows_affected', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('detail_key', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('detail_params', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema
        .createIndex('cron_task_runs_task_idx')
        .on('cron_task_runs')
        .columns(['task_id', 'started_at'])
        .execute();
    },
  };
}
