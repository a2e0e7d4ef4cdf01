import { z } from 'zod';
import { resourceEndpoint } from '../resources/defineResource';
import { defineRecordResource } from './recordResource';
import { locationShape, mediaUrlRequestSchema, signedUrlSchema } from './shared';

/** One push-to-talk burst (docs/behaviour.md#screens-and-routes /data-mgr/pttrecord). */
const pttRecordSchema = z.object({
  id: z.string(),
  groupName: z.string(),
  talkerName: z.string(),
  talkerExtension: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  durationMs: z.number().int(),
  ...locationShape,
  emergency: z.boolean(),
  /** The burst's audio. */
  fileId: z.string().nullable(),
  /** Written by the traffic simulator or the demo seed, not by a terminal or the switch. */
  simulated: z.boolean(),
});
export type PttRecord = z.infer<typeof pttRecordSchema>;

export const pttRecordResource = defineRecordResource({
  name: 'pttRecord',
  routeName: 'pttrecord',
  table: 'ptt_records',
  schema: pttRecordSchema,
  naturalKey: 'talkerName',
  searchable: ['talkerName', 'groupName'],
  sortable: ['startTime', 'durationMs'],
  defaultSort: { field: 'startTime', order: 'desc' },
  filters: {
    groupName: { op: 'eq', field: 'groupName' },
    emergency: { op: 'eq', field: 'emergency' },
    simulated: { op: 'eq', field: 'simulated' },
    ids: { op: 'in', field: 'id' },
  },
  prefixFilters: { talker: 'talkerExtension' },
  rangeFilters: { startTime: { field: 'startTime', kind: 'time' } },
  timeField: 'startTime',
  exportColumns: [
    'id',
    'groupName',
    'talkerName',
    'talkerExtension',
    'startTime',
    'endTime',
    'durationMs',
    'latitude',
    'longitude',
    'address',
    'emergency',
    'simulated',
  ],
  operations: ['page', 'get'],
});

export const pttRecordMediaUrl = resourceEndpoint(pttRecordResource, 'mediaUrl', 'search', {
  request: mediaUrlRequestSchema,
  response: signedUrlSchema,
  summary: 'A short-lived signed URL of a burst, served with HTTP Range.',
});
