import type { OperationCode } from '../../src/contract/audit/operationCodes';
import { recordOperation } from '../db/audit';
import { ApiError } from '../http/errors';
import type { PlatformScope } from './scope';

/**
 * docs/security.md: every platform change goes to the operation log, refused ones with their reason. The
 * entry carries the enterprise it concerns, so the enterprise's detail page lists it; details never hold
 * secrets (callers pass field names, not passwords).
 */
export async function platformLogged<T>(
  scope: PlatformScope,
  action: OperationCode,
  target: string,
  enterpriseId: string | null,
  change: () => Promise<{ value: T; detail: string; target?: string; enterpriseId?: string | null }>,
): Promise<T> {
  const entry = (result: 'success' | 'failure', detail: string, on = target, id = enterpriseId) =>
    recordOperation(
      scope.db,
      {
        account: scope.session.username,
        enterpriseId: id,
        action,
        target: on.slice(0, 500),
        detail: detail.slice(0, 2000),
        ip: scope.ip,
        result,
      },
      scope.now,
    );
  try {
    const done = await change();
    await entry('success', done.detail, done.target ?? target, done.enterpriseId ?? enterpriseId);
    return done.value;
  } catch (error) {
    if (error instanceof ApiError) await entry('failure', scope.t(error.key, error.params));
    throw error;
  }
}

/**
 * The operation log's detail of an edit: each field the request named whose value changed, before and after
 * (docs/security.md), so the log reads "expiry 2027-06-30 → 2027-12-31", not the request as sent.
 */
export function changedFields<Row extends object>(before: Row, after: Row, input: object): string {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(input) as (keyof Row & string)[]) {
    if (field === 'id' || JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
  }
  return JSON.stringify(changes);
}
