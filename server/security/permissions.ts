import {
  ASYNC_ROUTES,
  CHANGE_PASSWORD_PERMISSION,
  leafRouteNames,
  PERMISSION_ACTIONS,
  permissionCode,
  type Role,
} from '../../src/contract';

/**
 * ARCHITECTURE §4: ADMIN and ENTERPRISE hold every code of their area — each leaf route of the contract's
 * route table × every action, plus change_password:modify_password. The same formula gives AGECNY and
 * NORMAL, whose area is empty today, the right to change their own password only.
 */
export function areaPermits(role: Role): string[] {
  const areaRole: Role = role === 'ENTERPRISE_CHILDUSER' ? 'ENTERPRISE' : role;
  // The password screen has one code of its own (spec §5), not the route × action product.
  const codes = leafRouteNames(ASYNC_ROUTES, areaRole)
    .filter((name) => name !== 'change_password')
    .flatMap((name) => PERMISSION_ACTIONS.map((action) => permissionCode(name, action)));
  return [...new Set([...codes, CHANGE_PASSWORD_PERMISSION])].sort();
}

/** A sub-user holds what its enterprise administrator granted, never more than the enterprise area. */
export function permitsOf(role: Role, grants: readonly string[]): string[] {
  if (role !== 'ENTERPRISE_CHILDUSER') return areaPermits(role);
  const area = new Set(areaPermits('ENTERPRISE'));
  return [...new Set(grants)].filter((code) => area.has(code)).sort();
}
