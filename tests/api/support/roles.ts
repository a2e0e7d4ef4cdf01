import { ASYNC_ROUTES, type EndpointDef } from '../../../src/contract';
import type { EnterpriseFunction } from '../../../src/contract/accounts/enterprise';
import {
  ENDPOINT_FUNCTIONS,
  functionOfPermission,
  routeFunctionsOf,
} from '../../../src/contract/accounts/functionGates';
import { DEMO_ACCOUNTS, type DemoAccount, demoAccount, expectedPermits } from './accounts';

/** Whether the contract lets this demo account call the endpoint (docs/security.md). */
export function mayCall(endpoint: EndpointDef, account: DemoAccount): boolean {
  if (endpoint.access.kind === 'public') return true;
  // The app endpoints take a member's app token, never a demo account's console token.
  if (endpoint.access.kind === 'app') return false;
  if (!endpoint.access.roles.includes(account.role)) return false;
  if (missingFunctionOf(endpoint, account)) return false;
  const { permission } = endpoint.access;
  return !permission || expectedPermits(account).includes(permission);
}

/** The function of the account's enterprise the endpoint needs and the enterprise lacks, if any. */
export function missingFunctionOf(
  endpoint: EndpointDef,
  account: DemoAccount,
): EnterpriseFunction | undefined {
  if (endpoint.access.kind !== 'session' || !account.enterprise) return undefined;
  const needed =
    ENDPOINT_FUNCTIONS[endpoint.path] ??
    (endpoint.access.permission
      ? functionOfPermission(routeFunctionsOf(ASYNC_ROUTES), endpoint.access.permission)
      : undefined);
  return needed && !account.enterprise.functions.includes(needed) ? needed : undefined;
}

/** Some demo account allowed to call the endpoint, for checks that need to get past access control. */
export function someCaller(endpoint: EndpointDef): DemoAccount {
  // An app endpoint's caller is a member of acme; samples are acme's.
  if (endpoint.access.kind === 'app') return demoAccount('acme');
  const account = DEMO_ACCOUNTS.find((candidate) => mayCall(endpoint, candidate));
  if (!account) throw new Error(`no demo account may call ${endpoint.path}`);
  return account;
}
