import type { Kysely, Migration } from 'kysely';

/**
 * Sign-in throttling per (account, client address) replaces the account lock-out, so failures from
 * one address never keep the right password out from another. The account name is as the caller typed it
 * (unknown names are throttled too).
 */
export const signInThrottleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_throttles')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('blocked_until', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_throttles_pk', ['account', 'ip'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_in_throttles').execute();
  },
};
