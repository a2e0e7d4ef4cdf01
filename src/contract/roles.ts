import { z } from 'zod';

/** spec §1/§6: the five role names; AGECNY is spelt so on purpose. */
export const ROLES = ['ADMIN', 'AGECNY', 'ENTERPRISE', 'ENTERPRISE_CHILDUSER', 'NORMAL'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ENTERPRISE_ROLES: readonly Role[] = ['ENTERPRISE', 'ENTERPRISE_CHILDUSER'];
/** Roles of platform-wide screens (the operation log). */
export const PLATFORM_ROLES: readonly Role[] = ['ADMIN'];
export const ALL_ROLES: readonly Role[] = ROLES;

/** spec §6: the permission code a sub-user needs to change the password. */
export const CHANGE_PASSWORD_PERMISSION = 'change_password:modify_password';

/** ARCHITECTURE §4: `<routeName>:<action>`. */
export const PERMISSION_ACTIONS = ['search', 'add', 'edit', 'delete', 'import', 'export'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export function permissionCode(routeName: string, action: PermissionAction): string {
  return `${routeName}:${action}`;
}
