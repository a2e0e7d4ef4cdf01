import { z } from 'zod';

/** docs/behaviour.md#the-product, docs/behaviour.md#roles-and-permissions: the five role names; AGECNY is spelt so on purpose. */
export const ROLES = ['ADMIN', 'AGECNY', 'ENTERPRISE', 'ENTERPRISE_CHILDUSER', 'NORMAL'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ENTERPRISE_ROLES: readonly Role[] = ['ENTERPRISE', 'ENTERPRISE_CHILDUSER'];
/** Roles of platform-wide screens (the operation log). */
export const PLATFORM_ROLES: readonly Role[] = ['ADMIN'];
export const ALL_ROLES: readonly Role[] = [...ROLES];

/** docs/behaviour.md#roles-and-permissions: the permission code a sub-user needs to change the password. */
export const CHANGE_PASSWORD_PERMISSION = 'change_password:modify_password';

/** docs/security.md: `<routeName>:<action>`. */
export const PERMISSION_ACTIONS = ['search', 'add', 'edit', 'delete', 'import', 'export'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export function permissionCode(routeName: string, action: PermissionAction): string {
  return `${routeName}:${action}`;
}
