import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { RecordResourceDef } from '../../src/contract/calldata';
import { PLATFORM_SCOPE } from '../resources/behaviour';
import { columnOf } from '../resources/declaration';
import { columnValue } from './recordRows';
import { timeBoundMs } from './timeBounds';

/*
 * The conditions of a record list, as data, and the query they make. Every list starts from the session's
 * enterprise and only uses conditions an index leading with enterprise_id can answer: equality, prefix (as a
 * key range, so `1001` finds `1001…` from the number index), ranges. The count (./recordCount.ts), the page
 * (./recordQuery.ts), the kept page SQL (./pageQueryCache.ts) and the day-count total (./dayCountTotal.ts)
 * all read them from here, so none of them imports another. A new equality filter is one line in the
 * resource's declaration (`filters`); nothing here changes.
 */

// biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time from the declaration
export type DynamicSelect = SelectQueryBuilder<any, any, any>;

export interface RecordListInput {
  sort?: string;
  order?: 'asc' | 'desc';
  keyword?: string;
  ids?: readonly string[];
  [filter: string]: unknown;
}

/** The largest code point: `prefix <= value < prefix + TOP` is "starts with prefix" as a key range. */
const TOP = '\u{10FFFF}';

function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One condition of a record list, as data: the query applies them in order (withConditions), and a page
 * query of a known shape takes its parameters from them without building the query (./pageQueryCache.ts).
 */
export type ListCondition =
  | {
      kind: 'compare';
      column: string;
      op: '=' | '>=' | '<' | '<=';
      value: unknown;
      /** Kept off the indexes (`+column`): a page in time order walks the time index instead (recordQuery.ts). */
      unindexed?: boolean;
    }
  | { kind: 'in'; column: string; values: unknown[] }
  | { kind: 'keyword'; columns: string[]; pattern: string }
  /** Rows after (value, id) in a list order, `op` `<` when it is descending: a keyset page's start. */
  | { kind: 'seek'; column: string; idColumn: string; op: '<' | '>'; value: unknown; id: number };

/** The record list's conditions: enterprise, keyword, equality, prefix and range filters. */
export function listConditions(
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
): ListCondition[] {
  const { table } = resource;
  const ref = (field: string) => `${table}.${columnOf(field)}`;
  const conditions: ListCondition[] = [];
  if (enterpriseId !== PLATFORM_SCOPE)
    conditions.push({ kind: 'compare', column: `${table}.enterprise_id`, op: '=', value: enterpriseId });
  const keyword = input.keyword?.trim();
  if (keyword)
    conditions.push({
      kind: 'keyword',
      columns: resource.searchable.map(ref),
      pattern: likePattern(keyword),
    });
  for (const [name, filter] of Object.entries(resource.filters)) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (filter.op === 'in') {
      const values = (value as unknown[]).map((item) => columnValue(resource, filter.field, item));
      conditions.push({ kind: 'in', column: ref(filter.field), values });
    } else if (filter.op === 'eq') {
      conditions.push({
        kind: 'compare',
        column: ref(filter.field),
        op: '=',
        value: columnValue(resource, filter.field, value),
      });
    }
  }
  for (const [name, field] of Object.entries(resource.prefixFilters)) {
    const value = input[name];
    if (typeof value !== 'string' || value === '') continue;
    conditions.push({ kind: 'compare', column: ref(field), op: '>=', value });
    conditions.push({ kind: 'compare', column: ref(field), op: '<', value: `${value}${TOP}` });
  }
  for (const [name, range] of Object.entries(resource.rangeFilters)) {
    const read = (value: unknown) =>
      range.kind === 'time' ? timeBoundMs(value) : (value as number | undefined);
    const from = read(input[`${name}From`]);
    const to = read(input[`${name}To`]);
    if (from !== undefined)
      conditions.push({ kind: 'compare', column: ref(range.field), op: '>=', value: from });
    if (to !== undefined) conditions.push({ kind: 'compare', column: ref(range.field), op: '<=', value: to });
  }
  return conditions;
}

