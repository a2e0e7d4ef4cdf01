import type { RecordResourceDef } from '../../src/contract/calldata';
import { columnOf, type DynamicDb } from '../resources/declaration';
import {
  listConditions,
  ordered,
  type RecordListInput,
  seekAfter,
  sortOf,
  withConditions,
} from './listConditions';

/*
 * Rows per keyset batch of an export. A batch stays alive while it is formatted and written; the longer it
 * lives, the more of it the young generation promotes, and promoted garbage waits for a full collection.
 * A CSV export of 1,000,000 rows on SQLite (1,000,000 calls) raised the server's RSS by ~100 MB at 1,000
 * rows a batch, ~270 MB at 4,000 and ~40 MB at 250, in about the same time (9–11 s).
 */
export const EXPORT_BATCH = 250;

/**
 * Every table row matching the list, in its sort order, `EXPORT_BATCH` at a time: each batch continues after
 * the last row of the one before (keyset), so no batch re-reads skipped rows and memory stays flat. Rows as
 * the database gives them (./recordRows.ts turns them into records or cells): the next batch is asked for
 * only when the caller wants it, so a slow reader holds one batch, not the table.
 */
export async function* streamRows(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): AsyncGenerator<Record<string, unknown>[]> {
  const sort = sortOf(resource, input);
  const conditions = listConditions(resource, enterpriseId, input);
  let last: { value: unknown; id: number } | undefined;
  for (;;) {
    const query = withConditions(
      db.selectFrom(resource.table),
      last ? [...conditions, seekAfter(resource, sort, last)] : conditions,
    ).selectAll(resource.table);
    const rows = (await ordered(query, resource, sort).limit(EXPORT_BATCH).execute()) as Record<
      string,
      unknown
    >[];
    if (!rows.length) return;
    const tail = rows[rows.length - 1]!;
    last = { value: tail[columnOf(sort.field)], id: Number(tail.id) };
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}
