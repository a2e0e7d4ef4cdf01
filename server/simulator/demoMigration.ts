import { type Kysely, type Migration, sql } from 'kysely';

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/*
 * 0050: invented data stays where it was asked for. An enterprise is a demo enterprise (the seed's) or a
 * real one; the traffic simulator and the demo seeds write only into demo enterprises, and every record
 * they write is marked `simulated`, so lists can show and filter it out. See docs/behaviour.md, "Traffic
 * simulator".
 */

/** The seed's enterprises as they shipped before this migration (name and prefix, frozen here). */
const SHIPPED_DEMO_ENTERPRISES = [
  ['Acme Logistics', '8001'],
  ['Globex Security', '8002'],
  ['Initech Transit', '8003'],
] as const;

const SIMULATED_TABLES = ['call_records', 'ptt_records', 'sos_alarms'] as const;

export const demoEnterprisesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('enterprises')
      .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const table of SIMULATED_TABLES)
      await db.schema
        .alterTable(table)
        .addColumn('simulated', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    // A database seeded before this migration: its seed enterprises (same name and prefix) stay demo ones.
    for (const [name, prefix] of SHIPPED_DEMO_ENTERPRISES)
      await sql`update enterprises set demo = 1 where name = ${name} and prefix = ${prefix}`.execute(db);
  },
};
