import { z } from 'zod';
import { newPasswordSchema } from '../auth';
import { defineEndpoint, sessionAccess } from '../endpoint';
import {
  digits,
  idSchema,
  integerBetween,
  optionalText,
  phoneSchema,
  requiredText,
} from '../resources/fields';
import {
  fileAnswerSchema,
  fileFormatSchema,
  IMPORT_LIMITS,
  importRequestSchema,
  importResultSchema,
} from '../resources/files';
import { pageNumSchema, pageResultSchema, pageSizeSchema, sortOrderSchema } from '../resources/paging';
import { type PermissionAction, permissionCode, type Role } from '../roles';
import { ENTERPRISE_FUNCTIONS } from './enterpriseFunctions';

/*
 * Platform accounts: enterprises as the platform administrator and agencies see them. Written by
 * hand in the resource style (not through defineResource): the rows are scoped by agency rather than by
 * enterprise, a create spans two tables (the enterprise and its first administrator), and a delete reaches
 * every enterprise table — none of which the enterprise-scoped interpreter does.
 */

export { ENTERPRISE_FUNCTIONS, type EnterpriseFunction } from './enterpriseFunctions';

export const ENTERPRISE_STATUSES = ['enabled', 'disabled'] as const;

/** The limits as flat fields of the row, the form and the files (`maxMembers`, …). */
const enterpriseLimitShape = {
  maxMembers: integerBetween(1, 100_000),
  maxExtensions: integerBetween(1, 100_000),
  maxConcurrentCalls: integerBetween(1, 10_000),
  maxGroups: integerBetween(1, 10_000),
};
export type EnterpriseLimits = { [K in keyof typeof enterpriseLimitShape]: number };
const LIMIT_FIELDS = Object.keys(enterpriseLimitShape) as (keyof EnterpriseLimits)[];

export const DEFAULT_ENTERPRISE_LIMITS: EnterpriseLimits = {
  maxMembers: 500,
  maxExtensions: 500,
  maxConcurrentCalls: 50,
  maxGroups: 50,
};

const functionsSchema = z
  .array(z.enum(ENTERPRISE_FUNCTIONS, 'validation.invalidChoice'))
  .max(ENTERPRISE_FUNCTIONS.length, 'validation.fieldTooLong');

/** Expiry time in ms since the epoch; null: never expires. */
const expirySchema = z.number('validation.numberRequired').int('validation.integerRequired').nullable();

/** Digits every extension number of the enterprise starts with (extensions are prefix + suffix). */
const enterprisePrefixSchema = digits(2, 8).min(2, 'validation.fieldTooShort');

const accountUsername = z
  .string()
  .trim()
  .min(3, 'validation.fieldTooShort')
  .max(64, 'validation.fieldTooLong')
  .regex(/^[A-Za-z0-9._-]+$/, 'validation.accountFormat');

