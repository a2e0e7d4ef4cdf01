import type { RecordSort } from './listConditions';

/*
 * A keyset page's cursor: where the page before (or after) ended, as the sort field, its order, the row's
 * sort value and its id, base64url-encoded JSON. `a` reads the rows after the key, `b` the rows before it.
 * The client passes back the `next` or `prev` of the page it shows; a cursor of another sort is not used.
 */

export interface PageKey {
  value: unknown;
  id: number;
}

export interface PageCursor extends PageKey {
  direction: 'after' | 'before';
}

export function encodeCursor(direction: 'after' | 'before', sort: RecordSort, key: PageKey): string {
  const json = JSON.stringify([direction === 'after' ? 'a' : 'b', sort.field, sort.order, key.value, key.id]);
  return Buffer.from(json).toString('base64url');
}

/**
 * The cursor's key for this sort: undefined when it was made for another sort (the list's sort changed
 * since), `null` when it is not a cursor at all (the request is refused, naming the field).
 */
export function decodeCursor(text: string, sort: RecordSort): PageCursor | undefined | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return null;
  const [direction, field, order, value, id] = parsed as unknown[];
  if ((direction !== 'a' && direction !== 'b') || !Number.isSafeInteger(id)) return null;
  if (typeof value !== 'number' && typeof value !== 'string' && value !== null) return null;
  if (field !== sort.field || order !== sort.order) return undefined;
  return { direction: direction === 'a' ? 'after' : 'before', value, id: id as number };
}
