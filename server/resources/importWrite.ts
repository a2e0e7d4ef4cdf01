import type { ResourceDef } from '../../src/contract/resources';
import { limitOwners, refuseOverLimit } from '../accounts/limits';
import { withLimitsHeld } from '../db/limitLocks';
import type { ResourceBehaviour, ResourceContext } from './behaviour';
import { dynamic, isVirtualField } from './declaration';
import type { ImportRow } from './importInput';
import { columnValues, writeLinks } from './writes';

/**
 * Writes the checked rows of an import in one transaction: creates in batches (counted against the limits
 * under their locks), updates one by one. Answers how many rows updated stored ones.
 */
export async function writeImport(
  resource: ResourceDef,
  behaviour: ResourceBehaviour,
  context: ResourceContext,
  valid: readonly ImportRow[],
): Promise<number> {
  const creates = valid.filter((row) => !row.existingId);
  const updates = valid.filter((row) => row.existingId);
  const owners = limitOwners(resource.routeName, context.enterpriseId);
  await withLimitsHeld(context.db, owners, async (transaction) => {
    // Only created rows count against the enterprise's (and the licence's) limit, under its lock.
    if (creates.length)
      await refuseOverLimit(transaction, context.t, resource.routeName, context.enterpriseId, creates.length);
    const trx = dynamic(transaction);
    const batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (batch.length) await trx.insertInto(resource.table).values(batch.splice(0)).execute();
    };
    for (const row of creates) {
      const derived = (await behaviour.derivedColumns?.(row.value!, 'add', context)) ?? {};
      batch.push({
        id: row.id,
        enterprise_id: context.enterpriseId,
        ...columnValues(resource, row.value!),
        ...derived,
        created_at: context.now,
        updated_at: context.now,
      });
      if (batch.length >= 200) await flush();
    }
    await flush();
    for (const row of updates) {
      const derived = (await behaviour.derivedColumns?.(row.value!, 'update', context)) ?? {};
      await trx
        .updateTable(resource.table)
        .set({ ...columnValues(resource, row.value!), ...derived, updated_at: context.now })
        .where('id', '=', row.id)
        .where('enterprise_id', '=', context.enterpriseId)
        .execute();
    }
    for (const row of valid) {
      await writeLinks(trx, resource, row.id, row.value!);
      if (Object.keys(row.value!).some((field) => isVirtualField(resource, field)))
        await behaviour.afterWrite?.(trx, row.id, row.value!, context);
    }
  });
  return updates.length;
}
