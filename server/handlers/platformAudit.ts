import type { OperationCode } from '../../src/contract/audit/operationCodes';
import { recordOperation } from '../db/audit';
import { type HandlerContext, sessionOf } from './handler';

/**
 * A platform administrator's change in the operation log (`<route>:<action>`, its target and detail), from the
 * request's session and address: the one way the platform screens' hand-written handlers record their writes.
 */
export async function recordPlatformChange(
  context: HandlerContext<unknown>,
  action: OperationCode,
  target: string,
  detail: string,
): Promise<void> {
  const session = sessionOf(context);
  await recordOperation(
    context.db,
    {
      account: session.username,
      role: session.role,
      enterpriseId: null,
      action,
      target,
      detail,
      ip: context.client.ip,
      result: 'success',
    },
    context.now,
  );
}
