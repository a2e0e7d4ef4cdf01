import { type Kysely, type Migration, sql } from 'kysely';

/*
 * 0047 (call data at ten million rows): counts of the filters the day counts do not cover, index-only.
 * A list's total is a count bounded at 100,000 (./recordCount.ts), but a count that reads each matching
 * row to test one more filter still costs a row lookup per entry: "answered, 60 s or longer" read 4,000,000
 * rows at ten million calls (8.7 s). Measured at 1,000,000 calls on SQLite, cold count + page, before → after:
 * - Caller or callee prefix with a status, type, direction or recording: the number indexes of 0003 carry
 *   the call's kinds and duration after the time, so the count tests them inside the index (`800101…` and
 *   answered, all time: 1,370 → 47 ms).
 * - A duration range with those filters: an index on enterprise, duration, then the kinds and the time
 *   (answered ≥ 60 s: 1,500 → 45 ms; recorded ≥ 120 s: 3,100 → 85 ms).
 * A page in time order keeps walking the time index when matches are common (./recordQuery.ts,
 * pageConditions), since both planners would otherwise read and sort every matching entry of these.
 * PostgreSQL takes the same indexes (index-only scans after the seed's VACUUM ANALYZE).
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

/** The call's kinds and duration, carried by the number indexes so their counts need no row. */
const KINDS = 'status, call_type, direction, has_recording, duration_sec';

export function calldataScaleIndexMigration(): Migration {
  return {
    async up(db: AnyDb) {
      for (const side of ['caller', 'callee']) {
        await sql.raw(`drop index call_records_${side}_idx`).execute(db);
        await sql
          .raw(
            `create index call_records_${side}_idx on call_records (enterprise_id, ${side}_number, start_time desc, ${KINDS})`,
          )
          .execute(db);
      }
      await sql`create index call_records_duration_kinds_idx on call_records (enterprise_id, duration_sec, status, call_type, direction, has_recording, start_time)`.execute(
        db,
      );
      // As 0005: statistics for the new indexes at once, or SQLite may plan them with guesses.
      await sql`analyze call_records`.execute(db);
    },
  };
}

/*
 * 0054: a duration range with some of the call's kinds, counted from one stretch of index per kind combination
 * (./kindConditions.ts). 0047's index leads with the duration, so "failed, 30–90 s" read every entry of
 * 30–90 s whatever its status (1,000,000 calls on SQLite: outbound 30–90 s 150 ms cold, recorded ≥ 120 s in
 * the last 30 days 220 ms, reading a row per entry). With the kinds first and the missing ones named
 * (`IN (every value)`), only matching entries are read, and the time rides along for a time range. It
 * replaces 0047's duration-and-kinds index, which no query picks any more: one index fewer for the writes.
 */
export function calldataKindsDurationIndexMigration(): Migration {
  return callIndexMigration([
    'drop index call_records_duration_kinds_idx',
    'create index call_records_kinds_duration_idx on call_records (enterprise_id, call_type, status, direction, has_recording, duration_sec, start_time)',
  ]);
}

/*
 * 0055: a callee prefix with a call type ("8001…", PTT). The callee index of 0047 leads with the number, and
 * a short prefix of the enterprise's own numbers matches most calls: counting the PTT ones among them read
 * 600,000 entries (SQLite 480 ms at 1,000,000 calls), or the type's entries and each one's row (600 ms).
 * With the type first, only that type's entries of the prefix are read, and the other kinds, the time and the
 * duration ride along so the count stays index-only.
 */
export function calldataTypeCalleeIndexMigration(): Migration {
  return callIndexMigration([
    'create index call_records_type_callee_idx on call_records (enterprise_id, call_type, callee_number, start_time desc, status, direction, has_recording, duration_sec)',
  ]);
}

/*
 * 0056: every index that leads with one kind of call (direction, recording, type and status) carries the other
 * kinds and the duration after its time and id, so a count of that kind over a time range reads its entries
 * only, whichever of these indexes the planner picks. At ten million calls SQLite counted "recorded, ≥ 120 s,
 * last 30 days" from the recording index (its time range looks narrow there) and read a row per entry for
 * the duration: 60 ms, where the kinds-and-duration index took 3–6 ms. The partial days of a day-counted
 * total ("internal answered recorded audio, last 30 days") read the type-status index and a row per entry
 * for the direction and the recording: 35–110 ms. The added columns come after the time and the id, so the
 * pages that walk these indexes in time order read them as before.
 */
const KIND_INDEXES = [
  ['call_records_type_status_idx', 'call_type, status', 'direction, has_recording, duration_sec'],
  ['call_records_direction_idx', 'direction', 'status, call_type, has_recording, duration_sec'],
  ['call_records_recording_idx', 'has_recording', 'status, call_type, direction, duration_sec'],
] as const;

export function calldataCoveringKindIndexesMigration(): Migration {
  return callIndexMigration(
    KIND_INDEXES.flatMap(([name, kinds, carried]) => [
      `drop index ${name}`,
      `create index ${name} on call_records (enterprise_id, ${kinds}, start_time desc, id desc, ${carried})`,
    ]),
  );
}

/*
 * 0057: calls and bursts still open, by their end. The dashboard monitor counts every enterprise's calls in
 * progress every two seconds (server/monitor/callDataQueries.ts): started in the last 12 hours and not ended.
 * From the (enterprise, time) index that read each call of those 12 hours and its row for the end: at ten
 * million calls 13,000 rows a tick, 12.5 ms of the server's CPU on SQLite, and the page cache refilled after
 * it. Led by the end, the open ones are one short stretch (ending after now; and, in a table whose end may
 * be NULL, the calls with no end yet), the start tested in the index: no row is read.
 */
export function openCallsIndexMigration(): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['call_records', 'ptt_records']) {
        await sql
          .raw(`create index ${table}_open_idx on ${table} (enterprise_id, end_time, start_time)`)
          .execute(db);
        await sql.raw(`analyze ${table}`).execute(db);
      }
    },
  };
}

/** Index statements on call_records, then (as 0005) their statistics at once, or SQLite plans them with guesses. */
function callIndexMigration(statements: readonly string[]): Migration {
  return {
    async up(db: AnyDb) {
      for (const statement of statements) await sql.raw(statement).execute(db);
      await sql`analyze call_records`.execute(db);
    },
  };
}
