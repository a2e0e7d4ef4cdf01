import type { ResourceDef } from '../../src/contract/resources';
import type { ResourceContext } from './behaviour';
import { dynamic, isBooleanField, isNumberField } from './declaration';
import type { Problem } from './problems';
import { LIST_SEPARATOR, naturalKeys, referredResource } from './transfer';

/*
 * An import row's cells as the request an add or update would send: references by their natural key
 * (a department's name, a member's account), lists of them joined with `|`, flags as true/false in either
 * language, numbers as digits.
 */

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', '是', 'enabled']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', '否', 'disabled']);

export interface ImportRow {
  /** Row number in the file as the user sees it (a CSV record, a worksheet row); the header is row 1. */
  line: number;
  /** The row's id: a new one, or the stored row's when it updates one. */
  id: string;
  cells: Record<string, string>;
  /** The stored row this one updates. */
  existingId?: string;
  /** What the row writes: a create's every field, an update's fields in the file. */
  value?: Record<string, unknown>;
  /** The row as it will be stored (an update's fields over the stored row), for the checks. */
  merged?: Record<string, unknown>;
}

/** Natural key → ids of the rows each referring column of the file may name. */
export type ReferenceLookups = Map<string, Map<string, string[]>>;

export async function referenceLookups(
  resource: ResourceDef,
  context: ResourceContext,
  present: ReadonlySet<string>,
): Promise<ReferenceLookups> {
  const lookups: ReferenceLookups = new Map();
  for (const field of resource.importColumns) {
    const target = referredResource(resource, field);
    if (!target || !present.has(field)) continue;
    const byKey = new Map<string, string[]>();
    for (const [id, key] of await naturalKeys(dynamic(context.db), target, context.enterpriseId))
      byKey.set(key, [...(byKey.get(key) ?? []), id]);
    lookups.set(field, byKey);
  }
  return lookups;
}

/**
 * The row's non-empty cells as input; a problem is reported for each cell that cannot be read. A
 * self-reference (a department's parent) may also name a row created earlier in the file (`earlier`).
 */
export function rowInput(
  resource: ResourceDef,
  row: ImportRow,
  lookups: ReferenceLookups,
  earlier: ReadonlyMap<string, string[]>,
  report: (line: number, problem: Problem) => void,
): Record<string, unknown> {
  const resolve = (field: string, key: string, self: ReadonlyMap<string, string[]>): string | undefined => {
    const found = [...(lookups.get(field)?.get(key) ?? []), ...(self.get(key) ?? [])];
    if (found.length === 1) return found[0];
    report(row.line, {
      field,
      key: found.length ? 'validation.referenceAmbiguous' : 'validation.referenceMissing',
      params: { value: key },
      value: key,
    });
    return undefined;
  };
  const input: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(row.cells)) {
    if (cell === '') continue;
    const target = referredResource(resource, field);
    const self = target === resource ? earlier : new Map<string, string[]>();
    if (resource.links?.[field]) {
      input[field] = cell
        .split(LIST_SEPARATOR)
        .map((key) => key.trim())
        .filter(Boolean)
        .map((key) => resolve(field, key, self));
    } else if (target) input[field] = resolve(field, cell, self);
    else if (isBooleanField(resource, field)) {
      const word = cell.toLowerCase();
      if (TRUE_WORDS.has(word)) input[field] = true;
      else if (FALSE_WORDS.has(word)) input[field] = false;
      else report(row.line, { field, key: 'validation.booleanRequired', value: cell });
    } else if (isNumberField(resource, field)) {
      if (/^-?\d+(\.\d+)?$/.test(cell)) input[field] = Number(cell);
      else report(row.line, { field, key: 'validation.numberRequired', value: cell });
    } else input[field] = cell;
  }
  return input;
}
