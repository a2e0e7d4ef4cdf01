import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../db/connection';

/*
 * 0009 (the record-query budgets): how many calls each enterprise has per day, kept by the database itself, so the
 * total of the list's default view (a time range, no other filter) is a sum of a few dozen rows instead of
 * a count of up to a million index entries (uncached: 230 ms SQLite, 400 ms PostgreSQL at 1,000,000 calls).
 *
 * A "day" is a UTC day of start_time (ms since the epoch, floor division, so times before 1970 fall in the
 * right day too). The console's ranges are local times (server/calldata/timeBounds.ts) and need not start
 * at a UTC midnight; the count adds the partial days at both ends from the time index
 * (./dayCountTotal.ts), so the total is exact whatever the time zone.
 *
 * Triggers rather than application code keep the table right, because they see every write path: the
 * simulator, the start-up seed, the reporting handlers, a DELETE typed in a console. SQLite runs a row
 * trigger (an upsert per row, cheap next to the row's eight indexes); PostgreSQL a statement trigger over
 * the transition table (one grouped upsert per INSERT of 500 seed rows). The million-row seed command on
 * SQLite drops the triggers with the indexes and rebuilds the table once (REBUILD_DAY_COUNTS).
 *
 * Superseded by 0010 (./dayFacetCounts.ts), which drops this table and its triggers for one that also keeps
 * the calls' direction, status, type and recording flag; this migration stays as it shipped.
 */

// Kysely's migration signature takes an untyped Kysely because the schema changes over time.
type AnyDb = Kysely<unknown>;

export const DAY_COUNT_TABLE = 'call_record_day_counts';
export const DAY_MS = 86_400_000;

/** The UTC day number of a start_time column, rounded down (SQL `/` and `%` truncate towards zero). */
export function dayOf(column: string): string {
  return `((${column} - ((${column} % ${DAY_MS}) + ${DAY_MS}) % ${DAY_MS}) / ${DAY_MS})`;
}

/** The day counts computed again from every call; for a table filled with its triggers off. */
const REBUILD_DAY_COUNTS = [
  `delete from ${DAY_COUNT_TABLE}`,
  `insert into ${DAY_COUNT_TABLE} (enterprise_id, day, total) select enterprise_id, ${dayOf('start_time')}, count(*) from call_records group by 1, 2`,
];

const SQLITE_TRIGGERS = [
  `create trigger call_records_day_count_insert after insert on call_records begin
    insert into ${DAY_COUNT_TABLE} (enterprise_id, day, total) values (new.enterprise_id, ${dayOf('new.start_time')}, 1)
      on conflict (enterprise_id, day) do update set total = total + 1;
  end`,
  `create trigger call_records_day_count_delete after delete on call_records begin
    update ${DAY_COUNT_TABLE} set total = total - 1
      where enterprise_id = old.enterprise_id and day = ${dayOf('old.start_time')};
  end`,
  `create trigger call_records_day_count_update after update of enterprise_id, start_time on call_records begin
    update ${DAY_COUNT_TABLE} set total = total - 1
      where enterprise_id = old.enterprise_id and day = ${dayOf('old.start_time')};
    insert into ${DAY_COUNT_TABLE} (enterprise_id, day, total) values (new.enterprise_id, ${dayOf('new.start_time')}, 1)
      on conflict (enterprise_id, day) do update set total = total + 1;
  end`,
];

/*
 * One function for the three statement triggers: rows that left (old table) are taken off, rows that came
 * (new table) are added. `order by` takes the day rows' locks in key order, so two writers touching the
 * same days wait for each other instead of deadlocking.
 */
const POSTGRES_FUNCTION = `create function call_record_day_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update ${DAY_COUNT_TABLE} as counts set total = counts.total - gone.total
      from (select enterprise_id, ${dayOf('start_time')} as day, count(*) as total
              from removed_rows group by 1, 2 order by 1, 2) as gone
      where counts.enterprise_id = gone.enterprise_id and counts.day = gone.day;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into ${DAY_COUNT_TABLE} (enterprise_id, day, total)
      select enterprise_id, ${dayOf('start_time')}, count(*) from added_rows group by 1, 2 order by 1, 2
      on conflict (enterprise_id, day) do update set total = ${DAY_COUNT_TABLE}.total + excluded.total;
  end if;
  return null;
end $$`;

// A trigger with transition tables serves one event (PostgreSQL refuses `insert or delete` with them).
const POSTGRES_TRIGGERS = [
  `create trigger call_records_day_count_insert after insert on call_records
    referencing new table as added_rows for each statement execute function call_record_day_counts_apply()`,
  `create trigger call_records_day_count_delete after delete on call_records
    referencing old table as removed_rows for each statement execute function call_record_day_counts_apply()`,
  `create trigger call_records_day_count_update after update on call_records
    referencing old table as removed_rows new table as added_rows
    for each statement execute function call_record_day_counts_apply()`,
];

export function calldataDayCountsMigration(engine: Engine): Migration {
  const statements = [
    `create table ${DAY_COUNT_TABLE} (
      enterprise_id text not null,
      day integer not null,
      total bigint not null,
      primary key (enterprise_id, day)
    )`,
    ...(engine === 'postgres' ? [POSTGRES_FUNCTION, ...POSTGRES_TRIGGERS] : SQLITE_TRIGGERS),
    // The triggers and the backfill in one transaction: no call is missed or counted twice in between.
    REBUILD_DAY_COUNTS[1]!,
  ];
  return statementsInOneTransaction(engine, statements);
}

/**
 * A migration of raw statements that all apply or none does, on both engines: the count tables' triggers and
 * their backfill go in together, so no call is missed or counted twice in between.
 */
export function statementsInOneTransaction(engine: Engine, statements: readonly string[]): Migration {
  return {
    async up(db: AnyDb) {
      // Kysely runs PostgreSQL migrations in a transaction, SQLite ones not (its connection is reserved).
      if (engine === 'sqlite') await sql`begin immediate`.execute(db);
      try {
        for (const statement of statements) await sql.raw(statement).execute(db);
        if (engine === 'sqlite') await sql`commit`.execute(db);
      } catch (error) {
        if (engine === 'sqlite') await sql`rollback`.execute(db);
        throw error;
      }
    },
  };
}
