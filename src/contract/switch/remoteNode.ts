import { z } from 'zod';
import { defineResource, resourceEndpoint } from '../resources/defineResource';
import { idSchema, optionalText, rowMetaShape } from '../resources/fields';
import { hostSchema, portSchema, secretSchema, switchNameSchema } from './netFields';

const NODE_TRANSPORTS = ['udp', 'tcp', 'tls'] as const;
const LINK_STATES = ['up', 'down', 'disabled'] as const;

/** Dialled prefixes routed to the remote platform: digits, separated by commas. */
const prefixList = z
  .string()
  .trim()
  .max(255, 'validation.fieldTooLong')
  .regex(/^(\d{1,15}(\s*,\s*\d{1,15})*)?$/, 'validation.prefixList');

/**
 * Signalling cascade: another dispatch platform this one exchanges calls with. Numbers starting with one of
 * `prefixes` go to it (a gateway `cascade-<name>` in the external profile and a dialplan extension); its
 * link state is what the switch last reported for that gateway.
 */
const remoteNodeSchema = z.object({
  ...rowMetaShape,
  name: switchNameSchema,
  host: hostSchema,
  port: portSchema,
  transport: z.enum(NODE_TRANSPORTS, 'validation.invalidChoice'),
  username: optionalText(64),
  prefixes: prefixList,
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
  linkState: z.enum(LINK_STATES),
  linkCheckedAt: z.number().int().nullable(),
  hasPassword: z.boolean(),
});
export type RemoteNode = z.infer<typeof remoteNodeSchema>;

export const remoteNodeResource = defineResource({
  name: 'remoteNode',
  routeName: 'node-remote',
  table: 'remote_nodes',
  schema: remoteNodeSchema,
  scope: 'platform',
  readOnly: ['linkState', 'linkCheckedAt', 'hasPassword'],
  virtual: ['hasPassword'],
  writeOnly: { password: secretSchema.optional() },
  defaults: {
    port: 5060,
    transport: 'udp',
    username: '',
    prefixes: '',
    enabled: true,
    description: '',
    password: '',
  },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['name', 'host', 'prefixes', 'description'],
  sortable: ['name', 'host', 'port', 'transport', 'enabled', 'updatedAt'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: { transport: { op: 'eq', field: 'transport' }, enabled: { op: 'eq', field: 'enabled' } },
  unique: [{ fields: ['name'], message: 'resources.remoteNode.nameTaken' }],
  references: {},
  exportColumns: ['name', 'host', 'port', 'transport', 'username', 'prefixes', 'enabled', 'description'],
  importColumns: [
    'name',
    'host',
    'port',
    'transport',
    'username',
    'password',
    'prefixes',
    'enabled',
    'description',
  ],
});

/** Probes each enabled remote node's signalling port (a TCP connection) and records its link state. */
export const checkRemoteNodes = resourceEndpoint(remoteNodeResource, 'check', 'search', {
  request: z.object({ ids: z.array(idSchema).max(100, 'validation.fieldTooLong').optional() }),
  response: z.object({
    results: z.array(
      z.object({ id: z.string(), linkState: z.enum(LINK_STATES), latencyMs: z.number().nullable() }),
    ),
  }),
  summary: 'Probe remote nodes (a TCP connection to their signalling port) and record their link state.',
});
