import type { Kysely, Migration } from 'kysely';

/*
 * 0004: the sign-in variants of docs/behaviour.md#screens-and-routes. Accounts get an optional mobile number (unique when set: NULLs are
 * distinct in unique indexes on both engines); SMS verification codes are kept hashed with their tries and
 * state; QR sign-ins are kept by the hash of their id, like tokens.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/**
 * 0006: a QR sign-in is polled with a secret of the creating screen, not with the id the code shows; SMS
 * codes are counted per asking address.
 */
export const qrPollSecretMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('qr_logins').addColumn('poll_hash', 'text').execute();
    await db.schema
      .createIndex('sms_codes_ip_time_idx')
      .on('sms_codes')
      .columns(['ip', 'created_at'])
      .execute();
  },
};

export const signInVariantsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('accounts').addColumn('phone', 'text').execute();
    await db.schema.createIndex('accounts_phone_uq').on('accounts').column('phone').unique().execute();

    await db.schema
      .createTable('sms_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sms_codes_phone_time_idx')
      .on('sms_codes')
      .columns(['phone', 'purpose', 'created_at'])
      .execute();

    await db.schema
      .createTable('qr_logins')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('scanned_by', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('qr_logins_expiry_idx').on('qr_logins').column('expires_at').execute();
  },
};
