import { type Kysely, type Migration, Migrator } from 'kysely';
import { appSessionsMigration } from '../apps/appTables';
import { appTasksMigration } from '../apptasks/taskTables';
import { appVersionsFeedbackMigration } from '../appversions/migration';
import { attendanceMigration } from '../attendance/attendanceTables';
import { operationLogAuditMigration } from '../audit/operationLogMigration';
import { credentialLedgerMigration } from '../backup/credentialCarryOver';
import { enterpriseBrandingMigration } from '../branding/brandingStore';
import { calldataDayCountsMigration } from '../calldata/dayCounts';
import { calldataDayFacetCountsMigration } from '../calldata/dayFacetCounts';
import {
  calldataDurationCountIndexMigration,
  calldataFilterIndexMigration,
  calldataMigration,
  calldataSortAndFilterIndexMigration,
  loginHistoryCodesMigration,
} from '../calldata/migration';
import {
  calldataCoveringKindIndexesMigration,
  calldataKindsDurationIndexMigration,
  calldataScaleIndexMigration,
  calldataTypeCalleeIndexMigration,
  openCallsIndexMigration,
} from '../calldata/scaleIndexes';
import { clusterEventsMigration } from '../cluster/cluster';
import { deviceLicencesMigration } from '../devices/deviceLicences';
import { sharedRateCountsMigration } from '../http/sharedRateCounts';
import { portalOriginsMigration } from '../origins/originPolicy';
import { partnerKeyLineageMigration, partnerKeysMigration } from '../partner/partnerKeyStore';
import { resourceSamplesMigration } from '../resmonitor/resourceMonitor';
import { cronTaskMigration } from '../scheduler/schedulerTables';
import { demoEnterprisesMigration } from '../simulator/demoMigration';
import { cdrReceivedMigration } from '../switch/cdrReceivedMigration';
import { switchTablesMigration } from '../switch/switchTables';
import { accountAdvancedConfigMigration } from './accountAdvancedConfigMigration';
import type { Engine } from './connection';
import { enterpriseAccountsMigration } from './enterpriseAccountsMigration';
import { organisationMigration } from './organisationMigration';
import type { Database } from './schema';
import { signInThrottleMigration } from './signInThrottleMigration';
import { qrPollSecretMigration, signInVariantsMigration } from './signInVariantsMigration';
import { uniqueNumbersMigration } from './uniqueNumbersMigration';

/*
 * In-code migrations (docs/architecture.md#reference-server), written with portable column types so one list serves SQLite and
 * PostgreSQL. Append new migrations; never edit one that has shipped.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

function autoIncrementId(engine: Engine) {
  return engine === 'postgres' ? ('serial' as const) : ('integer' as const);
}

function initialSchema(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('enterprises')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull().unique())
        .addColumn('expiry', 'bigint')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('enterprise_id', 'text', (c) => c.references('enterprises.id'))
        .addColumn('real_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('home_path', 'text')
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_window_start', 'bigint')
        .addColumn('locked_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('accounts_enterprise_idx').on('accounts').column('enterprise_id').execute();

      await db.schema
        .createTable('account_permits')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('permit_value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_permits_pk', ['account_id', 'permit_value'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

      await db.schema
        .createTable('login_history')
        .addColumn('id', autoIncrementId(engine), (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('enterprise_id', 'text')
        .addColumn('time', 'bigint', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('failure_reason', 'text')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('client_type', 'text', (c) => c.notNull().defaultTo('web'))
        .execute();
      await db.schema
        .createIndex('login_history_enterprise_time_idx')
        .on('login_history')
        .columns(['enterprise_id', 'time'])
        .execute();

      await db.schema
        .createTable('operation_log')
        .addColumn('id', autoIncrementId(engine), (c) =>
          engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('enterprise_id', 'text')
        .addColumn('time', 'bigint', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('result', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('operation_log_enterprise_time_idx')
        .on('operation_log')
        .columns(['enterprise_id', 'time'])
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '0001_initial_schema': initialSchema(engine),
    '0002_organisation': organisationMigration,
    '0003_calldata': calldataMigration(engine),
    '0004_sign_in_variants': signInVariantsMigration,
    '0005_calldata_filter_index': calldataFilterIndexMigration(),
    '0006_qr_poll_secret': qrPollSecretMigration,
    '0007_login_history_codes': loginHistoryCodesMigration(),
    '0008_calldata_sort_filter_indexes': calldataSortAndFilterIndexMigration(),
    '0009_calldata_day_counts': calldataDayCountsMigration(engine),
    '0010_calldata_day_facet_counts': calldataDayFacetCountsMigration(engine),
    '0011_calldata_duration_count_index': calldataDurationCountIndexMigration(engine),
    '0012_sign_in_throttle': signInThrottleMigration,
    '0014_enterprise_accounts': enterpriseAccountsMigration,
    '0016_operation_log_audit': operationLogAuditMigration,
    '0018_cron_tasks': cronTaskMigration(engine),
    '0019_portal_origins': portalOriginsMigration,
    '0025_enterprise_branding': enterpriseBrandingMigration,
    '0026_cluster_events': clusterEventsMigration(engine),
    '0027_device_licences': deviceLicencesMigration,
    '0028_partner_keys': partnerKeysMigration,
    '0029_switch_tables': switchTablesMigration,
    '0030_resource_samples': resourceSamplesMigration,
    '0031_app_sessions': appSessionsMigration,
    '0032_attendance': attendanceMigration,
    '0033_app_tasks': appTasksMigration(engine),
    '0034_app_versions_feedback': appVersionsFeedbackMigration,
    '0035_account_advanced_config': accountAdvancedConfigMigration,
    '0040_partner_key_lineage': partnerKeyLineageMigration,
    '0042_unique_numbers': uniqueNumbersMigration,
    '0043_cdr_received': cdrReceivedMigration,
    '0047_calldata_scale_indexes': calldataScaleIndexMigration(),
    '0050_demo_enterprises': demoEnterprisesMigration,
    '0051_credential_ledger': credentialLedgerMigration,
    '0052_shared_sign_in_counts': sharedRateCountsMigration,
    '0054_calldata_kinds_duration_index': calldataKindsDurationIndexMigration(),
    '0055_calldata_type_callee_index': calldataTypeCalleeIndexMigration(),
    '0056_calldata_covering_kind_indexes': calldataCoveringKindIndexesMigration(),
    '0057_open_calls_index': openCallsIndexMigration(),
  };
}

/** Brings the database to the latest schema; running it again is a no-op. */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
