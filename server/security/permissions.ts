import {
  ASYNC_ROUTES,
  CHANGE_PASSWORD_PERMISSION,
  leafRouteNames,
  PERMISSION_ACTIONS,
  permissionCode,
  type Role,
} from '../../src/contract';

/**
 * docs/security.md: ADMIN and ENTERPRISE hold every code of their area — each leaf route of the contract's
 * route table × every action, plus change_password:modify_password. The same formula gives AGECNY and
 * NORMAL, whose area is empty today, the right to change their own password only.
 */
export function areaPermits(role: Role): string[] {
  return [...areaPermitsOf(role)];
}

/*
 * Every request resolves its session's permits; recomputing them from the route table took about
 * 12 % of a signed query's CPU. The route table is static, so the answers are kept: per role, and per role
 * and sorted grant set (a handful of distinct sets in practice; bounded anyway). Callers get copies.
 */
const areaByRole = new Map<Role, readonly string[]>();
const permitsByGrants = new Map<string, readonly string[]>();
const PERMITS_CACHE_LIMIT = 1000;

function areaPermitsOf(role: Role): readonly string[] {
  let area = areaByRole.get(role);
  if (!area) {
    const areaRole: Role = role === 'ENTERPRISE_CHILDUSER' ? 'ENTERPRISE' : role;
    // The password screen has one code of its own (docs/behaviour.md#validation), not the route × action product.
    const codes = leafRouteNames(ASYNC_ROUTES, areaRole)
      .filter((name) => name !== 'change_password')
      .flatMap((name) => PERMISSION_ACTIONS.map((action) => permissionCode(name, action)));
    area = Object.freeze([...new Set([...codes, CHANGE_PASSWORD_PERMISSION])].sort());
    areaByRole.set(role, area);
  }
  return area;
}

/** A sub-user holds what its enterprise administrator granted, never more than the enterprise area. */
export function permitsOf(role: Role, grants: readonly string[]): string[] {
  if (role !== 'ENTERPRISE_CHILDUSER') return areaPermits(role);
  const key = [...new Set(grants)].sort().join('\n');
  let permits = permitsByGrants.get(key);
  if (!permits) {
    const area = new Set(areaPermitsOf('ENTERPRISE'));
    permits = Object.freeze(key === '' ? [] : key.split('\n').filter((code) => area.has(code)));
    if (permitsByGrants.size >= PERMITS_CACHE_LIMIT) permitsByGrants.clear();
    permitsByGrants.set(key, permits);
  }
  return [...permits];
}
