import type { Generated, Kysely, Migration, Transaction } from 'kysely';
import type { Engine } from '../db/connection';
import type { Database } from '../db/schema';

/** A dispatch task (migration 0033). `stage` is the work stage; overdue is derived from `deadline`. */
export interface AppTaskTable {
  id: string;
  enterprise_id: string;
  title: string;
  content: string;
  priority: string;
  stage: string;
  deadline: number | null;
  latitude: number | null;
  longitude: number | null;
  address: string;
  call_group_id: string | null;
  created_by: string;
  accepted_by: string | null;
  accepted_at: number | null;
  finished_at: number | null;
  /** When the server marked it overdue (logged once); cleared when a new deadline lies ahead. */
  overdue_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Members a task is given to directly. */
interface AppTaskMemberTable {
  task_id: string;
  member_id: string;
}

export interface AppTaskLogTable {
  id: Generated<number>;
  task_id: string;
  enterprise_id: string;
  time: number;
  actor_kind: string;
  actor: string;
  action: string;
  note: string;
}

/** A file attached to a task, stored under DATA_DIR/tasks/<enterprise>/<stored_name>. */
interface AppTaskAttachmentTable {
  id: string;
  task_id: string;
  enterprise_id: string;
  file_name: string;
  content_type: string;
  size: number;
  stored_name: string;
  created_at: number;
}

interface TaskDatabase extends Database {
  app_tasks: AppTaskTable;
  app_task_members: AppTaskMemberTable;
  app_task_log: AppTaskLogTable;
  app_task_attachments: AppTaskAttachmentTable;
}

export type TaskDb = Kysely<TaskDatabase>;

export function taskDb(db: Kysely<Database> | Transaction<Database>): TaskDb {
  return db as unknown as TaskDb;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0033: dispatch tasks, their direct assignees, logs and attachments. */
export function appTasksMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('app_tasks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('priority', 'text', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('deadline', 'bigint')
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('call_group_id', 'text')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('accepted_by', 'text')
        .addColumn('accepted_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addColumn('overdue_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('app_tasks_enterprise_created')
        .on('app_tasks')
        .columns(['enterprise_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('app_tasks_stage_deadline')
        .on('app_tasks')
        .columns(['stage', 'deadline'])
        .execute();
      await db.schema
        .createTable('app_task_members')
        .addColumn('task_id', 'text', (c) => c.notNull().references('app_tasks.id').onDelete('cascade'))
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('app_task_members_pk', ['task_id', 'member_id'])
        .execute();
      await db.schema
        .createIndex('app_task_members_member')
        .on('app_task_members')
        .column('member_id')
        .execute();
      const log = db.schema.createTable('app_task_log');
      await (engine === 'postgres'
        ? log.addColumn('id', 'serial', (c) => c.primaryKey())
        : log.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('task_id', 'text', (c) => c.notNull().references('app_tasks.id').onDelete('cascade'))
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('time', 'bigint', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('app_task_log_task')
        .on('app_task_log')
        .columns(['task_id', 'id'])
        .execute();
      await db.schema
        .createTable('app_task_attachments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('task_id', 'text', (c) => c.notNull().references('app_tasks.id').onDelete('cascade'))
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('app_task_attachments_task')
        .on('app_task_attachments')
        .column('task_id')
        .execute();
    },
  };
}
