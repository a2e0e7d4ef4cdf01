import {
  DEFAULT_ENTERPRISE_LIMITS,
  type EnterpriseQuota,
  enterpriseQuota,
} from '../../src/contract/accounts/enterprise';
import { type EndpointHandler, handle } from '../handlers/handler';
import { platformScope } from './scope';

/*
 * The "new enterprise" form starts from limits the caller may give: an agency's extension default is capped
 * at what its quota has left (the add path refuses anything over it), and the form shows the quota.
 */

function limitsWithin(remainingExtensions: number | null): EnterpriseQuota['defaults'] {
  if (remainingExtensions === null) return { ...DEFAULT_ENTERPRISE_LIMITS };
  const maxExtensions = Math.max(1, Math.min(DEFAULT_ENTERPRISE_LIMITS.maxExtensions, remainingExtensions));
  return { ...DEFAULT_ENTERPRISE_LIMITS, maxExtensions };
}

const quotaHandler = handle(enterpriseQuota, async (context) => {
  const scope = await platformScope(context);
  if (scope.agencyId === null) return { agency: null, defaults: limitsWithin(null) };
  const agency = await scope.db
    .selectFrom('agencies')
    .select(['name', 'enterprise_quota', 'extension_quota'])
    .where('id', '=', scope.agencyId)
    .executeTakeFirstOrThrow();
  const rows = await scope.db
    .selectFrom('enterprises')
    .select('max_extensions')
    .where('agency_id', '=', scope.agencyId)
    .execute();
  const allotted = rows.reduce((sum, row) => sum + Number(row.max_extensions), 0);
  return {
    agency: {
      name: agency.name,
      enterpriseQuota: agency.enterprise_quota,
      enterprises: rows.length,
      extensionQuota: agency.extension_quota,
      extensionsAllotted: allotted,
    },
    defaults: limitsWithin(Math.max(0, agency.extension_quota - allotted)),
  };
});

export const ENTERPRISE_QUOTA_HANDLERS: readonly EndpointHandler[] = [quotaHandler];
