import {
  ASYNC_ROUTES,
  CHANGE_PASSWORD_PERMISSION,
  leafRouteNames,
  PERMISSION_ACTIONS,
  type Role,
} from '../../../src/contract';
import { ENTERPRISE_FUNCTIONS, type EnterpriseFunction } from '../../../src/contract/accounts/enterprise';
import { permitsWithinFunctions, routeFunctionsOf } from '../../../src/contract/accounts/functionGates';

/** The seeded demo accounts (README), written out here so the tests check the seed rather than reuse it. */
export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  enterprise?: { name: string; prefix: string; functions: readonly EnterpriseFunction[] };
}

export const ACME = { name: 'Acme Logistics', prefix: '8001', functions: ENTERPRISE_FUNCTIONS };
/** No video, attendance, broadcast or location: their screens are not Globex's. */
export const GLOBEX = {
  name: 'Globex Security',
  prefix: '8002',
  functions: ['recording', 'sos', 'ptt', 'dispatch'] as const,
};
export const SUB_USER_GRANTS = [
  'dept:search',
  'localuser:search',
  'cdr:search',
  'change_password:modify_password',
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: 'Admin@123', role: 'ADMIN' },
  { username: 'acme', password: 'Acme@1234', role: 'ENTERPRISE', enterprise: ACME },
  { username: 'acme-ops', password: 'AcmeOps@123', role: 'ENTERPRISE_CHILDUSER', enterprise: ACME },
  { username: 'globex', password: 'Globex@123', role: 'ENTERPRISE', enterprise: GLOBEX },
  { username: 'agency', password: 'Agency@123', role: 'AGECNY' },
];

export function demoAccount(username: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account;
}

/** docs/security.md read from the contract: the codes each demo account must hold. */
export function expectedPermits(account: DemoAccount): string[] {
  if (account.role === 'ENTERPRISE_CHILDUSER') return [...SUB_USER_GRANTS].sort();
  // The password screen has the one code change_password:modify_password, not route × action.
  const codes = leafRouteNames(ASYNC_ROUTES, account.role)
    .filter((name) => name !== 'change_password')
    .flatMap((name) => PERMISSION_ACTIONS.map((action) => `${name}:${action}`));
  const area = [...new Set([...codes, CHANGE_PASSWORD_PERMISSION])].sort();
  // An enterprise holds no codes of the screens of functions it lacks.
  return account.enterprise
    ? permitsWithinFunctions(routeFunctionsOf(ASYNC_ROUTES), area, account.enterprise.functions)
    : area;
}
