import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Case-insensitive "contains" over several columns, with LIKE wildcards in the keyword taken literally. */
export function containsAny(columns: readonly string[], keyword: string): RawBuilder<SqlBool> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const tests = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
