import type { Kysely, Migration } from 'kysely';

/**
 * 0043: the CDR legs already stored, by call uuid and leg. mod_xml_cdr posts a CDR again when our answer is
 * late; the intake claims the pair here (insert-or-ignore on the primary key) in the same transaction as the
 * call record, so a repeated post is answered "stored" and stored once. Kept beside `call_records`, whose
 * queries it does not touch.
 */
export const cdrReceivedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cdr_received')
      .addColumn('call_uuid', 'text', (c) => c.notNull())
      .addColumn('leg', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('cdr_received_pk', ['call_uuid', 'leg'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cdr_received').execute();
  },
};
