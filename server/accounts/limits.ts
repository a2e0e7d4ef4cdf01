import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EnterpriseLimits } from '../../src/contract/accounts';
import type { LimitOwner } from '../db/limitLocks';
import type { Database } from '../db/schema';
import type { Translate } from '../http/i18n';
import { refuseOverLicence } from '../licence/licenceStore';
import { refusal } from '../resources/problems';

/*
 * Per-enterprise limits, enforced where they bite — adding members, extensions and call groups
 * (one by one, in a batch or by import). The resources that count against a limit, by route name.
 */
const LIMITED = {
  localuser: { table: 'members', column: 'max_members', limit: 'maxMembers' },
  extension: { table: 'extensions', column: 'max_extensions', limit: 'maxExtensions' },
  callgroup: { table: 'call_groups', column: 'max_groups', limit: 'maxGroups' },
} as const satisfies Record<
  string,
  {
    table: 'members' | 'extensions' | 'call_groups';
    column: 'max_members' | 'max_extensions' | 'max_groups';
    limit: keyof EnterpriseLimits;
  }
>;

/**
 * What an add of this resource must lock before counting (server/db/limitLocks.ts): the licence for what it
 * counts platform-wide, the enterprise for its own limits.
 */
export function limitOwners(routeName: string, enterpriseId: string): LimitOwner[] {
  if (routeName === 'device-license') return [{ kind: 'licence' }];
  if (routeName === 'extension') return [{ kind: 'licence' }, { kind: 'enterprise', id: enterpriseId }];
  if (routeName in LIMITED) return [{ kind: 'enterprise', id: enterpriseId }];
  return [];
}

/**
 * Refuses adding `adding` rows of a limited resource past the enterprise's own limit, naming the limit. Call it
 * inside `withLimitsHeld(db, limitOwners(…), …)` with the transaction, so the count cannot go stale before the
 * insert.
 */
export async function refuseOverLimit(
  db: Kysely<Database>,
  t: Translate,
  routeName: string,
  enterpriseId: string,
  adding: number,
): Promise<void> {
  // Device licences count against the platform licence only (they belong to the platform).
  if (routeName === 'device-license') return refuseOverLicence(db, t, 'devices', adding);
  const limited = LIMITED[routeName as keyof typeof LIMITED];
  if (!limited || adding <= 0) return;
  // The platform's licence first, then the enterprise's own limit.
  if (routeName === 'extension') await refuseOverLicence(db, t, 'extensions', adding);
  const enterprise = await db
    .selectFrom('enterprises')
    .select(limited.column)
    .where('id', '=', enterpriseId)
    .executeTakeFirst();
  if (!enterprise) return;
  const max = Number(enterprise[limited.column as keyof typeof enterprise]);
  const counted = await db
    .selectFrom(limited.table)
    .select(sql<number>`count(*)`.as('n'))
    .where('enterprise_id', '=', enterpriseId)
    .executeTakeFirst();
  const count = Number(counted?.n ?? 0);
  if (count + adding > max)
    throw refusal(
      t('api.enterprises.limitReached', {
        limit: t(`resources.enterprise.fields.${limited.limit}`),
        max,
        count,
        adding,
      }),
    );
}
