import { CompiledQuery } from 'kysely';
import type { DynamicDb } from '../resources/declaration';
import type { ListCondition, RecordSort } from './listConditions';

/*
 * A record page's SQL by the shape of its query. Building and compiling the page query with Kysely
 * (the ids subquery, its conditions, two orderings) took about 30 µs of a signed 20-row /cdr/page's ~300
 * µs of server CPU, and its SQL text depends only on the table, the sort, which conditions there are and
 * how many values an `in` list has; the values are parameters, in the order the conditions are applied,
 * then the limit and the offset. So the first query of a shape is built and compiled by Kysely as before,
 * and its SQL is kept only if Kysely's parameters are exactly the ones derived here: later pages of that
 * shape run the kept SQL with their own parameters. A query whose parameters do not match is simply never
 * kept, so a change to how the query is built cannot make a kept SQL run with misplaced values.
 */

/** Shapes kept per database at most (a handful per list screen in practice). */
const MAX_SHAPES = 500;

const shapes = new WeakMap<object, Map<string, string>>();

function shapeOf(table: string, sort: RecordSort, conditions: readonly ListCondition[]): string {
  const parts = [table, sort.field, sort.order, sort.sortsMatches ? 'sorted' : 'indexed'];
  for (const condition of conditions) {
    // The value's type too: a value Kysely would render otherwise (a list) must not reuse a scalar's SQL.
    if (condition.kind === 'compare')
      parts.push(
        `${condition.unindexed ? '+' : ''}${condition.column} ${condition.op} ${Array.isArray(condition.value) ? 'list' : typeof condition.value}`,
      );
    else if (condition.kind === 'in') parts.push(`${condition.column} in ${condition.values.length}`);
    else if (condition.kind === 'seek')
      parts.push(`seek ${condition.column} ${condition.op} ${typeof condition.value} ${typeof condition.id}`);
    else parts.push(`keyword ${condition.columns.join(',')}`);
  }
  return parts.join('\n');
}

function parametersOf(
  conditions: readonly ListCondition[],
  page: { limit: number; offset: number },
): unknown[] {
  const parameters: unknown[] = [];
  for (const condition of conditions) {
    if (condition.kind === 'compare') parameters.push(condition.value);
    else if (condition.kind === 'in') parameters.push(...condition.values);
    // withConditions: `column <= value` (or >=), then `column < value or (column = value and id < id)`.
    else if (condition.kind === 'seek')
      parameters.push(condition.value, condition.value, condition.value, condition.id);
    else for (const _column of condition.columns) parameters.push(condition.pattern);
  }
  parameters.push(page.limit, page.offset);
  return parameters;
}

function sameParameters(compiled: readonly unknown[], derived: readonly unknown[]): boolean {
  return (
    compiled.length === derived.length && compiled.every((value, index) => Object.is(value, derived[index]))
  );
}

/** Runs a record page: the kept SQL of its shape, or `build()`'s query (kept for the shape when it matches). */
export async function cachedPageQuery(
  db: DynamicDb,
  table: string,
  sort: RecordSort,
  conditions: readonly ListCondition[],
  page: { limit: number; offset: number },
  build: () => CompiledQuery,
): Promise<Record<string, unknown>[]> {
  // Per database handle: the SQL text is the dialect's (SQLite `?`, PostgreSQL `$1`).
  let known = shapes.get(db);
  if (!known) {
    known = new Map();
    shapes.set(db, known);
  }
  const shape = shapeOf(table, sort, conditions);
  const parameters = parametersOf(conditions, page);
  const text = known.get(shape);
  const query = text === undefined ? build() : CompiledQuery.raw(text, parameters);
  if (text === undefined && sameParameters(query.parameters, parameters)) {
    if (known.size >= MAX_SHAPES) known.clear();
    known.set(shape, query.sql);
  }
  return (await db.executeQuery(query)).rows as Record<string, unknown>[];
}
