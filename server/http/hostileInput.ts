import type { Translate } from './i18n';
import { fieldName } from './validation';

/*
 * One check of every request's input before its schema and its handler, so both engines answer bad input
 * alike (docs/security.md#edges): PostgreSQL refuses a NUL character in text and numbers beyond its
 * integer types with an error of its own, SQLite stores them. A NUL anywhere (value or key), a number that
 * is not a safe integer in size (a float beyond ±2^53 cannot be an id, a count or a time here), or nesting
 * deeper than any contract schema are refused with a 400 naming the field.
 */

/** Deeper than any request the contract declares (a page filter nests three levels). */
const MAX_DEPTH = 32;

export interface HostileInput {
  key: 'validation.nulCharacter' | 'validation.unsafeNumber' | 'validation.tooDeep';
  path: readonly PropertyKey[];
}

/** The first hostile value in `value` (depth first), or undefined when there is none. */
export function findHostileInput(value: unknown, path: PropertyKey[] = []): HostileInput | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') ? { key: 'validation.nulCharacter', path } : undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : { key: 'validation.unsafeNumber', path };
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_DEPTH) return { key: 'validation.tooDeep', path: [] };
  const entries: [PropertyKey, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && key.includes('\u0000')) return { key: 'validation.nulCharacter', path };
    const found = findHostileInput(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The translated refusal of hostile input, naming the field as the schema's messages do. */
export function describeHostileInput(found: HostileInput, t: Translate, labels?: string): string {
  return t(found.key, { field: fieldName(found.path, t, labels) });
}
