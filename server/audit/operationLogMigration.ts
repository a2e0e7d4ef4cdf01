import { type Kysely, type Migration, sql } from 'kysely';

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/**
 * 0016: the operation log keeps who acted as they were at the time — the account's role and its
 * enterprise's name — so a line still reads right after the account or enterprise changed or went away;
 * and the platform's log, newest first across every enterprise, reads from an index on the time.
 */
export const operationLogAuditMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('operation_log')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('operation_log')
      .addColumn('enterprise_name', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`create index operation_log_time_idx on operation_log (time desc, id desc)`.execute(db);
    await sql`create index operation_log_account_idx on operation_log (account, time desc)`.execute(db);
  },
};
