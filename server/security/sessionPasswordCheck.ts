import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { verifyPassword } from './passwords';
import { clearThrottle, recordThrottledFailure, throttledRefusal, throttleWaitMs } from './signInThrottle';

/*
 * A signed-in caller who checks the account's password again (changing it, unlocking the screen) is throttled
 * like a sign-in: a stolen session must not become an unlimited password oracle. Each wrong password makes the
 * (account, address) pair wait 1 s, 2 s, 4 s … before its next check; the right one clears it. The pair is
 * kept apart from the sign-in's own, so a mistyped old password does not hold the account's sign-in back.
 */

const keyOf = (username: string) => `password-check:${username}`;

/** Whether `password` is the account's; refused with the seconds left while the pair must wait. */
export async function checkSessionPassword(
  db: Kysely<Database>,
  caller: { username: string; ip: string; now: number },
  password: string,
  storedHash: string,
): Promise<boolean> {
  const key = keyOf(caller.username);
  const waitMs = await throttleWaitMs(db, key, caller.ip, caller.now);
  if (waitMs > 0) throw throttledRefusal(waitMs);
  if (!(await verifyPassword(password, storedHash))) {
    await recordThrottledFailure(db, key, caller.ip, caller.now);
    return false;
  }
  await clearThrottle(db, key, caller.ip);
  return true;
}
