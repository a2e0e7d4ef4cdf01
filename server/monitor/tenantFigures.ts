import type { Kysely } from 'kysely';
import type { EnterpriseInfo } from '../../src/contract/monitor';
import type { Database } from '../db/schema';

/*
 * Figures from the organisation tables, for one scope: an enterprise id, or null for the platform (ADMIN
 * sees every enterprise; an enterprise sees only its own rows, docs/security.md).
 */

type Db = Kysely<Database>;
type OrgTable = 'members' | 'extensions' | 'call_groups' | 'broadcast_files';

/** The key of the platform scope in per-tenant maps. */
export const PLATFORM = 'platform';
export type TenantKey = string;

export function tenantKeyOf(enterpriseId: string | null): TenantKey {
  return enterpriseId ?? PLATFORM;
}

async function countRows(
  db: Db,
  table: OrgTable,
  enterpriseId: string | null,
  narrow?: 'device' | 'dispatcher',
): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (enterpriseId) query = query.where('enterprise_id', '=', enterpriseId);
  // Only the members table is narrowed; the casts keep the column names checked against it.
  if (narrow === 'device') query = query.where('imei' as 'enterprise_id', '<>', '');
  if (narrow === 'dispatcher') query = query.where('app_role' as 'enterprise_id', '=', 'dispatcher');
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Live sessions per tenant: distinct accounts seen within the idle limit (docs/behaviour.md#states: older tokens answer 1004).
 * Accounts without an enterprise (ADMIN, agencies) count under the platform key.
 */
export async function onlineUsersByTenant(
  db: Db,
  now: number,
  idleMs: number,
): Promise<Map<TenantKey, number>> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select((eb) => ['accounts.enterprise_id', eb.fn.count<number>('sessions.account_id').distinct().as('n')])
    .where('sessions.last_seen_at', '>', now - idleMs)
    .groupBy('accounts.enterprise_id')
    .execute();
  return new Map(rows.map((row) => [tenantKeyOf(row.enterprise_id), Number(row.n)]));
}

/** The platform sees everybody online; an enterprise its own accounts. */
export function onlineUsersOf(online: ReadonlyMap<TenantKey, number>, enterpriseId: string | null): number {
  if (enterpriseId) return online.get(enterpriseId) ?? 0;
  let total = 0;
  for (const n of online.values()) total += n;
  return total;
}

export async function organisationCounts(db: Db, enterpriseId: string | null) {
  const [members, extensions, groups, devices, dispatchConsoles, downloads, enterprises] = await Promise.all([
    countRows(db, 'members', enterpriseId),
    countRows(db, 'extensions', enterpriseId),
    countRows(db, 'call_groups', enterpriseId),
    countRows(db, 'members', enterpriseId, 'device'),
    countRows(db, 'members', enterpriseId, 'dispatcher'),
    countRows(db, 'broadcast_files', enterpriseId),
    enterpriseId
      ? Promise.resolve(1)
      : db
          .selectFrom('enterprises')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
          .then((row) => Number(row?.n ?? 0)),
  ]);
  return { members, extensions, groups, devices, dispatchConsoles, downloads, enterprises };
}

export async function enterpriseInfo(
  db: Db,
  enterpriseId: string,
  used: { members: number; groups: number },
): Promise<EnterpriseInfo | null> {
  const row = await db
    .selectFrom('enterprises')
    .select(['id', 'name', 'prefix', 'expiry', 'max_members', 'max_groups'])
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  if (!row) return null;
  // The enterprise's own limits (set when it is created or edited), the same the add paths enforce.
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    expiry: row.expiry === null ? null : Number(row.expiry),
    members: { used: used.members, limit: Number(row.max_members) },
    groups: { used: used.groups, limit: Number(row.max_groups) },
  };
}
