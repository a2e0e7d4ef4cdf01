import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../db/connection';

/*
 * 0003: call records, their files, media clips, PTT bursts and SOS alarms; login_history exists
 * since 0001. Every index leads with enterprise_id (every query is scoped by it first), then the time the
 * lists are ordered by, newest first, then the id that breaks ties — so the first page, a time range and a
 * deep page are all index scans. Number filters (caller, callee) get an index each because people look up a
 * number across all time; the talker's index came only with 0008 (calldataSortAndFilterIndexMigration).
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

export function calldataMigration(engine: Engine): Migration {
  const pg = engine === 'postgres';
  // A rowid alias in SQLite (no second index on a text key); bigserial in PostgreSQL.
  const id = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    pg
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey());
  const real = pg ? 'double precision' : 'real';
  const index = async (db: AnyDb, name: string, table: string, columns: string[]) =>
    // Raw because Kysely's index builder cannot express per-column DESC portably.
    sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns.join(', '))})`.execute(db);

  return {
    async up(db: AnyDb) {
      await id(db.schema.createTable('call_records'))
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('caller_number', 'text', (c) => c.notNull())
        .addColumn('caller_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('callee_number', 'text', (c) => c.notNull())
        .addColumn('callee_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('answer_time', 'bigint')
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('duration_sec', 'integer', (c) => c.notNull())
        .addColumn('billed_sec', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('hangup_cause', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('call_type', 'text', (c) => c.notNull())
        .addColumn('has_recording', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await index(db, 'call_records_time_idx', 'call_records', [
        'enterprise_id',
        'start_time desc',
        'id desc',
      ]);
      await index(db, 'call_records_caller_idx', 'call_records', [
        'enterprise_id',
        'caller_number',
        'start_time desc',
      ]);
      await index(db, 'call_records_callee_idx', 'call_records', [
        'enterprise_id',
        'callee_number',
        'start_time desc',
      ]);

      await id(db.schema.createTable('call_files'))
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('record_table', 'text', (c) => c.notNull())
        .addColumn('record_id', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('stored_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'call_files_record_idx', 'call_files', ['enterprise_id', 'record_table', 'record_id']);

      await id(db.schema.createTable('media_records'))
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('member_name', 'text', (c) => c.notNull())
        .addColumn('member_account', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('duration_sec', 'integer', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('latitude', real)
        .addColumn('longitude', real)
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('file_id', 'bigint', (c) => c.notNull())
        .addColumn('thumbnail_file_id', 'bigint')
        .execute();
      await index(db, 'media_records_time_idx', 'media_records', [
        'enterprise_id',
        'start_time desc',
        'id desc',
      ]);

      await id(db.schema.createTable('ptt_records'))
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('talker_name', 'text', (c) => c.notNull())
        .addColumn('talker_extension', 'text', (c) => c.notNull())
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('latitude', real)
        .addColumn('longitude', real)
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('emergency', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file_id', 'bigint')
        .execute();
      await index(db, 'ptt_records_time_idx', 'ptt_records', ['enterprise_id', 'start_time desc', 'id desc']);
      // "Play a group's bursts in sequence" reads one group in time order.
      await index(db, 'ptt_records_group_idx', 'ptt_records', ['enterprise_id', 'group_name', 'start_time']);

      await id(db.schema.createTable('sos_alarms'))
        .addColumn('enterprise_id', 'text', (c) => c.notNull())
        .addColumn('member_name', 'text', (c) => c.notNull())
        .addColumn('member_account', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('alarm_time', 'bigint', (c) => c.notNull())
        .addColumn('alarm_type', 'text', (c) => c.notNull())
        .addColumn('latitude', real)
        .addColumn('longitude', real)
        .addColumn('accuracy_m', real)
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('acknowledged_by', 'text')
        .addColumn('acknowledged_at', 'bigint')
        .addColumn('closed_by', 'text')
        .addColumn('closed_at', 'bigint')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('related_cdr_id', 'bigint')
        .addColumn('related_ptt_id', 'bigint')
        .addColumn('related_media_id', 'bigint')
        .execute();
      await index(db, 'sos_alarms_time_idx', 'sos_alarms', ['enterprise_id', 'alarm_time desc', 'id desc']);
      // The open alarms are what a dispatcher filters for.
      await index(db, 'sos_alarms_status_idx', 'sos_alarms', ['enterprise_id', 'status', 'alarm_time desc']);

      // login_history (0001) is listed by enterprise and time and looked up by account.
      await index(db, 'login_history_enterprise_account_idx', 'login_history', [
        'enterprise_id',
        'account',
        'time desc',
      ]);
    },
  };
}

/*
 * 0005 (the record-query budgets of docs/architecture.md#tests-and-budgets): the call-record list filtered by type and status. The time index answers those
 * filters only by reading every call of the range and dropping the others, which is cheap for today but
 * turns a month's or all time's count into a scan of the table (PostgreSQL: ~100 ms, parallel seq scan).
 * Leading with both equality columns, then the list order, the page is an ordered range scan and the count
 * an index-only one. Type before status: a type alone (video, broadcast) is the selective filter people
 * use; a status alone stays with the time index, where most statuses pass.
 */
