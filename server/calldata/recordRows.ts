import { z } from 'zod';
import type { RecordResourceDef } from '../../src/contract/calldata';
import { columnOf } from '../resources/declaration';

/*
 * A table row as the contract answers it: integer ids (and references to them) as strings, 0/1 flags as
 * booleans, nulls in non-null text fields (login_history.failure_reason) as ''. Which is which comes from the record's zod schema.
 */

type FieldKind = 'id' | 'idOrNull' | 'boolean' | 'number' | 'numberOrNull' | 'text' | 'textOrNull';

function kindOf(field: string, schema: z.ZodType): FieldKind {
  const nullable = schema instanceof z.ZodNullable;
  const inner = nullable ? (schema.unwrap() as z.ZodType) : schema;
  // Record ids and references to them are integers; the enterprise's id is a text key (a UUID).
  if (field === 'enterpriseId') return nullable ? 'textOrNull' : 'text';
  if (field === 'id' || /Id$/.test(field)) return nullable ? 'idOrNull' : 'id';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodNumber) return nullable ? 'numberOrNull' : 'number';
  return nullable ? 'textOrNull' : 'text';
}

const kinds = new WeakMap<RecordResourceDef, [string, string, FieldKind][]>();

/** field, column, kind for every field of the record (computed once per resource). */
function fieldsOf(resource: RecordResourceDef): [string, string, FieldKind][] {
  let found = kinds.get(resource);
  if (!found) {
    const shape = resource.schema.shape as Record<string, z.ZodType>;
    found = Object.entries(shape).map(([field, schema]) => [field, columnOf(field), kindOf(field, schema)]);
    kinds.set(resource, found);
  }
  return found;
}

function answerValue(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'id':
      return String(value);
    case 'idOrNull':
      return value === null || value === undefined ? null : String(value);
    case 'boolean':
      return value === 1 || value === true || value === '1';
    case 'number':
      return Number(value);
    case 'numberOrNull':
      return value === null || value === undefined ? null : Number(value);
    case 'textOrNull':
      return value === null || value === undefined ? null : String(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

export function recordFromRow(
  resource: RecordResourceDef,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [field, column, kind] of fieldsOf(resource)) record[field] = answerValue(kind, row[column]);
  return record;
}

/** One field of a table row as the contract answers it: an export's cell needs no record object per row. */
export function fieldReader(
  resource: RecordResourceDef,
  field: string,
): (row: Record<string, unknown>) => unknown {
  const found = fieldsOf(resource).find(([name]) => name === field);
  if (!found) throw new Error(`${resource.name} has no field ${field}`);
  const [, column, kind] = found;
  return (row) => answerValue(kind, row[column]);
}

/** A filter value as stored: flags as 0/1, ids as integers. */
export function columnValue(resource: RecordResourceDef, field: string, value: unknown): unknown {
  const kind = fieldsOf(resource).find(([name]) => name === field)?.[2];
  if (kind === 'boolean') return value ? 1 : 0;
  if (kind === 'id' || kind === 'idOrNull') return Number(value);
  return value;
}