export const enterpriseSchema = z.object({
  id: z.string(),
  name: requiredText(64),
  prefix: enterprisePrefixSchema,
  contact: optionalText(64),
  phone: phoneSchema,
  status: z.enum(ENTERPRISE_STATUSES, 'validation.invalidChoice'),
  expiry: expirySchema,
  functions: functionsSchema,
  ...enterpriseLimitShape,
  agencyId: idSchema.nullable(),
  agencyName: z.string().nullable(),
  /** The first ENTERPRISE account of the enterprise, if any. */
  adminUsername: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Enterprise = z.infer<typeof enterpriseSchema>;

export const ENTERPRISE_ROUTE = 'enterprise';
export const ENTERPRISE_LABELS = 'resources.enterprise.fields';
/** docs/security.md: the platform administrator and agencies (scoped to their own enterprises by the server). */
const ENTERPRISE_ACCOUNT_ROLES: readonly Role[] = ['ADMIN', 'AGECNY'];

function enterpriseEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  action: string,
  permission: PermissionAction,
  def: {
    request: Req;
    response: Res;
    summary: string;
    answer?: 'file';
    upload?: { maxBytes: number };
  },
) {
  return defineEndpoint({
    method: 'POST',
    path: `/${ENTERPRISE_ROUTE}/${action}`,
    access: sessionAccess(ENTERPRISE_ACCOUNT_ROLES, permissionCode(ENTERPRISE_ROUTE, permission)),
    labels: ENTERPRISE_LABELS,
    ...def,
  });
}

export const ENTERPRISE_SORTABLE = ['name', 'prefix', 'status', 'expiry', 'createdAt'] as const;

export const enterpriseListSchema = z.object({
  keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
  status: z.enum(ENTERPRISE_STATUSES, 'validation.invalidChoice').nullable().optional(),
  agencyId: idSchema.nullable().optional(),
  sort: z.enum(ENTERPRISE_SORTABLE, 'validation.sortField').optional(),
  order: sortOrderSchema.optional(),
});

const editableShape = {
  name: requiredText(64),
  contact: optionalText(64).default(''),
  phone: phoneSchema.default(''),
  status: z.enum(ENTERPRISE_STATUSES, 'validation.invalidChoice').default('enabled'),
  expiry: expirySchema.default(null),
  functions: functionsSchema.default([]),
  maxMembers: enterpriseLimitShape.maxMembers.default(DEFAULT_ENTERPRISE_LIMITS.maxMembers),
  maxExtensions: enterpriseLimitShape.maxExtensions.default(DEFAULT_ENTERPRISE_LIMITS.maxExtensions),
  maxConcurrentCalls: enterpriseLimitShape.maxConcurrentCalls.default(
    DEFAULT_ENTERPRISE_LIMITS.maxConcurrentCalls,
  ),
  maxGroups: enterpriseLimitShape.maxGroups.default(DEFAULT_ENTERPRISE_LIMITS.maxGroups),
  /** Only the platform administrator chooses the agency; an agency's enterprises are its own. */
  agencyId: idSchema.nullable().default(null),
};

export const enterpriseCreateSchema = z.object({
  ...editableShape,
  prefix: enterprisePrefixSchema,
  adminUsername: accountUsername,
  adminPassword: newPasswordSchema,
});

export const enterpriseUpdateSchema = z.object({
  id: idSchema,
  name: editableShape.name.optional(),
  contact: optionalText(64).optional(),
  phone: phoneSchema.optional(),
  status: z.enum(ENTERPRISE_STATUSES, 'validation.invalidChoice').optional(),
  expiry: expirySchema.optional(),
  functions: functionsSchema.optional(),
  maxMembers: enterpriseLimitShape.maxMembers.optional(),
  maxExtensions: enterpriseLimitShape.maxExtensions.optional(),
  maxConcurrentCalls: enterpriseLimitShape.maxConcurrentCalls.optional(),
  maxGroups: enterpriseLimitShape.maxGroups.optional(),
  agencyId: idSchema.nullable().optional(),
});

/** Columns of the export and of the import template, in order (import adds the administrator's account). */
export const ENTERPRISE_EXPORT_COLUMNS = [
  'name',
  'prefix',
  'contact',
  'phone',
  'status',
  'expiry',
  'functions',
  'maxMembers',
  'maxExtensions',
  'maxConcurrentCalls',
  'maxGroups',
  'agencyName',
  'adminUsername',
  'createdAt',
] as const;
export const ENTERPRISE_IMPORT_COLUMNS = [
  'name',
  'prefix',
  'contact',
  'phone',
  'status',
  'expiry',
  'functions',
  'maxMembers',
  'maxExtensions',
  'maxConcurrentCalls',
  'maxGroups',
  'adminUsername',
  'adminPassword',
] as const;

export const enterprisePage = enterpriseEndpoint('page', 'search', {
  request: enterpriseListSchema.extend({
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(10),
  }),
  response: pageResultSchema(enterpriseSchema),
  summary: 'One page of enterprises (an agency sees its own): keyword, status, agency, sort.',
});

export const enterpriseGet = enterpriseEndpoint('get', 'search', {
  request: z.object({ id: idSchema }),
  response: enterpriseSchema,
  summary: 'One enterprise by id; another agency’s enterprise answers that it does not exist.',
});

export const enterpriseAdd = enterpriseEndpoint('add', 'add', {
  request: enterpriseCreateSchema,
  response: enterpriseSchema,
  summary: 'Create an enterprise with its first ENTERPRISE administrator account, in one transaction.',
});

export const enterpriseUpdate = enterpriseEndpoint('update', 'edit', {
  request: enterpriseUpdateSchema,
  response: enterpriseSchema,
  summary: 'Change fields of an enterprise; the prefix is fixed once extensions carry it.',
});

export const enterpriseDelete = enterpriseEndpoint('delete', 'delete', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
  }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete enterprises without members, with their accounts and organisation; refused with members.',
});

export const enterpriseImport = enterpriseEndpoint('import', 'import', {
  request: importRequestSchema,
  response: importResultSchema,
  upload: { maxBytes: IMPORT_LIMITS.maxBytes },
  summary:
    'Import enterprises with their administrators from CSV or XLSX, all or nothing; with updateExisting, a row whose prefix names an enterprise updates it.',
});

export const enterpriseExport = enterpriseEndpoint('export', 'export', {
  request: enterpriseListSchema.extend({
    format: fileFormatSchema.default('csv'),
    ids: z.array(idSchema).max(500, 'validation.fieldTooLong').optional(),
  }),
  response: fileAnswerSchema,
  answer: 'file',
  summary: 'The enterprises matching the filters as a CSV or XLSX file.',
});

