import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import {
  ENTERPRISE_FUNCTIONS,
  type Enterprise,
  type EnterpriseFunction,
  type EnterpriseLimits,
} from '../../src/contract/accounts';
import type { Database, EnterpriseTable } from '../db/schema';
import { ApiError } from '../http/errors';
import type { PlatformScope } from './scope';

/*
 * Enterprise rows as the platform sees them: the table row with its agency's name and its first
 * administrator, mapped to the contract's `Enterprise`. Every query starts from the scope, so an agency
 * never reads another agency's enterprise.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type EnterpriseRow = Selectable<EnterpriseTable> & {
  agency_name: string | null;
  admin_username: string | null;
};

export function scopedEnterprises(db: Db, scope: Pick<PlatformScope, 'agencyId'>) {
  let query = db
    .selectFrom('enterprises')
    .leftJoin('agencies', 'agencies.id', 'enterprises.agency_id')
    .selectAll('enterprises')
    .select((eb) => [
      'agencies.name as agency_name',
      eb
        .selectFrom('accounts')
        .select((inner) => inner.fn.min('accounts.username').as('username'))
        .whereRef('accounts.enterprise_id', '=', 'enterprises.id')
        .where('accounts.role', '=', 'ENTERPRISE')
        .as('admin_username'),
    ]);
  if (scope.agencyId !== null) query = query.where('enterprises.agency_id', '=', scope.agencyId);
  return query;
}

export function parseFunctions(text: string): EnterpriseFunction[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return ENTERPRISE_FUNCTIONS.filter((flag) => value.includes(flag));
  } catch {
    return [];
  }
}

function limitsOf(row: Selectable<EnterpriseTable>): EnterpriseLimits {
  return {
    maxMembers: row.max_members,
    maxExtensions: row.max_extensions,
    maxConcurrentCalls: row.max_concurrent_calls,
    maxGroups: row.max_groups,
  };
}

export function limitColumns(limits: Partial<EnterpriseLimits>) {
  return {
    max_members: limits.maxMembers,
    max_extensions: limits.maxExtensions,
    max_concurrent_calls: limits.maxConcurrentCalls,
    max_groups: limits.maxGroups,
  };
}

export function toEnterprise(row: EnterpriseRow): Enterprise {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    contact: row.contact,
    phone: row.phone,
    status: row.status === 'active' ? 'enabled' : 'disabled',
    expiry: row.expiry === null ? null : Number(row.expiry),
    functions: parseFunctions(row.functions),
    ...limitsOf(row),
    agencyId: row.agency_id,
    agencyName: row.agency_name,
    adminUsername: row.admin_username,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** docs/security.md isolation: another agency's enterprise answers exactly like a missing one. */
function enterpriseNotFound(scope: PlatformScope, id: string): ApiError {
  return new ApiError(200, 'resources.notFound', {
    resource: scope.t('enterprises.title'),
    id,
  });
}

export async function findEnterprise(scope: PlatformScope, id: string, db: Db = scope.db) {
  const row = await scopedEnterprises(db, scope).where('enterprises.id', '=', id).executeTakeFirst();
  if (!row) throw enterpriseNotFound(scope, id);
  return row as EnterpriseRow;
}

/** Why an enterprise's accounts may not sign in now, or null when they may (spec: disabled vs expired). */
export function enterpriseInactiveReason(
  enterprise: { status: string; expiry: number | null },
  now: number,
): 'disabled' | 'expired' | null {
  if (enterprise.status !== 'active') return 'disabled';
  if (enterprise.expiry !== null && Number(enterprise.expiry) <= now) return 'expired';
  return null;
}

/** Members, extensions, call groups, departments and accounts of an enterprise. */
export async function enterpriseUsage(db: Db, enterpriseId: string) {
  const count = async (table: 'members' | 'extensions' | 'call_groups' | 'departments' | 'accounts') => {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where('enterprise_id', '=', enterpriseId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return {
    members: await count('members'),
    extensions: await count('extensions'),
    groups: await count('call_groups'),
    departments: await count('departments'),
    accounts: await count('accounts'),
  };
}
