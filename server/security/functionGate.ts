import { ASYNC_ROUTES, type EndpointDef } from '../../src/contract';
import { ENTERPRISE_FUNCTIONS, type EnterpriseFunction } from '../../src/contract/accounts/enterprise';
import {
  ENDPOINT_FUNCTIONS,
  functionOfPermission,
  routeFunctionsOf,
} from '../../src/contract/accounts/functionGates';
import type { Session } from './sessionRecord';

/*
 * An enterprise's functions decide what its accounts reach (src/contract/accounts/functionGates.ts): the
 * session leaves the codes of switched-off screens out, and a call to one of their endpoints is refused with
 * the function named, rather than a bare "missing permission".
 */

/** Route name → function, from the contract's route table (static: computed once). */
export const ROUTE_FUNCTIONS = routeFunctionsOf(ASYNC_ROUTES);

/** The functions stored on an enterprise row (a JSON array), unknown entries left out. */
export function enterpriseFunctionsOf(text: string): EnterpriseFunction[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? ENTERPRISE_FUNCTIONS.filter((flag) => value.includes(flag)) : [];
  } catch {
    return [];
  }
}

/** The function this call needs and the session's enterprise lacks; undefined when nothing is missing. */
export function missingFunction(endpoint: EndpointDef, session: Session): EnterpriseFunction | undefined {
  const functions = session.enterpriseFunctions;
  if (!functions || endpoint.access.kind !== 'session') return undefined;
  const needed =
    ENDPOINT_FUNCTIONS[endpoint.path] ??
    (endpoint.access.permission
      ? functionOfPermission(ROUTE_FUNCTIONS, endpoint.access.permission)
      : undefined);
  return needed && !functions.includes(needed) ? needed : undefined;
}
