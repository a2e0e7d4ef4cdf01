import { z } from 'zod';
import { newPasswordSchema } from '../auth';
import { defineEndpoint, sessionAccess } from '../endpoint';
import { idSchema, integerBetween, optionalText, phoneSchema, requiredText } from '../resources/fields';
import { pageNumSchema, pageResultSchema, pageSizeSchema, sortOrderSchema } from '../resources/paging';
import { type PermissionAction, permissionCode } from '../roles';

/** Agencies (resellers) with their quotas and AGECNY accounts; the platform administrator's. */
export const agencySchema = z.object({
  id: z.string(),
  name: requiredText(64),
  contact: optionalText(64),
  phone: phoneSchema,
  /** How many enterprises the agency may create. */
  enterpriseQuota: integerBetween(0, 100_000),
  /** How many extensions its enterprises may have together (the sum of their extension limits). */
  extensionQuota: integerBetween(0, 10_000_000),
  enterpriseCount: z.number().int(),
  /** Usernames of its AGECNY accounts. */
  accounts: z.array(z.string()),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Agency = z.infer<typeof agencySchema>;

export const AGENCY_ROUTE = 'agency';
export const AGENCY_LABELS = 'resources.agency.fields';
export const AGENCY_SORTABLE = ['name', 'createdAt'] as const;

function agencyEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  action: string,
  permission: PermissionAction,
  def: { request: Req; response: Res; summary: string },
) {
  return defineEndpoint({
    method: 'POST',
    path: `/${AGENCY_ROUTE}/${action}`,
    access: sessionAccess(['ADMIN'], permissionCode(AGENCY_ROUTE, permission)),
    labels: AGENCY_LABELS,
    ...def,
  });
}

const editable = {
  name: requiredText(64),
  contact: optionalText(64).default(''),
  phone: phoneSchema.default(''),
  enterpriseQuota: integerBetween(0, 100_000).default(10),
  extensionQuota: integerBetween(0, 10_000_000).default(1000),
};

export const agencyPage = agencyEndpoint('page', 'search', {
  request: z.object({
    pageNum: pageNumSchema.default(1),
    pageSize: pageSizeSchema.default(10),
    keyword: z.string().trim().max(64, 'validation.fieldTooLong').optional(),
    sort: z.enum(AGENCY_SORTABLE, 'validation.sortField').optional(),
    order: sortOrderSchema.optional(),
  }),
  response: pageResultSchema(agencySchema),
  summary: 'One page of agencies with their enterprise count and accounts.',
});

export const agencyAdd = agencyEndpoint('add', 'add', {
  request: z.object({
    ...editable,
    username: z
      .string()
      .trim()
      .min(3, 'validation.fieldTooShort')
      .max(64, 'validation.fieldTooLong')
      .regex(/^[A-Za-z0-9._-]+$/, 'validation.accountFormat'),
    password: newPasswordSchema,
  }),
  response: agencySchema,
  summary: 'Create an agency with its first AGECNY account, in one transaction.',
});

export const agencyUpdate = agencyEndpoint('update', 'edit', {
  request: z.object({
    id: idSchema,
    name: editable.name.optional(),
    contact: optionalText(64).optional(),
    phone: phoneSchema.optional(),
    enterpriseQuota: integerBetween(0, 100_000).optional(),
    extensionQuota: integerBetween(0, 10_000_000).optional(),
  }),
  response: agencySchema,
  summary: 'Change an agency’s contact and quotas.',
});

export const agencyDelete = agencyEndpoint('delete', 'delete', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(100, 'validation.fieldTooLong'),
  }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete agencies without enterprises, with their accounts; refused while one has enterprises.',
});

export const AGENCY_ENDPOINTS = [agencyPage, agencyAdd, agencyUpdate, agencyDelete];
