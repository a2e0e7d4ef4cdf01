import { z } from 'zod';
import { newPasswordSchema } from '../auth';
import { defineResource, resourceEndpoint } from './defineResource';
import {
  emailSchema,
  idSchema,
  imeiSchema,
  optionalText,
  phoneSchema,
  referenceSchema,
  requiredText,
  rowMetaShape,
} from './fields';

/** Role of a member in the dispatch app. */
const APP_ROLES = ['dispatcher', 'member', 'observer'] as const;
export const MEMBER_STATUSES = ['enabled', 'disabled'] as const;

/** A member (local user) of the enterprise: a person using the dispatch app and its devices (docs/behaviour.md#screens-and-routes /org/localuser). */
const memberSchema = z.object({
  ...rowMetaShape,
  /** Sign-in name in the app, unique in the enterprise. */
  account: z
    .string()
    .trim()
    .min(3, 'validation.fieldTooShort')
    .max(32, 'validation.fieldTooLong')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.@-]*$/, 'validation.accountFormat'),
  name: requiredText(64),
  deptId: referenceSchema,
  appRole: z.enum(APP_ROLES, 'validation.invalidChoice'),
  /** The extension the member's devices register with; one member per extension. */
  extensionId: referenceSchema,
  phone: phoneSchema,
  email: emailSchema,
  deviceModel: optionalText(64),
  imei: imeiSchema,
  iconId: referenceSchema,
  status: z.enum(MEMBER_STATUSES, 'validation.invalidChoice'),
  remark: optionalText(255),
  /** Whether an app password is set (the password itself is never answered). */
  hasPassword: z.boolean(),
  /** The bound extension's number, read with the row: the list needs no extension lookup per row. */
  extensionNumber: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberResource = defineResource({
  name: 'member',
  routeName: 'localuser',
  table: 'members',
  schema: memberSchema,
  readOnly: ['hasPassword', 'extensionNumber'],
  virtual: ['hasPassword', 'extensionNumber'],
  writeOnly: { password: newPasswordSchema.optional() },
  defaults: {
    deptId: null,
    appRole: 'member',
    extensionId: null,
    phone: '',
    email: '',
    deviceModel: '',
    imei: '',
    iconId: null,
    status: 'enabled',
    remark: '',
  },
  enterpriseScoped: true,
  naturalKey: 'account',
  searchable: ['account', 'name', 'phone', 'email', 'imei'],
  sortable: ['account', 'name', 'appRole', 'status', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'account', order: 'asc' },
  filters: {
    deptId: { op: 'eq', field: 'deptId' },
    /** The department chosen in the tree: members of it and of every department below it. */
    deptTree: { op: 'subtree', field: 'deptId', tree: 'dept' },
    appRole: { op: 'eq', field: 'appRole' },
    status: { op: 'eq', field: 'status' },
    ids: { op: 'in', field: 'id' },
  },
  unique: [
    { fields: ['account'], message: 'resources.member.accountTaken' },
    { fields: ['extensionId'], message: 'resources.member.extensionTaken' },
  ],
  references: {
    deptId: { resource: 'dept', onDelete: 'refuse', inUseMessage: 'resources.dept.hasMembers' },
    extensionId: {
      resource: 'extension',
      onDelete: 'refuse',
      inUseMessage: 'resources.extension.boundToMember',
    },
    iconId: { resource: 'localuser-icon', onDelete: 'clear' },
  },
  exportColumns: [
    'account',
    'name',
    'deptId',
    'appRole',
    'extensionId',
    'phone',
    'email',
    'deviceModel',
    'imei',
    'status',
    'remark',
    'createdAt',
  ],
  // Passwords are not imported: scrypt for 10,000 rows would hold the import for minutes; reset them after.
  importColumns: [
    'account',
    'name',
    'deptId',
    'appRole',
    'extensionId',
    'phone',
    'email',
    'deviceModel',
    'imei',
    'status',
    'remark',
  ],
});

export const resetMemberPassword = resourceEndpoint(memberResource, 'resetPassword', 'edit', {
  request: z.object({ id: idSchema, password: newPasswordSchema }),
  response: z.null(),
  summary: "Set a member's app password (stored with scrypt).",
});

export const setMemberStatus = resourceEndpoint(memberResource, 'setStatus', 'edit', {
  request: z.object({
    ids: z.array(idSchema).min(1, 'validation.fieldRequired').max(500, 'validation.fieldTooLong'),
    status: z.enum(MEMBER_STATUSES, 'validation.invalidChoice'),
  }),
  response: z.object({ updated: z.number().int() }),
  summary: 'Enable or disable members.',
});
