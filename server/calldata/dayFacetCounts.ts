import type { Migration } from 'kysely';
import type { Engine } from '../db/connection';
import { DAY_COUNT_TABLE, dayOf, statementsInOneTransaction } from './dayCounts';

/*
 * 0010 (the record-query budgets): the per-day call counts of 0009 (./dayCounts.ts) kept per day *and* per kind of
 * call — direction, status, call type, recording flag — so the total of a list filtered by any of those
 * (and a time range) is a sum over a small table too. Before, such a total was a count of index entries:
 * one direction over all time counted ~200,000 of them (PostgreSQL 85 ms uncached at 1,000,000 calls).
 *
 * Those four columns take 3 × 5 × 4 × 2 values, and only some combinations occur (a recording only on an
 * answered audio or video call): a few dozen rows per enterprise and day, a few thousand for 90 days, where
 * the list filters them by equality. A day is the UTC day of 0009, and a range's partial days at either end
 * are counted from the indexes with the same filters (./dayCountTotal.ts), so totals stay exact in every
 * time zone.
 *
 * As in 0009, triggers keep the table (SQLite a row trigger, PostgreSQL statement triggers over the
 * transition tables) and the seed command rebuilds it once (REBUILD_DAY_FACET_COUNTS). This table replaces
 * 0009's, whose triggers and table are dropped in the same transaction.
 */

export const DAY_FACET_TABLE = 'call_record_day_facets';

/** The call_records columns a day's count is split by: enum and flag filters of the call list. */
export const DAY_FACET_COLUMNS = ['direction', 'status', 'call_type', 'has_recording'] as const;

/** The table's key: enterprise, UTC day, then the facets. */
const KEY_COLUMNS = ['enterprise_id', 'day', ...DAY_FACET_COLUMNS];
const KEY = KEY_COLUMNS.join(', ');
/** 1, 2, …: the GROUP BY / ORDER BY positions of the key in a select of it. */
const KEY_POSITIONS = KEY_COLUMNS.map((_, index) => index + 1).join(', ');

/** The key of a call row: `new.`/`old.` in a SQLite trigger, '' for a table's own columns. */
function keyOf(row: string): string[] {
  return [`${row}enterprise_id`, dayOf(`${row}start_time`), ...DAY_FACET_COLUMNS.map((c) => `${row}${c}`)];
}

/** `counts.enterprise_id = … and counts.day = … and …`: the count row of a call's key. */
function matchesKey(counts: string, key: readonly string[]): string {
  return KEY_COLUMNS.map((column, index) => `${counts}.${column} = ${key[index]}`).join(' and ');
}

/** The counts computed again from every call; for a table filled with its triggers off. */
export const REBUILD_DAY_FACET_COUNTS = [
  `delete from ${DAY_FACET_TABLE}`,
  `insert into ${DAY_FACET_TABLE} (${KEY}, total)
    select ${keyOf('').join(', ')}, count(*) from call_records group by ${KEY_POSITIONS}`,
];

/** SQLite trigger statements: count a call in, or out, of its key's row. */
const addOne = (row: string) =>
  `insert into ${DAY_FACET_TABLE} (${KEY}, total) values (${keyOf(row).join(', ')}, 1)
      on conflict (${KEY}) do update set total = total + 1;`;
const takeOne = (row: string) =>
  `update ${DAY_FACET_TABLE} set total = total - 1 where ${matchesKey(DAY_FACET_TABLE, keyOf(row))};`;

const SQLITE_TRIGGERS = [
  `create trigger call_records_day_facets_insert after insert on call_records begin
    ${addOne('new.')}
  end`,
  `create trigger call_records_day_facets_delete after delete on call_records begin
    ${takeOne('old.')}
  end`,
  `create trigger call_records_day_facets_update
    after update of enterprise_id, start_time, ${DAY_FACET_COLUMNS.join(', ')} on call_records begin
    ${takeOne('old.')}
    ${addOne('new.')}
  end`,
];

/*
 * As 0009: rows that left (old table) are taken off, rows that came (new table) added, grouped, the key rows'
 * locks taken in key order so two writers touching the same days wait for each other instead of deadlocking.
 */
const POSTGRES_FUNCTION = `create function call_record_day_facets_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update ${DAY_FACET_TABLE} as counts set total = counts.total - gone.total
      from (select ${keyOf('')
        .map((expression, index) => `${expression} as ${KEY_COLUMNS[index]}`)
        .join(', ')}, count(*) as total
              from removed_rows group by ${KEY_POSITIONS} order by ${KEY_POSITIONS}) as gone
      where ${matchesKey(
        'counts',
        KEY_COLUMNS.map((column) => `gone.${column}`),
      )};
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into ${DAY_FACET_TABLE} (${KEY}, total)
      select ${keyOf('').join(', ')}, count(*) from added_rows
        group by ${KEY_POSITIONS} order by ${KEY_POSITIONS}
      on conflict (${KEY}) do update set total = ${DAY_FACET_TABLE}.total + excluded.total;
  end if;
  return null;
end $$`;

const POSTGRES_TRIGGERS = [
  `create trigger call_records_day_facets_insert after insert on call_records
    referencing new table as added_rows for each statement execute function call_record_day_facets_apply()`,
  `create trigger call_records_day_facets_delete after delete on call_records
    referencing old table as removed_rows for each statement execute function call_record_day_facets_apply()`,
  `create trigger call_records_day_facets_update after update on call_records
    referencing old table as removed_rows new table as added_rows
    for each statement execute function call_record_day_facets_apply()`,
];

/** What 0009 created, dropped: its counts are the sums of this table's. */
function dropDayCounts(engine: Engine): string[] {
  const triggers = ['insert', 'delete', 'update'].map(
    (event) =>
      `drop trigger call_records_day_count_${event}${engine === 'postgres' ? ' on call_records' : ''}`,
  );
  return [
    ...triggers,
    ...(engine === 'postgres' ? ['drop function call_record_day_counts_apply()'] : []),
    `drop table ${DAY_COUNT_TABLE}`,
  ];
}

export function calldataDayFacetCountsMigration(engine: Engine): Migration {
  const statements = [
    ...dropDayCounts(engine),
    `create table ${DAY_FACET_TABLE} (
      enterprise_id text not null,
      day integer not null,
      direction text not null,
      status text not null,
      call_type text not null,
      has_recording integer not null,
      total bigint not null,
      primary key (${KEY})
    )`,
    ...(engine === 'postgres' ? [POSTGRES_FUNCTION, ...POSTGRES_TRIGGERS] : SQLITE_TRIGGERS),
    // The triggers and the backfill in one transaction: no call is missed or counted twice in between.
    REBUILD_DAY_FACET_COUNTS[1]!,
  ];
  return statementsInOneTransaction(engine, statements);
}
