import { z } from 'zod';
import { defineEndpoint, PUBLIC } from '../endpoint';
import { defineResource } from '../resources/defineResource';
import { integerBetween, optionalText, rowMetaShape } from '../resources/fields';
import { hostSchema, portSchema, secretSchema, switchNameSchema } from './netFields';

const MEDIA_SERVER_TYPES = ['RTSP', 'RTMP', 'WebRTC', 'SFU'] as const;
const MEDIA_SERVER_STATES = ['online', 'offline', 'disabled'] as const;
/** A media server whose last heartbeat is older than this is offline. */
export const MEDIA_HEARTBEAT_STALE_MS = 60_000;

/**
 * A streaming/media server the platform hands video and recordings to. It reports a heartbeat
 * (`POST /api/mediasvr/heartbeat` with its secret); the list shows online/offline from the last one.
 */
const mediaServerSchema = z.object({
  ...rowMetaShape,
  name: switchNameSchema,
  type: z.enum(MEDIA_SERVER_TYPES, 'validation.invalidChoice'),
  host: hostSchema,
  port: portSchema,
  apiPort: portSchema,
  capacity: integerBetween(1, 100000),
  region: optionalText(64),
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
  lastHeartbeatAt: z.number().int().nullable(),
  state: z.enum(MEDIA_SERVER_STATES),
  hasSecret: z.boolean(),
});
export type MediaServer = z.infer<typeof mediaServerSchema>;

export const mediaServerResource = defineResource({
  name: 'mediaServer',
  routeName: 'mediasvr',
  table: 'media_servers',
  schema: mediaServerSchema,
  scope: 'platform',
  readOnly: ['lastHeartbeatAt', 'state', 'hasSecret'],
  virtual: ['state', 'hasSecret'],
  writeOnly: { secret: secretSchema.optional() },
  defaults: { apiPort: 8080, capacity: 100, region: '', enabled: true, description: '', secret: '' },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['name', 'host', 'region', 'description'],
  sortable: ['name', 'type', 'host', 'capacity', 'region', 'enabled', 'lastHeartbeatAt'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: { type: { op: 'eq', field: 'type' }, enabled: { op: 'eq', field: 'enabled' } },
  unique: [
    { fields: ['name'], message: 'resources.mediaServer.nameTaken' },
    { fields: ['host', 'port'], message: 'resources.mediaServer.addressTaken' },
  ],
  references: {},
  exportColumns: ['name', 'type', 'host', 'port', 'apiPort', 'capacity', 'region', 'enabled', 'description'],
  importColumns: [
    'name',
    'type',
    'host',
    'port',
    'apiPort',
    'secret',
    'capacity',
    'region',
    'enabled',
    'description',
  ],
});

/**
 * A media server's heartbeat, called by the server itself (no session: it proves itself by the secret it was
 * given in the console), at most every few seconds; answers the interval it should keep.
 */
export const mediaServerHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/mediasvr/heartbeat',
  access: PUBLIC,
  labels: mediaServerResource.labels,
  request: z.object({
    name: switchNameSchema,
    secret: z.string().min(1, 'validation.fieldRequired').max(128, 'validation.fieldTooLong'),
  }),
  response: z.object({ intervalSeconds: z.number().int() }),
  summary: 'A media server reports that it is alive, proving itself by its secret; answers the interval.',
});
