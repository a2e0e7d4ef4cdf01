import type { EndpointDef } from '../../../src/contract';
import { DEMO_ACCOUNTS, type DemoAccount, expectedPermits } from './accounts';

/** Whether the contract lets this demo account call the endpoint (ARCHITECTURE §4). */
export function mayCall(endpoint: EndpointDef, account: DemoAccount): boolean {
  if (endpoint.access.kind === 'public') return true;
  if (!endpoint.access.roles.includes(account.role)) return false;
  const { permission } = endpoint.access;
  return !permission || expectedPermits(account).includes(permission);
}

/** Some demo account allowed to call the endpoint, for checks that need to get past access control. */
export function someCaller(endpoint: EndpointDef): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => mayCall(endpoint, candidate));
  if (!account) throw new Error(`no demo account may call ${endpoint.path}`);
  return account;
}
