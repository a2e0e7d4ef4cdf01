import { z } from 'zod';
import { defineResource, resourceEndpoint } from './defineResource';
import { idSchema, optionalText, requiredText, rowMetaShape } from './fields';
import { mediaUrlSchema } from './files';

const BROADCAST_FORMATS = ['wav', 'mp3'] as const;
/** Largest broadcast file and longest duration. */
const BROADCAST_MAX_BYTES = 20 * 1024 * 1024;
export const BROADCAST_MAX_DURATION_MS = 10 * 60_000;

/** An audio file played to call groups and PTT channels (docs/behaviour.md#screens-and-routes /org/broadcast-file). */
const broadcastFileSchema = z.object({
  ...rowMetaShape,
  name: requiredText(64),
  description: optionalText(255),
  format: z.enum(BROADCAST_FORMATS),
  size: z.number().int(),
  durationMs: z.number().int(),
  fileName: z.string(),
});
export type BroadcastFile = z.infer<typeof broadcastFileSchema>;

export const broadcastFileResource = defineResource({
  name: 'broadcastFile',
  routeName: 'broadcast-file',
  table: 'broadcast_files',
  schema: broadcastFileSchema,
  readOnly: ['format', 'size', 'durationMs', 'fileName'],
  defaults: { description: '' },
  enterpriseScoped: true,
  naturalKey: 'name',
  searchable: ['name', 'description', 'fileName'],
  sortable: ['name', 'size', 'durationMs', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  filters: { format: { op: 'eq', field: 'format' } },
  unique: [{ fields: ['name'], message: 'resources.broadcastFile.nameTaken' }],
  references: {},
  exportColumns: ['name', 'description', 'format', 'size', 'durationMs', 'fileName', 'createdAt'],
  importColumns: [],
  operations: ['page', 'get', 'update', 'delete', 'export'],
});

export const uploadBroadcastFile = resourceEndpoint(broadcastFileResource, 'upload', 'add', {
  request: z.object({ name: requiredText(64).optional(), description: optionalText(255).optional() }),
  response: broadcastFileSchema,
  upload: { maxBytes: BROADCAST_MAX_BYTES },
  summary: 'Upload a WAV or MP3 file (type by content, at most 20 MB and 10 minutes).',
});

export const broadcastFileMediaUrl = resourceEndpoint(broadcastFileResource, 'mediaUrl', 'search', {
  request: z.object({ id: idSchema }),
  response: mediaUrlSchema,
  summary: 'A short-lived signed URL of the audio, served with HTTP Range, for <audio> (no headers needed).',
});
