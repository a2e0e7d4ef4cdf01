import type { Kysely, Migration } from 'kysely';
import type { Database } from '../db/schema';

/*
 * The dispatch app's sessions and the devices it runs on. An app token is a member's, never an
 * account's: the two kinds of session live in different tables, so neither can be mistaken for the other.
 */

interface AppSessionTable {
  token_hash: string;
  member_id: string;
  enterprise_id: string;
  device_id: string;
  created_at: number;
  last_seen_at: number;
}

/** One row per device of an enterprise: what it last reported (at sign-in or a version report). */
interface AppDeviceTable {
  enterprise_id: string;
  device_id: string;
  member_id: string;
  platform: string;
  device_model: string;
  os_version: string;
  app_version_name: string;
  app_version_code: number;
  last_ip: string;
  first_seen_at: number;
  last_seen_at: number;
}

export interface AppDatabase extends Database {
  app_sessions: AppSessionTable;
  app_devices: AppDeviceTable;
}

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** 0031: app sessions and app devices. */
export const appSessionsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('app_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('app_sessions_member').on('app_sessions').column('member_id').execute();
    await db.schema
      .createTable('app_devices')
      .addColumn('enterprise_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('member_id', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('device_model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('os_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('app_version_name', 'text', (c) => c.notNull())
      .addColumn('app_version_code', 'integer', (c) => c.notNull())
      .addColumn('last_ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('app_devices_pk', ['enterprise_id', 'device_id'])
      .execute();
  },
};
