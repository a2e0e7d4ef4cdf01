/*
 * Totals of record lists. Counting a million index entries costs tens of milliseconds on SQLite and more on
 * PostgreSQL, and paging through one filtered list asks the same count again for every page, so a count is
 * kept for a few seconds per (table, enterprise, filters). A write through this server forgets the table's
 * counts of that enterprise at once; rows written by another process (the seed command) show within the TTL.
 */

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  total: number;
  until: number;
}

/** Per database handle, so servers on different databases in one process never share counts. */
const caches = new WeakMap<object, Map<string, Entry>>();
/** Writes seen per (table, enterprise) prefix, so a count that overlapped a write is not cached. */
const generations = new WeakMap<object, Map<string, number>>();

function entriesOf(db: object): Map<string, Entry> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  return entries;
}

function prefix(table: string, enterpriseId: string): string {
  return `${table}\u0000${enterpriseId}\u0000`;
}

/** The cached total of this list if there is a fresh one, without counting. */
export function knownCount(
  db: object,
  table: string,
  enterpriseId: string,
  filterKey: string,
  now: number,
): number | undefined {
  const hit = entriesOf(db).get(`${prefix(table, enterpriseId)}${filterKey}`);
  return hit && hit.until > now ? hit.total : undefined;
}

export async function cachedCount(
  db: object,
  table: string,
  enterpriseId: string,
  filterKey: string,
  now: number,
  count: () => Promise<number>,
): Promise<number> {
  const known = knownCount(db, table, enterpriseId, filterKey, now);
  if (known !== undefined) return known;
  const start = prefix(table, enterpriseId);
  const generation = generations.get(db)?.get(start) ?? 0;
  const total = await count();
  // A write forgot this list's counts while we were counting: the total may predate it, so do not keep it.
  if ((generations.get(db)?.get(start) ?? 0) !== generation) return total;
  const entries = entriesOf(db);
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(`${start}${filterKey}`, { total, until: now + TTL_MS });
  return total;
}

/** After a write: the next count of this table and enterprise is exact. */
export function forgetCounts(db: object, table: string, enterpriseId: string): void {
  const entries = entriesOf(db);
  const start = prefix(table, enterpriseId);
  let written = generations.get(db);
  if (!written) {
    written = new Map();
    generations.set(db, written);
  }
  written.set(start, (written.get(start) ?? 0) + 1);
  for (const key of entries.keys()) if (key.startsWith(start)) entries.delete(key);
}
