import type { PermissionMode } from '../config/projectSetting';

/** What a permission check compares against (docs/behaviour.md#roles-and-permissions). */
export interface PermissionSubject {
  mode: PermissionMode;
  /** Codes from the permits call (role mode) or the permission-code call (back mode). */
  permCodes: readonly string[];
  /** The user's role values (route-mapping mode). */
  roles: readonly string[];
}

export type RequiredPermission = string | readonly string[] | undefined | null;

/**
 * docs/behaviour.md#validation, docs/behaviour.md#roles-and-permissions: no required permission means allowed; a required list passes if any item matches. Role
 * mode checks the code list, route-mapping mode the user's role list, back mode the server codes.
 */
export function hasPermission(required: RequiredPermission, subject: PermissionSubject): boolean {
  if (required === undefined || required === null || required === '') return true;
  const wanted: readonly string[] = typeof required === 'string' ? [required] : required;
  if (wanted.length === 0) return true;
  const held = subject.mode === 'ROUTE_MAPPING' ? subject.roles : subject.permCodes;
  return wanted.some((item) => held.includes(item));
}
