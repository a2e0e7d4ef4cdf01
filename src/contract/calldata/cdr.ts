import { z } from 'zod';
import { resourceEndpoint } from '../resources/defineResource';
import { idSchema } from '../resources/fields';
import { defineRecordResource } from './recordResource';
import { callFileSchema, mediaUrlRequestSchema, signedUrlSchema } from './shared';

/** Call record fields: direction, status, call type. */
export const CALL_DIRECTIONS = ['inbound', 'outbound', 'internal'] as const;
export const CALL_STATUSES = ['answered', 'no_answer', 'busy', 'cancelled', 'failed'] as const;
export const CALL_TYPES = ['audio', 'video', 'ptt', 'broadcast'] as const;

/** A call detail record (docs/behaviour.md#screens-and-routes /data-mgr/cdr). Times are ms since the epoch; durations in seconds. */
const callRecordSchema = z.object({
  id: z.string(),
  direction: z.enum(CALL_DIRECTIONS),
  callerNumber: z.string(),
  callerName: z.string(),
  calleeNumber: z.string(),
  calleeName: z.string(),
  startTime: z.number().int(),
  /** Null when the call was never answered. */
  answerTime: z.number().int().nullable(),
  endTime: z.number().int(),
  durationSec: z.number().int(),
  billedSec: z.number().int(),
  status: z.enum(CALL_STATUSES),
  hangupCause: z.string(),
  callType: z.enum(CALL_TYPES),
  hasRecording: z.boolean(),
  /** Written by the traffic simulator or the demo seed, not by a terminal or the switch. */
  simulated: z.boolean(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

export const cdrResource = defineRecordResource({
  name: 'cdr',
  routeName: 'cdr',
  table: 'call_records',
  schema: callRecordSchema,
  naturalKey: 'callerNumber',
  searchable: ['callerName', 'calleeName'],
  sortable: ['startTime', 'durationSec', 'billedSec'],
  defaultSort: { field: 'startTime', order: 'desc' },
  filters: {
    direction: { op: 'eq', field: 'direction' },
    status: { op: 'eq', field: 'status' },
    callType: { op: 'eq', field: 'callType' },
    hasRecording: { op: 'eq', field: 'hasRecording' },
    simulated: { op: 'eq', field: 'simulated' },
    ids: { op: 'in', field: 'id' },
  },
  prefixFilters: { caller: 'callerNumber', callee: 'calleeNumber' },
  rangeFilters: {
    startTime: { field: 'startTime', kind: 'time' },
    durationSec: { field: 'durationSec', kind: 'number' },
  },
  timeField: 'startTime',
  exportColumns: [
    'id',
    'direction',
    'callerNumber',
    'callerName',
    'calleeNumber',
    'calleeName',
    'startTime',
    'answerTime',
    'endTime',
    'durationSec',
    'billedSec',
    'status',
    'hangupCause',
    'callType',
    'hasRecording',
    'simulated',
  ],
  operations: ['page', 'get'],
});

export const cdrFiles = resourceEndpoint(cdrResource, 'files', 'search', {
  request: z.object({ id: idSchema }),
  response: z.object({ files: z.array(callFileSchema) }),
  summary: 'The files of one call (recordings, video), for players and downloads.',
});

export const cdrMediaUrl = resourceEndpoint(cdrResource, 'mediaUrl', 'search', {
  request: mediaUrlRequestSchema,
  response: signedUrlSchema,
  summary: 'A short-lived signed URL of a call file, served with HTTP Range (seek works).',
});
