import { dialplanResource, reorderDialplan, testDialplan } from '../../src/contract/switch/dialplan';
import { handle } from '../handlers/handler';
import { refused } from '../http/errors';
import { PLATFORM_SCOPE, platformContext, type ResourceBehaviour } from '../resources/behaviour';
import { dynamic } from '../resources/declaration';
import { logged } from '../resources/writes';
import { contextRules, evaluateDialplan } from './dialplanRules';

/*
 * `<dialplan-list>`: a new extension goes to the end of its context; reordering takes the whole
 * context's order at once; the route tester evaluates the context as the switch receives it.
 */

const reorderHandler = handle(reorderDialplan, async (context) => {
  const scope = platformContext(context);
  const { context: dialContext, ids } = context.input;
  return logged(scope, dialplanResource, 'reorder', dialContext, async () => {
    const rows = dynamic(context.db);
    const current = (await rows
      .selectFrom('dialplan_extensions')
      .select('id')
      .where('enterprise_id', '=', PLATFORM_SCOPE)
      .where('context', '=', dialContext)
      .execute()) as { id: string }[];
    const known = new Set(current.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw refused('resources.dialplan.reorderMismatch', { context: dialContext });
    await context.db.transaction().execute(async (trx) => {
      for (const [index, id] of ids.entries())
        await dynamic(trx)
          .updateTable('dialplan_extensions')
          .set({ position: index + 1, updated_at: scope.now })
          .where('id', '=', id)
          .execute();
    });
    return { value: { updated: ids.length }, detail: JSON.stringify({ ids }) };
  });
});

const testHandler = handle(testDialplan, async (context) => {
  platformContext(context);
  const { context: dialContext, destination, caller } = context.input;
  return evaluateDialplan(await contextRules(context.db, dialContext), {
    context: dialContext,
    destination,
    caller,
  });
});

export const dialplanBehaviour: ResourceBehaviour = {
  // A new extension goes after the context's last one.
  derivedColumns: async (input, mode, scope) => {
    if (mode !== 'add') return {};
    const last = (await dynamic(scope.db)
      .selectFrom('dialplan_extensions')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('enterprise_id', '=', PLATFORM_SCOPE)
      .where('context', '=', String(input.context ?? ''))
      .executeTakeFirst()) as { last: number | null } | undefined;
    return { position: Number(last?.last ?? 0) + 1 };
  },
  extraHandlers: [reorderHandler, testHandler],
};
