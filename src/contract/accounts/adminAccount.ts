import { z } from 'zod';
import { newPasswordSchema } from '../auth';
import { defineEndpoint, type EndpointDef, sessionAccess } from '../endpoint';
import type { ResourceDef } from '../resources/defineResource';
import { idSchema, optionalText, phoneSchema } from '../resources/fields';
import { pageNumSchema, pageResultSchema, pageSizeSchema, sortOrderSchema } from '../resources/paging';
import { type PermissionAction, permissionCode, type Role, roleSchema } from '../roles';

/*
 * The accounts an administrator manages under 用户中心 > admin (docs/behaviour.md#screens-and-routes: the same path for both
 * areas, the menu chosen by role). One family of endpoints, `/admin/*`, whose rows depend on the session:
 * a platform administrator manages the platform administrators (ADMIN); an enterprise administrator manages
 * its own sub-users (ENTERPRISE_CHILDUSER) and their grants.
 */

const ADMIN_ROUTE = 'admin';
export const ADMIN_LABELS = 'resources.adminAccount.fields';
const ADMIN_ACCOUNT_STATUSES = ['enabled', 'disabled'] as const;
const ADMIN_SORTABLE = ['username', 'name', 'createdAt'] as const;
/** Who manages whom: the session's role → the role of the accounts it manages. */
export const MANAGED_ROLE: Partial<Record<Role, Role>> = {
  ADMIN: 'ADMIN',
  ENTERPRISE: 'ENTERPRISE_CHILDUSER',
};

const usernameSchema = z
  .string()
  .trim()
  .min(3, 'validation.fieldTooShort')
  .max(32, 'validation.fieldTooLong')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.@-]*$/, 'validation.accountFormat');
const permitsSchema = z
  .array(z.string().max(100, 'validation.fieldTooLong'))
  .max(500, 'validation.fieldTooLong')
  .refine((list) => new Set(list).size === list.length, 'validation.duplicateItems');

export const adminAccountSchema = z.object({
  id: z.string(),
  username: usernameSchema,
  name: optionalText(64),
  phone: phoneSchema,
  status: z.enum(ADMIN_ACCOUNT_STATUSES, 'validation.invalidChoice'),
  role: roleSchema,
  /** A sub-user's grants (permission codes); empty for platform administrators, who hold their whole area. */
  permits: permitsSchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** The last successful sign-in; null when never. */
  lastSignInAt: z.number().int().nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

function adminEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  action: string,
  permission: PermissionAction,
  def: Pick<EndpointDef<Req, Res>, 'request' | 'response' | 'summary'>,
): EndpointDef<Req, Res> {
  return defineEndpoint({
    method: 'POST',
    path: `/${ADMIN_ROUTE}/${action}`,
    access: sessionAccess(['ADMIN', 'ENTERPRISE'], permissionCode(ADMIN_ROUTE, permission)),
    labels: ADMIN_LABELS,
    ...def,
  });
}

export const adminCreateSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  name: optionalText(64).default(''),
  phone: phoneSchema.default(''),
  permits: permitsSchema.default([]),
});
const adminUpdateSchema = z.object({
  id: idSchema,
  name: optionalText(64).optional(),
  phone: phoneSchema.optional(),
  permits: permitsSchema.optional(),
});
const idsSchema = z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong');

export const adminPage = adminEndpoint('page', 'search', {
  request: z.object({
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(20),
    keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
    status: z.enum(ADMIN_ACCOUNT_STATUSES, 'validation.invalidChoice').optional(),
    sort: z.enum(ADMIN_SORTABLE, 'validation.sortField').optional(),
    order: sortOrderSchema.optional(),
  }),
  response: pageResultSchema(adminAccountSchema),
  summary: "The accounts the session manages: platform administrators (ADMIN) or the enterprise's sub-users.",
});
export const adminGet = adminEndpoint('get', 'search', {
  request: z.object({ id: idSchema }),
  response: adminAccountSchema,
  summary: 'One managed account.',
});
export const adminAdd = adminEndpoint('add', 'add', {
  request: adminCreateSchema,
  response: adminAccountSchema,
  summary: 'Add an administrator, or a sub-user with its grants (within the enterprise area).',
});
export const adminUpdate = adminEndpoint('update', 'edit', {
  request: adminUpdateSchema,
  response: adminAccountSchema,
  summary: "Change a managed account's name, phone or a sub-user's grants (in force at its next request).",
});
export const adminSetStatus = adminEndpoint('setStatus', 'edit', {
  request: z.object({ ids: idsSchema, status: z.enum(ADMIN_ACCOUNT_STATUSES, 'validation.invalidChoice') }),
  response: z.object({ updated: z.number().int() }),
  summary: 'Enable or disable accounts; a disabled one is signed out at once. The last enabled ADMIN stays.',
});
export const adminResetPassword = adminEndpoint('resetPassword', 'edit', {
  request: z.object({ id: idSchema, password: newPasswordSchema }),
  response: z.null(),
  summary: "Set a managed account's password; its sign-ins end.",
});
export const adminDelete = adminEndpoint('delete', 'delete', {
  request: z.object({ ids: idsSchema }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete accounts; never the session’s own, never the last enabled ADMIN.',
});

export const ADMIN_ACCOUNT_ENDPOINTS = [
  adminPage,
  adminGet,
  adminAdd,
  adminUpdate,
  adminSetStatus,
  adminResetPassword,
  adminDelete,
];

/**
 * The family as the console's kit sees a resource (ResourceListScreen, FormDrawer), once per screen: the
 * kit names a screen's rows from `resources.<name>` (platform administrators, or an enterprise's sub-users).
 */
function adminAccountView(name: 'platformAdmin' | 'subUser'): ResourceDef {
  return {
    name,
    routeName: ADMIN_ROUTE,
    table: 'accounts',
    schema: adminAccountSchema,
    readOnly: ['role', 'status', 'lastSignInAt', 'username'],
    defaults: { name: '', phone: '', permits: [] },
    enterpriseScoped: false,
    naturalKey: 'username',
    searchable: ['username', 'name', 'phone'],
    sortable: ADMIN_SORTABLE,
    defaultSort: { field: 'username', order: 'asc' },
    filters: { status: { op: 'eq', field: 'status' } },
    unique: [{ fields: ['username'] }],
    references: {},
    exportColumns: ['username', 'name', 'phone', 'status', 'lastSignInAt', 'createdAt'],
    importColumns: [],
    operations: ['page', 'get', 'add', 'update', 'delete'],
    createSchema: adminCreateSchema,
    updateSchema: adminUpdateSchema,
    pageSchema: adminPage.request,
    endpoints: { page: adminPage, get: adminGet, add: adminAdd, update: adminUpdate, delete: adminDelete },
    labels: ADMIN_LABELS,
  };
}

export const platformAdminView = adminAccountView('platformAdmin');
export const subUserView = adminAccountView('subUser');
