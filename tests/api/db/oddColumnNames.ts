import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';

/*
 * Column names a row builder must take as they are (server/db/rowObjects.ts): a quote, `__proto__`, a name
 * given twice, a name that reads as code. Asked through `db`, the one row must have each as its own property.
 */
export async function expectOddColumnNamesKept(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select 1 as "a""b", 2 as "__proto__", 3 as "x", 4 as "x", '}' as "); return 1; //"`.execute(db);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
  expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  expect(Object.keys(row)).toEqual(['a"b', '__proto__', 'x', '); return 1; //']);
  expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe(2);
  expect(row['a"b']).toBe(1);
  expect(Number(row.x)).toBe(4);
  expect(row['); return 1; //']).toBe('}');
}