/**
 * The column as an expression no index answers, same values: `column || ''` for text (PostgreSQL has no
 * unary plus on text), `+column` for numbers (SQLite's `||` would compare them as text).
 */
function offIndex(column: string, value: unknown) {
  return typeof value === 'string' ? sql`(${sql.ref(column)} || '')` : sql`+${sql.ref(column)}`;
}

export function withConditions(query: DynamicSelect, conditions: readonly ListCondition[]): DynamicSelect {
  let filtered = query;
  for (const condition of conditions) {
    if (condition.kind === 'compare')
      filtered = condition.unindexed
        ? filtered.where(offIndex(condition.column, condition.value), condition.op, condition.value)
        : filtered.where(condition.column, condition.op, condition.value);
    else if (condition.kind === 'in')
      filtered = condition.values.length
        ? filtered.where(condition.column, 'in', condition.values)
        : filtered.where(sql<SqlBool>`1 = 0`);
    else if (condition.kind === 'seek') {
      const { column, idColumn, op, value, id } = condition;
      // The bound on the sort column alone is what an index can seek to; without it both engines start at
      // the top of the range and filter out every row before the key (PostgreSQL: 90,000 rows "Removed by
      // Filter" for the 46th batch of a 100,000-row export, 35 ms instead of 0.7 ms).
      filtered = filtered
        .where(column, op === '<' ? '<=' : '>=', value)
        .where((eb) =>
          eb.or([eb(column, op, value), eb.and([eb(column, '=', value), eb(idColumn, op, id)])]),
        );
    } else {
      const { columns, pattern } = condition;
      filtered = filtered.where((eb) =>
        eb.or(
          columns.map(
            (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ) as Expression<SqlBool>[],
        ),
      );
    }
  }
  return filtered;
}

export interface RecordSort {
  field: string;
  order: 'asc' | 'desc';
  /**
   * Sort the matching entries rather than read them in order from the sort field's index: a page of rare
   * matches, found from their filter's index (./recordQuery.ts, pageConditions).
   */
  sortsMatches?: boolean;
}

export function sortOf(resource: RecordResourceDef, input: RecordListInput): RecordSort {
  if (!input.sort) return resource.defaultSort;
  return { field: input.sort, order: input.order ?? 'asc' };
}

/** The other direction: a list read from its end (the last page, the page before a key). */
export function reversed(sort: RecordSort): RecordSort {
  return { ...sort, order: sort.order === 'asc' ? 'desc' : 'asc' };
}

/** The condition "after this row in `sort`": the next page of a keyset read. */
export function seekAfter(
  resource: RecordResourceDef,
  sort: RecordSort,
  key: { value: unknown; id: number },
): ListCondition {
  return {
    kind: 'seek',
    column: `${resource.table}.${columnOf(sort.field)}`,
    idColumn: `${resource.table}.id`,
    op: sort.order === 'desc' ? '<' : '>',
    value: key.value,
    id: key.id,
  };
}

/** Sort field then id in the same direction: the order the (enterprise, time desc, id desc) index holds. */
export function ordered(query: DynamicSelect, resource: RecordResourceDef, sort: RecordSort): DynamicSelect {
  const column = `${resource.table}.${columnOf(sort.field)}`;
  // `+column` is the same order that no index yields, so neither planner walks the sort field's index.
  const byField = sort.sortsMatches
    ? query.orderBy(sql`+${sql.ref(column)}`, sort.order)
    : query.orderBy(column, sort.order);
  return byField.orderBy(`${resource.table}.id`, sort.order);
}

/** The filters that change the count (sort does not), as a cache key. */
export function countKey(input: RecordListInput): string {
  const { sort: _sort, order: _order, ...filters } = input;
  return JSON.stringify(filters, Object.keys(filters).sort());
}
