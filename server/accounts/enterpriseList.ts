import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { enterpriseListSchema } from '../../src/contract/accounts';
import { scopedEnterprises } from './enterpriseRows';
import type { PlatformScope } from './scope';

const SORT_COLUMNS = {
  name: 'enterprises.name',
  prefix: 'enterprises.prefix',
  status: 'enterprises.status',
  expiry: 'enterprises.expiry',
  createdAt: 'enterprises.created_at',
} as const;

/** The scope's enterprises matching keyword, status and agency, sorted (then by name, for stable pages). */
export function listEnterprises(
  scope: PlatformScope,
  list: z.output<typeof enterpriseListSchema> & { ids?: string[] },
) {
  let query = scopedEnterprises(scope.db, scope);
  if (list.keyword) {
    const pattern = `%${list.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const columns = ['enterprises.name', 'enterprises.prefix', 'enterprises.contact', 'enterprises.phone'];
    query = query.where((eb) =>
      eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
    );
  }
  if (list.status)
    query = query.where('enterprises.status', '=', list.status === 'enabled' ? 'active' : 'disabled');
  if (list.agencyId !== undefined && scope.agencyId === null)
    query =
      list.agencyId === null
        ? query.where('enterprises.agency_id', 'is', null)
        : query.where('enterprises.agency_id', '=', list.agencyId);
  if (list.ids?.length) query = query.where('enterprises.id', 'in', list.ids);
  const column = SORT_COLUMNS[list.sort ?? 'createdAt'];
  const order = list.order ?? (list.sort ? 'asc' : 'desc');
  return query.orderBy(column, order).orderBy('enterprises.name', 'asc').orderBy('enterprises.id', 'asc');
}