export function calldataFilterIndexMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await sql`create index call_records_type_status_idx on call_records (enterprise_id, call_type, status, start_time desc, id desc)`.execute(
        db,
      );
      // Statistics for the new index at once: SQLite plans an index it has none for with guesses that can
      // prefer it to the primary key (seen on a 1,000,000-row table: a 0.4 ms page took 190 ms).
      await sql`analyze call_records`.execute(db);
    },
  };
}

/*
 * 0007: login history rows written before the failure reasons were codes. The demo seed wrote the message
 * key `api.loginFailed` (a wrong password of an existing account: the seed only signs in its own
 * dispatchers) and a `pc` client that no sign-in request can name (CLIENT_TYPES: web, app, dispatch, the
 * PC dispatch client). Rewritten once, so every stored reason reads in both languages and the client filter
 * finds them.
 */
export function loginHistoryCodesMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await sql`update login_history set failure_reason = 'wrongPassword' where failure_reason = 'api.loginFailed'`.execute(
        db,
      );
      await sql`update login_history set client_type = 'dispatch' where client_type = 'pc'`.execute(db);
    },
  };
}

/*
 * 0008 (record queries use indexes that match their filters): the filters and sorts 0003/0005 left
 * to a scan of the enterprise's rows. Measured on 1,000,000 calls / 100,000 bursts (SQLite, before → after,
 * the uncached count or page the list asks for):
 * - PTT talker (a number prefix): count 47 ms → 0.1 ms. Enterprise, talker, then the list order, like the
 *   caller and callee indexes of call_records.
 * - Call direction, has-recording: count 380 / 340 ms → 8 / 19 ms (index-only); the page stays ordered.
 * - Duration range and sort by duration: count 270 ms → 1 ms, sorted page 570 ms → 0.1 ms. start_time
 *   rides along at the end so a narrow range's page (ordered by time) sorts the index's entries instead of
 *   reading every matching row; a wide range still goes down the time index (the planners have histograms:
 *   SQLite's stat4, PostgreSQL's statistics).
 * - Sort by billed seconds: 330 ms → 0.1 ms.
 * Status and call type stay with 0005. PostgreSQL 15 on the same data (EXPLAIN ANALYZE, after VACUUM
 * ANALYZE) reads each of them as an index-only scan: talker count 0.7 ms, direction or recording page 0.1 ms,
 * sort by duration or billed 0.1 ms; counting a third of the calls (one direction) is a parallel index-only
 * scan of ~110-145 ms, which the count cache then spares the following pages.
 */
export function calldataSortAndFilterIndexMigration(): Migration {
  const indexes = [
    'ptt_records_talker_idx on ptt_records (enterprise_id, talker_extension, start_time desc, id desc)',
    'call_records_direction_idx on call_records (enterprise_id, direction, start_time desc, id desc)',
    'call_records_recording_idx on call_records (enterprise_id, has_recording, start_time desc, id desc)',
    'call_records_duration_idx on call_records (enterprise_id, duration_sec, id, start_time)',
    'call_records_billed_idx on call_records (enterprise_id, billed_sec, id)',
  ];
  return {
    async up(db: AnyDb) {
      for (const index of indexes) await sql`create index ${sql.raw(index)}`.execute(db);
      // As 0005: statistics for the new indexes at once, or SQLite may plan them with guesses.
      await sql`analyze call_records`.execute(db);
      await sql`analyze ptt_records`.execute(db);
    },
  };
}

/*
 * 0011 (the record-query budgets), PostgreSQL only: the count of a duration range. 0008's duration index holds id and
 * start_time after the duration, so every entry is distinct and a range of 26,000 calls (300–600 s, of
 * 1,000,000) is 420 pages of an index-only scan. Enterprise and duration alone repeat a lot, which B-tree
 * deduplication (PostgreSQL 13+) stores as one key and a list of row addresses: 7 MB instead of 148 MB, the
 * same count from 29 pages, ~4× faster (EXPLAIN ANALYZE, same data). The pages and sorts keep 0008's index.
 * SQLite has no deduplication, and counts that range from 0008's index in ~1 ms already.
 */
export function calldataDurationCountIndexMigration(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      if (engine !== 'postgres') return;
      await sql`create index call_records_duration_count_idx on call_records (enterprise_id, duration_sec)`.execute(
        db,
      );
      await sql`analyze call_records`.execute(db);
    },
  };
}
