import type { Kysely, Migration } from 'kysely';

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0034: app versions with their rollout, and the app's problem reports with attachments. */
export const appVersionsFeedbackMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('app_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('package_name', 'text', (c) => c.notNull())
      .addColumn('version_name', 'text', (c) => c.notNull())
      .addColumn('version_code', 'integer', (c) => c.notNull())
      .addColumn('min_sdk', 'integer')
      .addColumn('file_name', 'text')
      .addColumn('stored_name', 'text')
      .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('sha256', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notes_zh', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notes_en', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('force_update', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rollout', 'text', (c) => c.notNull().defaultTo('all'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('app_versions_code_unique', ['platform', 'package_name', 'version_code'])
      .execute();
    await db.schema
      .createTable('app_version_enterprises')
      .addColumn('version_id', 'text', (c) => c.notNull().references('app_versions.id').onDelete('cascade'))
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('app_version_enterprises_pk', ['version_id', 'enterprise_id'])
      .execute();
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('member_account', 'text', (c) => c.notNull())
      .addColumn('member_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('platform', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('device_model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('os_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('app_version_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('replied_at', 'bigint')
      .addColumn('replied_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('feedback_created_idx')
      .on('feedback')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema.createIndex('feedback_member_idx').on('feedback').column('member_id').execute();
    await db.schema
      .createTable('feedback_attachments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('feedback_id', 'text', (c) => c.notNull().references('feedback.id').onDelete('cascade'))
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('bytes', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('feedback_attachments_feedback_idx')
      .on('feedback_attachments')
      .column('feedback_id')
      .execute();
  },
};
