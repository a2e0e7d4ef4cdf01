import type { VerbOf } from '../../src/contract/audit/operationCodes';
import { recordOperation } from '../db/audit';
import { type HandlerContext, sessionOf } from '../handlers/handler';
import { ApiError, forbidden } from '../http/errors';
import { translator } from '../http/i18n';
import type { TaskActor, TaskEnv } from './taskActions';

/*
 * The console side of a task endpoint: the session's enterprise (never the request's), the actor the log
 * names, and the operation log entry of each change (docs/security.md), refused ones included.
 */

export interface ConsoleTaskScope {
  env: TaskEnv;
  enterpriseId: string;
  actor: TaskActor;
}

export function consoleScope(context: HandlerContext<unknown>): ConsoleTaskScope {
  const session = sessionOf(context);
  // The contract lets only enterprise roles in; their accounts always have an enterprise.
  if (!session.enterpriseId) throw forbidden('api.forbiddenRole');
  return {
    env: { db: context.db, publish: context.publish, now: context.now, t: translator(context.locale) },
    enterpriseId: session.enterpriseId,
    actor: { kind: 'console', name: session.username },
  };
}

/** Runs a change and writes it to the operation log as `task:<action>`; a refusal is logged with its reason. */
export async function audited<T>(
  context: HandlerContext<unknown>,
  action: VerbOf<'task'>,
  target: string,
  change: () => Promise<{ value: T; target?: string; detail?: string }>,
): Promise<T> {
  const session = sessionOf(context);
  const write = (result: 'success' | 'failure', shownTarget: string, detail: string) =>
    recordOperation(
      context.db,
      {
        account: session.username,
        enterpriseId: session.enterpriseId,
        action: `task:${action}`,
        target: shownTarget.slice(0, 500),
        detail: detail.slice(0, 2000),
        ip: context.client.ip,
        result,
      },
      context.now,
    );
  try {
    const done = await change();
    await write('success', done.target ?? target, done.detail ?? '');
    return done.value;
  } catch (error) {
    if (error instanceof ApiError)
      await write('failure', target, translator(context.locale)(error.key, error.params));
    throw error;
  }
}
