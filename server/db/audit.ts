import type { Kysely } from 'kysely';
import type { OperationCode } from '../../src/contract/audit/operationCodes';
import type { Database } from './schema';

/** docs/security.md: every login attempt goes to the login history, with the reason when it failed. */
export interface LoginAttempt {
  account: string;
  enterpriseId: string | null;
  result: 'success' | 'failure';
  failureReason?: string;
  ip: string;
  userAgent: string;
  clientType: string;
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  now: number,
): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      account: attempt.account.slice(0, 128),
      enterprise_id: attempt.enterpriseId,
      time: now,
      result: attempt.result,
      failure_reason: attempt.failureReason ?? null,
      ip: attempt.ip,
      user_agent: attempt.userAgent.slice(0, 512),
      client_type: attempt.clientType,
    })
    .execute();
}

/** docs/security.md: every change is written to the operation log, failed ones too. */
export interface Operation {
  account: string;
  enterpriseId: string | null;
  /** One of the registered codes (src/contract/audit/operationCodes.ts), so each has words in both locales. */
  action: OperationCode;
  target?: string;
  detail?: string;
  ip: string;
  result: 'success' | 'failure';
  /** The acting account's role; looked up by account name when left out. */
  role?: string;
}

/**
 * Who acted, as they are now, for a line that keeps it: the account's role and its enterprise's
 * name. Two lookups by key per written line; writes are the rare path, and callers need not pass either.
 */
async function actorOf(db: Kysely<Database>, operation: Operation) {
  const role =
    operation.role ??
    (
      await db
        .selectFrom('accounts')
        .select('role')
        .where('username', '=', operation.account)
        .executeTakeFirst()
    )?.role ??
    '';
  const enterpriseName = operation.enterpriseId
    ? ((
        await db
          .selectFrom('enterprises')
          .select('name')
          .where('id', '=', operation.enterpriseId)
          .executeTakeFirst()
      )?.name ?? '')
    : '';
  return { role, enterpriseName };
}

export async function recordOperation(
  db: Kysely<Database>,
  operation: Operation,
  now: number,
): Promise<void> {
  const { role, enterpriseName } = await actorOf(db, operation);
  await db
    .insertInto('operation_log')
    .values({
      role,
      enterprise_name: enterpriseName,
      account: operation.account,
      enterprise_id: operation.enterpriseId,
      time: now,
      action: operation.action,
      target: operation.target ?? '',
      detail: operation.detail ?? '',
      ip: operation.ip,
      result: operation.result,
    })
    .execute();
}
