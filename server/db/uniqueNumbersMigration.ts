import { type Kysely, type Migration, sql } from 'kysely';

/*
 * A SIP number (an extension's or a call group's) belongs to one enterprise on the whole platform: the switch
 * finds users by number. The rule is a unique index per table. Numbers already held twice (written before the
 * rule) cannot be given one owner by a migration, so the index waits: the duplicates are reported in the
 * service log at every start (and kept in settings for the screens) until an administrator resolves them,
 * and the next start then creates the index.
 */

export const NUMBERED_TABLES = ['extensions', 'call_groups'] as const;
type NumberedTableName = (typeof NUMBERED_TABLES)[number];

export interface NumberConflict {
  table: NumberedTableName;
  number: string;
  /** The enterprises (ids) that hold it. */
  enterpriseIds: string[];
}

/** The settings key that keeps the last conflicts found (an empty list once resolved). */
export const NUMBER_CONFLICTS_KEY = 'switch.numberConflicts';

async function conflictsIn(db: Kysely<unknown>, table: NumberedTableName): Promise<NumberConflict[]> {
  const { rows } = await sql<{ number: string; enterprise_id: string }>`
    select number, enterprise_id from ${sql.table(table)}
    where number in (select number from ${sql.table(table)} group by number having count(*) > 1)
    order by number, enterprise_id`.execute(db);
  const byNumber = new Map<string, string[]>();
  for (const row of rows) byNumber.set(row.number, [...(byNumber.get(row.number) ?? []), row.enterprise_id]);
  return [...byNumber].map(([number, enterpriseIds]) => ({ table, number, enterpriseIds }));
}

/**
 * Creates the platform-wide unique index of each numbered table that holds no duplicate; answers the
 * duplicates of the others (and keeps them in settings).
 */
export async function ensureUniqueNumbers(db: Kysely<unknown>): Promise<NumberConflict[]> {
  const conflicts: NumberConflict[] = [];
  for (const table of NUMBERED_TABLES) {
    const found = await conflictsIn(db, table);
    if (found.length) conflicts.push(...found);
    else
      await db.schema
        .createIndex(`${table}_number_uq`)
        .ifNotExists()
        .on(table)
        .column('number')
        .unique()
        .execute();
  }
  const value = JSON.stringify(conflicts);
  await sql`delete from settings where key = ${NUMBER_CONFLICTS_KEY}`.execute(db);
  await sql`insert into settings (key, value) values (${NUMBER_CONFLICTS_KEY}, ${value})`.execute(db);
  return conflicts;
}

/** 0042: one owner per number (see above); duplicates are reported, never a failed migration. */
export const uniqueNumbersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await ensureUniqueNumbers(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of NUMBERED_TABLES) await db.schema.dropIndex(`${table}_number_uq`).ifExists().execute();
  },
};
