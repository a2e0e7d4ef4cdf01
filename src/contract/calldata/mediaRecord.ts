import { z } from 'zod';
import { resourceEndpoint } from '../resources/defineResource';
import { defineRecordResource } from './recordResource';
import { locationShape, mediaUrlRequestSchema, signedUrlSchema } from './shared';

export const MEDIA_TYPES = ['video', 'audio'] as const;

/** A clip captured by a terminal (docs/behaviour.md#screens-and-routes /data-mgr/claptrans, "media data with video and audio"). */
const mediaRecordSchema = z.object({
  id: z.string(),
  memberName: z.string(),
  memberAccount: z.string(),
  groupName: z.string(),
  startTime: z.number().int(),
  durationSec: z.number().int(),
  mediaType: z.enum(MEDIA_TYPES),
  size: z.number().int(),
  ...locationShape,
  fileId: z.string(),
  /** A still of a video clip; null for audio. */
  thumbnailFileId: z.string().nullable(),
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

export const mediaRecordResource = defineRecordResource({
  name: 'mediaRecord',
  routeName: 'claptrans',
  table: 'media_records',
  schema: mediaRecordSchema,
  naturalKey: 'memberName',
  searchable: ['memberName', 'groupName', 'address'],
  sortable: ['startTime', 'durationSec', 'size'],
  defaultSort: { field: 'startTime', order: 'desc' },
  filters: { mediaType: { op: 'eq', field: 'mediaType' }, ids: { op: 'in', field: 'id' } },
  prefixFilters: { member: 'memberAccount' },
  rangeFilters: { startTime: { field: 'startTime', kind: 'time' } },
  timeField: 'startTime',
  exportColumns: [
    'id',
    'memberName',
    'memberAccount',
    'groupName',
    'startTime',
    'durationSec',
    'mediaType',
    'size',
    'latitude',
    'longitude',
    'address',
  ],
  operations: ['page', 'get', 'delete'],
});

export const mediaRecordMediaUrl = resourceEndpoint(mediaRecordResource, 'mediaUrl', 'search', {
  request: mediaUrlRequestSchema,
  response: signedUrlSchema,
  summary: 'A short-lived signed URL of a clip or its thumbnail, served with HTTP Range.',
});

/** The thumbnails of one grid page at most (docs/behaviour.md#constants page sizes go up to 500). */
export const MEDIA_URL_BATCH_MAX = 500;

export const mediaRecordMediaUrls = resourceEndpoint(mediaRecordResource, 'mediaUrls', 'search', {
  request: z.object({
    fileIds: z
      .array(mediaUrlRequestSchema.shape.fileId)
      .min(1, 'validation.fieldRequired')
      .max(MEDIA_URL_BATCH_MAX, 'validation.fieldTooLong'),
  }),
  response: z.object({ urls: z.record(z.string(), signedUrlSchema) }),
  summary:
    'Signed URLs (not downloads) of many clip files at once, by file id: a page of thumbnails in one request. ' +
    'Ids that are not files of this enterprise’s clips are left out.',
});
