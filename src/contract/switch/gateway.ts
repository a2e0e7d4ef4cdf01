import { z } from 'zod';
import { defineResource } from '../resources/defineResource';
import { integerBetween, optionalText, referenceSchema, rowMetaShape } from '../resources/fields';
import { hostSchema, optionalHostSchema, secretSchema, switchNameSchema } from './netFields';

/**
 * A cascade gateway (trunk) of a SIP profile: FreeSWITCH registers to `realm` (through `proxy` when set) as
 * `username` and sends calls out through it. Rendered inside its profile's `<gateways>` in sofia.conf; the
 * password is write-only (never answered, kept when an update leaves it empty).
 */
const gatewaySchema = z.object({
  ...rowMetaShape,
  name: switchNameSchema,
  profileId: referenceSchema.refine((value) => value !== null, 'validation.fieldRequired'),
  realm: hostSchema,
  proxy: optionalHostSchema,
  username: optionalText(64),
  register: z.boolean('validation.booleanRequired'),
  expireSeconds: integerBetween(60, 86400),
  callerIdInFrom: z.boolean('validation.booleanRequired'),
  pingSeconds: integerBetween(0, 3600),
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
  /** Whether a password is stored (the password itself is never answered). */
  hasPassword: z.boolean(),
});
export type Gateway = z.infer<typeof gatewaySchema>;

/** The fields a gateway is edited and imported with, in the form's order. */
const GATEWAY_FIELDS = [
  'name',
  'profileId',
  'realm',
  'proxy',
  'username',
  'password',
  'register',
  'expireSeconds',
  'callerIdInFrom',
  'pingSeconds',
  'enabled',
  'description',
] as const;

export const gatewayResource = defineResource({
  name: 'gateway',
  routeName: 'gateway',
  table: 'sip_gateways',
  schema: gatewaySchema,
  scope: 'platform',
  readOnly: ['hasPassword'],
  virtual: ['hasPassword'],
  writeOnly: { password: secretSchema.optional() },
  defaults: {
    proxy: '',
    username: '',
    register: true,
    expireSeconds: 3600,
    callerIdInFrom: false,
    pingSeconds: 0,
    enabled: true,
    description: '',
    password: '',
  },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['name', 'realm', 'proxy', 'username', 'description'],
  sortable: ['name', 'realm', 'register', 'enabled', 'updatedAt'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: {
    profileId: { op: 'eq', field: 'profileId' },
    enabled: { op: 'eq', field: 'enabled' },
  },
  unique: [{ fields: ['name'], message: 'resources.gateway.nameTaken' }],
  references: {
    profileId: { resource: 'sipProfile', onDelete: 'refuse', inUseMessage: 'resources.gateway.profileInUse' },
  },
  rules: [
    {
      field: 'username',
      message: 'resources.gateway.usernameForRegister',
      holds: (row) => row.register !== true || String(row.username ?? '') !== '',
    },
  ],
  // The password goes in (write-only) but never out.
  exportColumns: GATEWAY_FIELDS.filter((field) => field !== 'password'),
  importColumns: GATEWAY_FIELDS,
});
