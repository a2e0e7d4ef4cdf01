import { type Kysely, sql } from 'kysely';
import { RESULT_CODE } from '../../src/contract';
import type { ThrottledRefusal } from '../../src/contract/auth';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Sign-in throttling instead of an account lock-out. Each failed sign-in of one account from one
 * client address makes that pair wait before its next try: 1 s, 2 s, 4 s … doubling up to 5 minutes. Only
 * the pair waits — an address that has not failed for the account signs in at once, so nobody can lock an
 * account (such as `admin`) out from elsewhere. A success clears the pair; a pair quiet for an hour starts
 * over.
 */
const SIGN_IN_THROTTLE = {
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  forgetAfterMs: 60 * 60_000,
} as const;

/** The wait after the `failures`-th failure in a row. */
function throttleDelayMs(failures: number): number {
  return Math.min(
    SIGN_IN_THROTTLE.firstDelayMs * 2 ** Math.max(0, failures - 1),
    SIGN_IN_THROTTLE.maxDelayMs,
  );
}

const pair = (db: Kysely<Database>, account: string, ip: string) =>
  db.selectFrom('sign_in_throttles').selectAll().where('account', '=', account).where('ip', '=', ip);

/**
 * The refusal of a try while the pair waits: the -1 envelope with the seconds left in the message and, for a
 * client that must tell it from a wrong password, in `data` (ThrottledRefusal in src/contract/auth.ts).
 */
export function throttledRefusal(waitMs: number): ApiError {
  const seconds = Math.ceil(waitMs / 1000);
  const data: ThrottledRefusal = { retryAfterSeconds: seconds };
  return new ApiError(200, 'api.hardening.signInThrottled', { seconds }, RESULT_CODE.error, data);
}

/** Milliseconds this pair must still wait, 0 when it may try now. */
export async function throttleWaitMs(
  db: Kysely<Database>,
  account: string,
  ip: string,
  now: number,
): Promise<number> {
  const row = await pair(db, account, ip).executeTakeFirst();
  return row ? Math.max(0, row.blocked_until - now) : 0;
}

/**
 * Counts a failure of the pair; answers how many in a row and the wait it now has. The count is one upsert, so
 * failures through two servers at once are both counted.
 */
export async function recordThrottledFailure(
  db: Kysely<Database>,
  account: string,
  ip: string,
  now: number,
): Promise<{ failures: number; waitMs: number }> {
  const forgotten = now - SIGN_IN_THROTTLE.forgetAfterMs;
  const { failures } = await db
    .insertInto('sign_in_throttles')
    .values({ account, ip, failures: 1, blocked_until: now + throttleDelayMs(1) })
    .onConflict((conflict) =>
      conflict.columns(['account', 'ip']).doUpdateSet({
        failures: sql<number>`case when sign_in_throttles.blocked_until > ${forgotten} then sign_in_throttles.failures + 1 else 1 end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const count = Number(failures);
  const waitMs = throttleDelayMs(count);
  await db
    .updateTable('sign_in_throttles')
    .set({ blocked_until: now + waitMs })
    .where('account', '=', account)
    .where('ip', '=', ip)
    .execute();
  return { failures: count, waitMs };
}

/** A success forgets the pair's failures. */
export async function clearThrottle(db: Kysely<Database>, account: string, ip: string): Promise<void> {
  await db.deleteFrom('sign_in_throttles').where('account', '=', account).where('ip', '=', ip).execute();
}
