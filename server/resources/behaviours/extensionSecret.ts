import { a1Hash, enterpriseSipDomain } from '../../switch/directoryLookup';
import type { ResourceContext } from '../behaviour';
import type { DynamicDb } from '../declaration';
import type { Problem } from '../problems';

/*
 * An extension's SIP secret is stored only as FreeSWITCH's a1-hash, which binds it to the number and the
 * enterprise's SIP domain (directoryLookup.ts). It is write-only: set on add (given or generated), replaced
 * by an update that carries one or by "reset", never answered except once by reset.
 */

/** The stored form of `password` for extension `number` of the context's enterprise. */
export function storedSecret(context: ResourceContext, number: string, password: string): string {
  const domain = enterpriseSipDomain(context.session.enterprisePrefix ?? '', context.config.sipDomain);
  return a1Hash(number, domain, password);
}

/** After an update (in its transaction): a new secret given is hashed with the row's number. */
export async function storeUpdatedSecret(
  trx: DynamicDb,
  id: string,
  input: Record<string, unknown>,
  context: ResourceContext,
): Promise<void> {
  const password = typeof input.password === 'string' ? input.password : '';
  if (!password) return;
  const row = (await trx
    .selectFrom('extensions')
    .select('number')
    .where('id', '=', id)
    .where('enterprise_id', '=', context.enterpriseId)
    .executeTakeFirst()) as { number: string } | undefined;
  if (!row) return;
  await trx
    .updateTable('extensions')
    .set({ password: storedSecret(context, row.number, password) })
    .where('id', '=', id)
    .execute();
}

/** The hash holds the number: a new number needs a new secret in the same update. */
export async function numberChangeProblems(
  db: DynamicDb,
  row: Record<string, unknown>,
  context: ResourceContext,
  id: string | undefined,
): Promise<Problem[]> {
  if (!id || (typeof row.password === 'string' && row.password)) return [];
  const stored = (await db
    .selectFrom('extensions')
    .select('number')
    .where('id', '=', id)
    .where('enterprise_id', '=', context.enterpriseId)
    .executeTakeFirst()) as { number: string } | undefined;
  return stored && stored.number !== row.number
    ? [
        {
          field: 'password',
          key: 'resources.extension.secretForNewNumber',
          params: { value: String(row.number) },
        },
      ]
    : [];
}
