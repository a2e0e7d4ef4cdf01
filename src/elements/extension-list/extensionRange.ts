import { EXTENSION_BATCH_MAX, EXTENSION_SUFFIX_DIGITS } from '../../contract/resources/extension';

/** Largest suffix after the enterprise prefix (999 with three digits). */
export const LAST_SUFFIX = 10 ** EXTENSION_SUFFIX_DIGITS - 1;

type RangeProblem = 'start' | 'count' | 'overflow';

export type ExtensionRange =
  | { ok: true; first: string; last: string; count: number }
  | { ok: false; problem: RangeProblem };

/** One number of a range: the enterprise prefix, then the suffix with leading zeros (8001 + 7 → 8001007). */
export function rangeNumber(prefix: string, suffix: number): string {
  return `${prefix}${String(suffix).padStart(EXTENSION_SUFFIX_DIGITS, '0')}`;
}

/**
 * The numbers a batch add will create, as the server builds them (server/resources/behaviours/extension.ts):
 * `count` suffixes from `start`, each after the enterprise prefix; the range may not pass the last suffix
 * nor hold more than one batch.
 */
export function buildRange(prefix: string, start: number, count: number): ExtensionRange {
  if (!Number.isInteger(start) || start < 0 || start > LAST_SUFFIX) return { ok: false, problem: 'start' };
  if (!Number.isInteger(count) || count < 1 || count > EXTENSION_BATCH_MAX)
    return { ok: false, problem: 'count' };
  if (start + count - 1 > LAST_SUFFIX) return { ok: false, problem: 'overflow' };
  return { ok: true, first: rangeNumber(prefix, start), last: rangeNumber(prefix, start + count - 1), count };
}
