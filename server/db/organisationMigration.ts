import type { Kysely, Migration } from 'kysely';

/*
 * 0002: the organisation resources (src/contract/resources): departments, members, extensions, call groups
 * with their ordered members, icons and broadcast files. Every row carries enterprise_id; every list query
 * filters by it first, so indexes lead with it. Integrity between resources (references, delete refusals) is
 * checked by server/resources with readable messages; the unique indexes back those checks against races.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

const timestamps = (table: ReturnType<AnyDb['schema']['createTable']>) =>
  table
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull());

export const organisationMigration: Migration = {
  async up(db: AnyDb) {
    await timestamps(
      db.schema
        .createTable('departments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'text')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('manager_id', 'text')
        .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
    ).execute();
    await db.schema
      .createIndex('departments_enterprise_parent_idx')
      .on('departments')
      .columns(['enterprise_id', 'parent_id', 'sort_order'])
      .execute();
    await db.schema
      .createIndex('departments_enterprise_name_idx')
      .on('departments')
      .columns(['enterprise_id', 'name'])
      .execute();

    await timestamps(
      db.schema
        .createTable('members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id'))
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('dept_id', 'text')
        .addColumn('app_role', 'text', (c) => c.notNull().defaultTo('member'))
        .addColumn('extension_id', 'text')
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('device_model', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('imei', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icon_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled'))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'text'),
    ).execute();
    await db.schema
      .createIndex('members_enterprise_account_uq')
      .on('members')
      .columns(['enterprise_id', 'account'])
      .unique()
      .execute();
    // NULLs are distinct in unique indexes on both engines: many members without an extension are fine.
    await db.schema
      .createIndex('members_enterprise_extension_uq')
      .on('members')
      .columns(['enterprise_id', 'extension_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('members_enterprise_dept_idx')
      .on('members')
      .columns(['enterprise_id', 'dept_id'])
      .execute();
    await db.schema
      .createIndex('members_enterprise_name_idx')
      .on('members')
      .columns(['enterprise_id', 'name'])
      .execute();
    await db.schema
      .createIndex('members_enterprise_icon_idx')
      .on('members')
      .columns(['enterprise_id', 'icon_id'])
      .execute();

    await timestamps(
      db.schema
        .createTable('extensions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id'))
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password', 'text', (c) => c.notNull())
        .addColumn('caller_id_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('caller_id_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('max_registrations', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('recording_mode', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('forward_mode', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('forward_target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('do_not_disturb', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
    ).execute();
    await db.schema
      .createIndex('extensions_enterprise_number_uq')
      .on('extensions')
      .columns(['enterprise_id', 'number'])
      .unique()
      .execute();

    await timestamps(
      db.schema
        .createTable('call_groups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().defaultTo('ring'))
        .addColumn('strategy', 'text', (c) => c.notNull().defaultTo('simultaneous'))
        .addColumn('timeout_seconds', 'integer', (c) => c.notNull().defaultTo(30))
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
    ).execute();
    await db.schema
      .createIndex('call_groups_enterprise_number_uq')
      .on('call_groups')
      .columns(['enterprise_id', 'number'])
      .unique()
      .execute();
    await db.schema
      .createIndex('call_groups_enterprise_name_uq')
      .on('call_groups')
      .columns(['enterprise_id', 'name'])
      .unique()
      .execute();

    await db.schema
      .createTable('call_group_members')
      .addColumn('call_group_id', 'text', (c) => c.notNull().references('call_groups.id').onDelete('cascade'))
      .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('call_group_members_pk', ['call_group_id', 'member_id'])
      .execute();
    await db.schema
      .createIndex('call_group_members_member_idx')
      .on('call_group_members')
      .column('member_id')
      .execute();

    await timestamps(
      db.schema
        .createTable('icons')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema
      .createIndex('icons_enterprise_created_idx')
      .on('icons')
      .columns(['enterprise_id', 'created_at'])
      .execute();

    await timestamps(
      db.schema
        .createTable('broadcast_files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enterprise_id', 'text', (c) => c.notNull().references('enterprises.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema
      .createIndex('broadcast_files_enterprise_name_uq')
      .on('broadcast_files')
      .columns(['enterprise_id', 'name'])
      .unique()
      .execute();
    await db.schema
      .createIndex('broadcast_files_enterprise_created_idx')
      .on('broadcast_files')
      .columns(['enterprise_id', 'created_at'])
      .execute();
  },
};
