import type { Kysely, Migration } from 'kysely';

/*
 * 0014: platform accounts. Enterprises get their contact, feature flags, limits and the agency
 * that sells them; agencies (resellers) get a table with their quotas; AGECNY accounts point at their agency.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

export const enterpriseAccountsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('agencies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enterprise_quota', 'integer', (c) => c.notNull().defaultTo(10))
      .addColumn('extension_quota', 'integer', (c) => c.notNull().defaultTo(1000))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    const columns: [string, 'text' | 'integer' | 'bigint', string | number | null][] = [
      ['contact', 'text', ''],
      ['phone', 'text', ''],
      // JSON array of feature flags (src/contract/enterprises.ts ENTERPRISE_FUNCTIONS).
      ['functions', 'text', '[]'],
      // Enterprises that existed before limits get room to spare, so nothing they do today is refused;
      // new ones get the contract's defaults (DEFAULT_ENTERPRISE_LIMITS) from their creator.
      ['max_members', 'integer', 20_000],
      ['max_extensions', 'integer', 20_000],
      ['max_concurrent_calls', 'integer', 1_000],
      ['max_groups', 'integer', 1_000],
      ['agency_id', 'text', null],
      ['updated_at', 'bigint', 0],
    ];
    for (const [name, type, value] of columns) {
      await db.schema
        .alterTable('enterprises')
        .addColumn(name, type, (c) => (value === null ? c : c.notNull().defaultTo(value)))
        .execute();
    }
    await db.schema.createIndex('enterprises_agency_idx').on('enterprises').column('agency_id').execute();
    await db.schema.alterTable('accounts').addColumn('agency_id', 'text').execute();
  },
};
