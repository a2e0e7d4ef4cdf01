import { type Kysely, type Migration, sql } from 'kysely';

/**
 * 0035: each account's default for the advanced-config flag. The seed turns it on for `admin`;
 * on a database seeded before this migration, `admin` is turned on here.
 */
export const accountAdvancedConfigMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('accounts')
      .addColumn('show_advanced_config', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE accounts SET show_advanced_config = 1 WHERE username = 'admin' AND role = 'ADMIN'`.execute(
      db,
    );
  },
};
