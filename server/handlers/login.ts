import type { Kysely, Selectable } from 'kysely';
import { type LoginResult, loginAuth } from '../../src/contract';
import type { LoginFailureReason } from '../../src/contract/calldata';
import { formatDate } from '../accounts/dates';
import { enterpriseInactiveReason } from '../accounts/enterpriseRows';
import { brandingOf } from '../branding/brandingStore';
import { recordLoginAttempt, recordOperation } from '../db/audit';
import type { AccountTable, Database } from '../db/schema';
import { type ApiError, refused } from '../http/errors';
import { verifyPasswordOrDummy } from '../security/passwords';
import { createSession, loadSessionAccount, purgeExpiredSessions } from '../security/sessions';
import {
  clearThrottle,
  recordThrottledFailure,
  throttledRefusal,
  throttleWaitMs,
} from '../security/signInThrottle';
import { hashToken } from '../security/tokens';
import { type HandlerContext, handle } from './handler';
import { loginResultOf } from './userInfo';

function minutesLeft(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 60_000));
}

/** Why an enterprise's accounts may not sign in (disabled vs expired on a date), or null. */
async function enterpriseRefusal(
  db: Kysely<Database>,
  enterpriseId: string | null,
  now: number,
): Promise<ApiError | null> {
  if (!enterpriseId) return null;
  const enterprise = await db
    .selectFrom('enterprises')
    .select(['status', 'expiry'])
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  if (!enterprise) return refused('api.accountDisabled');
  const reason = enterpriseInactiveReason(enterprise, now);
  if (reason === 'disabled') return refused('api.enterprises.signInDisabled');
  if (reason === 'expired')
    return refused('api.enterprises.signInExpired', { date: formatDate(Number(enterprise.expiry)) });
  return null;
}

export type Account = Selectable<AccountTable>;

/**
 * One sign-in attempt of any kind (password, SMS code, QR code): every outcome goes to the login history
 * (docs/security.md), a failure with its reason.
 */
export class SignInAttempt {
  constructor(
    private readonly context: HandlerContext<unknown>,
    /** The account as the caller named it (account name, or the mobile number). */
    private readonly accountName: string,
    private readonly clientType = 'web',
  ) {}

  private entry(account: string) {
    const { client } = this.context;
    return { account, ip: client.ip, userAgent: client.userAgent, clientType: this.clientType };
  }

  /** `reason` is a code the login history translates when it is read (calldata.loginHistory.values). */
  async fail(reason: LoginFailureReason, enterpriseId: string | null = null): Promise<void> {
    await recordLoginAttempt(
      this.context.db,
      { ...this.entry(this.accountName), enterpriseId, result: 'failure', failureReason: reason },
      this.context.now,
    );
  }

  /**
   * A (name, address) pair still waiting after failures is refused before the credential is
   * read, with the seconds left; the try goes to the login history and the operation log.
   */
  async refuseThrottled(enterpriseId: string | null = null): Promise<void> {
    const { db, client, now } = this.context;
    const waitMs = await throttleWaitMs(db, this.accountName, client.ip, now);
    if (waitMs <= 0) return;
    await this.fail('throttled', enterpriseId);
    await this.log('login:throttled', enterpriseId, `waitMs=${waitMs}`);
    throw throttledRefusal(waitMs);
  }

  /** A wrong credential: counted for this (name, address) pair, written to both logs. */
  async failCredential(reason: LoginFailureReason, enterpriseId: string | null = null): Promise<void> {
    const { db, client, now } = this.context;
    const { failures, waitMs } = await recordThrottledFailure(db, this.accountName, client.ip, now);
    await this.fail(reason, enterpriseId);
    await this.log('login:failed', enterpriseId, `${reason}; failures=${failures}; waitMs=${waitMs}`);
  }

  private async log(
    action: 'login:failed' | 'login:throttled',
    enterpriseId: string | null,
    detail: string,
  ): Promise<void> {
    const { db, client, now } = this.context;
    await recordOperation(
      db,
      { account: this.accountName, enterpriseId, action, detail, ip: client.ip, result: 'failure' },
      now,
    );
  }

  /** A locked, disabled or expired-enterprise account may not sign in, whatever the credential. */
  async refuseInactive(account: Account): Promise<void> {
    const { db, now } = this.context;
    if (account.locked_until !== null && account.locked_until > now) {
      await this.fail('locked', account.enterprise_id);
      throw refused('api.accountLocked', { minutes: minutesLeft(account.locked_until, now) });
    }
    if (account.status !== 'active') {
      await this.fail('disabled', account.enterprise_id);
      throw refused('api.accountDisabled');
    }
    const enterpriseClosed = await enterpriseRefusal(db, account.enterprise_id, now);
    if (enterpriseClosed) {
      await this.fail('disabled', account.enterprise_id);
      throw enterpriseClosed;
    }
  }

  /** The credential was right: a new session, the failure counters cleared, the success recorded. */
  async succeed(account: Account): Promise<LoginResult> {
    const { db, now, config, locale, client } = this.context;
    await clearThrottle(db, this.accountName, client.ip);
    await purgeExpiredSessions(db, config.sessionIdleMinutes * 60_000, now);
    const token = await createSession(db, account.id, now);
    const session = await loadSessionAccount(db, account.id, hashToken(token), now);
    if (!session) throw refused('api.accountDisabled');
    await recordLoginAttempt(
      db,
      { ...this.entry(account.username), enterpriseId: account.enterprise_id, result: 'success' },
      now,
    );
    // Sign-ins are in the operation log too, beside the changes they lead to.
    await recordOperation(
      db,
      {
        account: account.username,
        role: account.role,
        enterpriseId: account.enterprise_id,
        action: 'login',
        detail: this.clientType,
        ip: this.context.client.ip,
        result: 'success',
      },
      now,
    );
    // The enterprise's branding rides with the answer, so the first paint is already branded.
    const branding = session.enterpriseId ? await brandingOf(db, session.enterpriseId) : undefined;
    return loginResultOf(session, token, config.wsPort, locale, branding);
  }
}

export const loginAuthHandler = handle(loginAuth, async (context) => {
  const { input, db } = context;
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', input.username)
    .executeTakeFirst();
  const attempt = new SignInAttempt(context, input.username, input.clientType);
  await attempt.refuseThrottled(account?.enterprise_id ?? null);

  // An unknown name costs the same hash work as a known one, and a locked, disabled or closed account is
  // named only after its right password: otherwise timing and messages tell which names exist.
  const right = await verifyPasswordOrDummy(input.password, account?.password_hash);
  if (!account || !right) {
    await attempt.failCredential(
      account ? 'wrongPassword' : 'unknownAccount',
      account?.enterprise_id ?? null,
    );
    throw refused('api.loginFailed');
  }
  await attempt.refuseInactive(account);
  return attempt.succeed(account);
});
