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

export async function cachedCount(
  db: object,
  table: string,
  enterpriseId: string,
  filterKey: string,
  now: number,
  count: () => Promise<number>,
): Promise<number> {
  const entries = entriesOf(db);
  const key = `${prefix(table, enterpriseId)}${filterKey}`;
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.total;
  const total = await count();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(key, { total, until: now + TTL_MS });
  return total;
}

/** After a write: the next count of this table and enterprise is exact. */
export function forgetCounts(db: object, table: string, enterpriseId: string): void {
  const entries = entriesOf(db);
  const start = prefix(table, enterpriseId);
  for (const key of entries.keys()) if (key.startsWith(start)) entries.delete(key);
}
