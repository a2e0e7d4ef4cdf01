import { z } from 'zod';
import type { RecordResourceDef } from '../../src/contract/calldata';
import { columnOf } from '../resources/declaration';
import type { ListCondition } from './listConditions';
import { columnValue } from './recordRows';

/*
 * Every kind named, so a duration range with some kinds is read from one stretch per kind combination.
 * The index of 0054 (./scaleIndexes.ts) holds the call's kinds (type, status, direction, recording), then the
 * duration, then the time. A list filtered by some kinds and a duration range ("failed, 30–90 s") could only
 * use it if every kind before the duration were fixed: the ones not filtered are added as `IN (every value)`
 * (true of every row), which both engines read as one seek per combination (SQLite: `call_type=? AND
 * status=? …`, PostgreSQL: `= ANY` index conditions), at most 4 × 5 × 3 × 2 = 120 short ranges, instead of
 * every entry of the duration range whatever its kinds.
 */

/** Tables with such an index, and its kind columns in index order. */
const KIND_INDEXED: Readonly<Record<string, readonly string[]>> = {
  call_records: ['call_type', 'status', 'direction', 'has_recording'],
};

/** Each kind column's values as stored, from the record's schema (an enum's options, a flag's 0 and 1). */
function valuesOf(resource: RecordResourceDef, column: string): unknown[] | undefined {
  const shape = resource.schema.shape as Record<string, z.ZodType>;
  const field = Object.keys(shape).find((name) => columnOf(name) === column);
  const schema = field ? shape[field] : undefined;
  if (!field || !schema) return undefined;
  if (schema instanceof z.ZodEnum)
    return schema.options.map((option) => columnValue(resource, field, option));
  if (schema instanceof z.ZodBoolean) return [0, 1];
  return undefined;
}

/**
 * The conditions with the kinds not filtered added as `IN (every value)`, when the list has a number range
 * and at least one kind and no prefix (a prefix has its own indexes, which carry the kinds); else as given.
 */
export function withEveryKind(resource: RecordResourceDef, conditions: ListCondition[]): ListCondition[] {
  const kinds = KIND_INDEXED[resource.table];
  if (!kinds) return conditions;
  const column = (name: string) => `${resource.table}.${name}`;
  const compared = new Set(
    conditions.flatMap((condition) => (condition.kind === 'compare' ? [condition.column] : [])),
  );
  const numberRanges = Object.values(resource.rangeFilters)
    .filter((range) => range.kind === 'number')
    .map((range) => `${resource.table}.${columnOf(range.field)}`);
  const prefixes = Object.values(resource.prefixFilters).map(
    (field) => `${resource.table}.${columnOf(field)}`,
  );
  const fixed = kinds.filter((kind) => compared.has(column(kind)));
  if (
    !numberRanges.some((range) => compared.has(range)) ||
    prefixes.some((prefix) => compared.has(prefix)) ||
    fixed.length === 0 ||
    fixed.length === kinds.length
  )
    return conditions;
  const added: ListCondition[] = [];
  for (const kind of kinds) {
    if (compared.has(column(kind))) continue;
    const values = valuesOf(resource, kind);
    if (!values) return conditions;
    added.push({ kind: 'in', column: column(kind), values });
  }
  return [...conditions, ...added];
}

/**
 * The type and status pair of the call's type-status index (enterprise, type, status, time): when the list
 * names one of them with `=` and not the other, the other is added as `IN (every value)`, so a count of a
 * time range with that kind reads only its entries, index-only, one short range per value. Without it
 * PostgreSQL counted "failed" in the partial first day of the last 30 days by reading every call of that
 * day from the time index and its row (75,000 rows, 21 ms at ten million calls; with it 3,000 entries).
 */
export function withTypeAndStatus(resource: RecordResourceDef, conditions: ListCondition[]): ListCondition[] {
  if (!KIND_INDEXED[resource.table]) return conditions;
  const pair = ['call_type', 'status'].map((name) => `${resource.table}.${name}`);
  const named = pair.filter((column) =>
    conditions.some((condition) => condition.kind === 'compare' && condition.column === column),
  );
  if (named.length !== 1) return conditions;
  const missing = pair.find((column) => !named.includes(column))!;
  const values = valuesOf(resource, missing.slice(resource.table.length + 1));
  return values ? [...conditions, { kind: 'in', column: missing, values }] : conditions;
}
