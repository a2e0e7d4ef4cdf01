import type { EnterpriseFunction } from '../../src/contract/accounts/enterpriseFunctions';
import { functionAllowed, functionOfPermission } from '../../src/contract/accounts/functionGates';
import type { Role } from '../../src/contract/roles';
import { badRequest, forbidden } from '../http/errors';
import { ROUTE_FUNCTIONS } from '../security/functionGate';
import { areaPermits } from '../security/permissions';

/**
 * A sub-user's grants: codes of the enterprise area only; a change action brings its `:search`. A code of a
 * function the enterprise lacks is refused with the function named, unless the sub-user already holds it
 * (`held`: granted while the function was on, kept, and out of force until it is on again). Platform
 * administrators hold their whole area and take no grants.
 */
export function checkedGrants(
  managed: Role,
  permits: readonly string[],
  functions: readonly EnterpriseFunction[] | undefined,
  held: readonly string[] = [],
): string[] {
  if (managed !== 'ENTERPRISE_CHILDUSER') {
    if (permits.length) throw badRequest('api.admins.noGrantsForAdmins');
    return [];
  }
  const area = new Set(areaPermits('ENTERPRISE'));
  const unknown = permits.find((code) => !area.has(code));
  if (unknown) throw badRequest('api.admins.unknownPermit', { permit: unknown });
  for (const code of permits) {
    const needed = functionOfPermission(ROUTE_FUNCTIONS, code);
    if (needed && !functionAllowed(functions, needed) && !held.includes(code))
      throw forbidden(`api.functionOff.${needed}`);
  }
  const withSearch = new Set(permits);
  for (const code of permits) {
    const [route, action] = code.split(':');
    if (action && action !== 'search' && area.has(`${route}:search`)) withSearch.add(`${route}:search`);
  }
  return [...withSearch].sort();
}