export const enterpriseTemplate = enterpriseEndpoint('template', 'import', {
  request: z.object({ format: fileFormatSchema.default('csv') }),
  response: fileAnswerSchema,
  answer: 'file',
  summary: 'The enterprise import template: the header row of the importable columns.',
});

export const setEnterpriseExpiry = enterpriseEndpoint('setExpiry', 'edit', {
  request: z.object({ id: idSchema, expiry: expirySchema }),
  response: enterpriseSchema,
  summary: 'Set or clear the expiry of an enterprise; past it its accounts cannot sign in.',
});

export const setEnterpriseFunctions = enterpriseEndpoint('setFunctions', 'edit', {
  request: z.object({ id: idSchema, functions: functionsSchema }),
  response: enterpriseSchema,
  summary: 'Replace the feature flags of an enterprise.',
});

export const setEnterpriseStatus = enterpriseEndpoint('setStatus', 'edit', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
    status: z.enum(ENTERPRISE_STATUSES, 'validation.invalidChoice'),
  }),
  response: z.object({ updated: z.number().int() }),
  summary: 'Enable or disable enterprises; disabling ends their accounts’ sessions.',
});

/** Usage of an enterprise against its limits (the detail page's bars). */
const enterpriseUsageSchema = z.object({
  members: z.number().int(),
  extensions: z.number().int(),
  groups: z.number().int(),
  departments: z.number().int(),
  accounts: z.number().int(),
});

export const enterpriseUsage = enterpriseEndpoint('usage', 'search', {
  request: z.object({ id: idSchema }),
  response: enterpriseUsageSchema,
  summary: 'How much of its limits an enterprise uses.',
});

/**
 * What a new enterprise may be given: an agency's quota and what its enterprises already hold, and the
 * limits the "new enterprise" form starts from (the defaults, within the agency's remaining extensions).
 */
const enterpriseQuotaSchema = z.object({
  /** null: the platform administrator, who has no quota. */
  agency: z
    .object({
      name: z.string(),
      enterpriseQuota: z.number().int(),
      enterprises: z.number().int(),
      extensionQuota: z.number().int(),
      /** The sum of its enterprises' extension limits. */
      extensionsAllotted: z.number().int(),
    })
    .nullable(),
  defaults: z.object(enterpriseLimitShape),
});
export type EnterpriseQuota = z.infer<typeof enterpriseQuotaSchema>;

export const enterpriseQuota = enterpriseEndpoint('quota', 'add', {
  request: z.object({}),
  response: enterpriseQuotaSchema,
  summary: 'The caller’s quota for new enterprises and the limits a new one starts from.',
});

const operationLogEntrySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  time: z.number().int(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  ip: z.string(),
  result: z.enum(['success', 'failure']),
});
export type OperationLogEntry = z.infer<typeof operationLogEntrySchema>;

export const enterpriseOperationLog = enterpriseEndpoint('operationLog', 'search', {
  request: z.object({
    id: idSchema,
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(10),
  }),
  response: pageResultSchema(operationLogEntrySchema),
  summary: 'One page of the operation log of an enterprise, newest first.',
});

const enterpriseExtensionSchema = z.object({
  id: z.string(),
  number: z.string(),
  displayName: z.string(),
  enabled: z.boolean(),
  createdAt: z.number().int(),
});
export type EnterpriseExtension = z.infer<typeof enterpriseExtensionSchema>;

export const enterpriseExtensions = enterpriseEndpoint('extensions', 'search', {
  request: z.object({
    id: idSchema,
    keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(10),
  }),
  response: pageResultSchema(enterpriseExtensionSchema),
  summary: 'One page of the extensions of an enterprise.',
});

export const resetEnterpriseExtensionSecret = enterpriseEndpoint('resetExtensionSecret', 'edit', {
  request: z.object({ id: idSchema, extensionId: idSchema }),
  /** The new generated SIP secret, shown once. */
  response: z.object({ password: z.string() }),
  summary: 'Replace the SIP secret of one of the enterprise’s extensions; answers it once.',
});

export const setEnterpriseAdminPassword = enterpriseEndpoint('setAdminPassword', 'edit', {
  request: z.object({ id: idSchema, password: newPasswordSchema }),
  response: z.null(),
  summary: 'Set the password of the enterprise’s administrator account; its sessions end.',
});

export const ENTERPRISE_ENDPOINTS = [
  enterprisePage,
  enterpriseGet,
  enterpriseAdd,
  enterpriseUpdate,
  enterpriseDelete,
  enterpriseImport,
  enterpriseExport,
  enterpriseTemplate,
  setEnterpriseExpiry,
  setEnterpriseFunctions,
  setEnterpriseStatus,
  enterpriseUsage,
  enterpriseQuota,
  enterpriseOperationLog,
  enterpriseExtensions,
  resetEnterpriseExtensionSecret,
  setEnterpriseAdminPassword,
];
