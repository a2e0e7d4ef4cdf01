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
