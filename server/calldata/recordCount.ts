import type { RecordResourceDef } from '../../src/contract/calldata';
import { PLATFORM_SCOPE } from '../resources/behaviour';
import type { DynamicDb } from '../resources/declaration';
import { cachedCount, knownCount } from './countCache';
import { dayCountTotal } from './dayCountTotal';
import { withEveryKind } from './kindConditions';
import { countKey, listConditions, type RecordListInput, withConditions } from './listConditions';

/*
 * The total of a record list, never dearer than its page. From the per-day counts when the list is a time
 * range and filters the day counts are split by (./dayCountTotal.ts: exact and cheap at any size); else a
 * count that stops after `bound + 1` matching rows (`SELECT count(*) FROM (SELECT 1 … LIMIT bound + 1)`), so
 * "answered, longer than a minute" over ten million calls reads 100,001 index entries, not four million,
 * and answers "more than 100,000". Kept a few seconds per list (./countCache.ts).
 */

/** A list's total: exact, or `exact: false` and `total` the bound ("more than `total`"). */
export interface ListTotal {
  total: number;
  exact: boolean;
}

/** The cache key of a list's total under a bound (an export's exact count is another entry). */
function cacheKey(input: RecordListInput, bound: number): string {
  return `${countKey(input)}\u0000${bound}`;
}

/** What the count cache keeps: the exact count, or MORE for "more than the bound". */
const MORE = -1;

function asTotal(count: number, bound: number): ListTotal {
  return count === MORE ? { total: bound, exact: false } : { total: count, exact: true };
}

/** The list's total if a fresh one is kept, without counting. */
export function knownTotal(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  now: number,
  bound: number,
): ListTotal | undefined {
  if (enterpriseId === PLATFORM_SCOPE) return undefined;
  const count = knownCount(db, resource.table, enterpriseId, cacheKey(input, bound), now);
  return count === undefined ? undefined : asTotal(count, bound);
}

/** `SELECT count(*) FROM (SELECT 1 … LIMIT bound + 1)`, or a plain count when the bound is Infinity. */
export function countQuery(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  bound: number,
) {
  const matching = withConditions(
    db.selectFrom(resource.table),
    withEveryKind(resource, listConditions(resource, enterpriseId, input)),
  );
  return Number.isFinite(bound)
    ? db
        .selectFrom(
          matching
            .select((eb) => eb.lit(1).as('one'))
            .limit(bound + 1)
            .as('bounded'),
        )
        .select((eb) => eb.fn.countAll().as('total'))
    : matching.select((eb) => eb.fn.countAll().as('total'));
}

/** The list's total, exact up to `bound` (Infinity: exact however many rows, as an export's progress needs). */
export async function countRecords(
  db: DynamicDb,
  resource: RecordResourceDef,
  enterpriseId: string,
  input: RecordListInput,
  now: number,
  bound = Number.POSITIVE_INFINITY,
): Promise<ListTotal> {
  const count = async () => {
    // Exact whatever its size: the day counts are summed, not counted.
    const fromDays = await dayCountTotal(db, resource, enterpriseId, input);
    if (fromDays !== undefined) return fromDays;
    const query = countQuery(db, resource, enterpriseId, input, bound);
    const counted = Number((await query.executeTakeFirst())?.total ?? 0);
    return counted > bound ? MORE : counted;
  };
  // The platform's lines are written by every enterprise's requests, which forget only their own enterprise's
  // counts: a platform count is never cached, so a change shows in the log's total at once.
  if (enterpriseId === PLATFORM_SCOPE) return asTotal(await count(), bound);
  return asTotal(
    await cachedCount(db, resource.table, enterpriseId, cacheKey(input, bound), now, count),
    bound,
  );
}
