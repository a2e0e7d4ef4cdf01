import type { Kysely } from 'kysely';
import { loginAuth } from '../../src/contract';
import { recordLoginAttempt } from '../db/audit';
import type { Database } from '../db/schema';
import { refused } from '../http/errors';
import { verifyPassword } from '../security/passwords';
import { createSession, loadSessionAccount } from '../security/sessions';
import { hashToken } from '../security/tokens';
import { handle } from './handler';
import { loginResultOf } from './userInfo';

/** Lock-out rule: 5 failed sign-ins within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

function minutesLeft(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 60_000));
}

async function enterpriseActive(
  db: Kysely<Database>,
  enterpriseId: string | null,
  now: number,
): Promise<boolean> {
  if (!enterpriseId) return true;
  const enterprise = await db
    .selectFrom('enterprises')
    .select(['status', 'expiry'])
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  return (
    !!enterprise && enterprise.status === 'active' && (enterprise.expiry === null || enterprise.expiry > now)
  );
}

export const loginAuthHandler = handle(loginAuth, async ({ input, db, config, client, now, locale }) => {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', input.username)
    .executeTakeFirst();
  const attempt = {
    account: input.username,
    ip: client.ip,
    userAgent: client.userAgent,
    clientType: input.clientType,
  };
  const fail = async (reason: string, enterpriseId: string | null) =>
    recordLoginAttempt(db, { ...attempt, enterpriseId, result: 'failure', failureReason: reason }, now);

  if (!account) {
    await fail('unknownAccount', null);
    throw refused('api.loginFailed');
  }
  if (account.locked_until !== null && account.locked_until > now) {
    await fail('locked', account.enterprise_id);
    throw refused('api.accountLocked', { minutes: minutesLeft(account.locked_until, now) });
  }
  if (account.status !== 'active' || !(await enterpriseActive(db, account.enterprise_id, now))) {
    await fail('disabled', account.enterprise_id);
    throw refused('api.accountDisabled');
  }
  if (!(await verifyPassword(input.password, account.password_hash))) {
    const windowOpen =
      account.failed_window_start !== null && now - account.failed_window_start < LOCKOUT.windowMs;
    const failures = windowOpen ? account.failed_attempts + 1 : 1;
    const locks = failures >= LOCKOUT.maxFailures;
    await db
      .updateTable('accounts')
      .set(
        locks
          ? { failed_attempts: 0, failed_window_start: null, locked_until: now + LOCKOUT.lockMs }
          : {
              failed_attempts: failures,
              failed_window_start: windowOpen ? account.failed_window_start : now,
            },
      )
      .where('id', '=', account.id)
      .execute();
    await fail(locks ? 'wrongPasswordLocked' : 'wrongPassword', account.enterprise_id);
    if (locks) throw refused('api.accountLocked', { minutes: minutesLeft(now + LOCKOUT.lockMs, now) });
    throw refused('api.loginFailed');
  }

  await db
    .updateTable('accounts')
    .set({ failed_attempts: 0, failed_window_start: null, locked_until: null })
    .where('id', '=', account.id)
    .execute();
  const token = await createSession(db, account.id, now);
  const session = await loadSessionAccount(db, account.id, hashToken(token));
  if (!session) throw refused('api.accountDisabled');
  await recordLoginAttempt(db, { ...attempt, enterpriseId: account.enterprise_id, result: 'success' }, now);
  return loginResultOf(session, token, config.wsPort, locale);
});
