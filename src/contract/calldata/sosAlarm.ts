import { z } from 'zod';
import { resourceEndpoint } from '../resources/defineResource';
import { idSchema, optionalText } from '../resources/fields';
import { defineRecordResource } from './recordResource';
import { locationShape } from './shared';

export const ALARM_TYPES = ['sos', 'man_down', 'geofence'] as const;
export const ALARM_STATUSES = ['open', 'acknowledged', 'resolved', 'false_alarm'] as const;
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/**
 * Alarm workflow: open → acknowledged → resolved | false_alarm. The server refuses any other step
 * with a message naming both states; the UI offers only the allowed ones.
 */
export const ALARM_TRANSITIONS: Readonly<Record<AlarmStatus, readonly AlarmStatus[]>> = {
  open: ['acknowledged'],
  acknowledged: ['resolved', 'false_alarm'],
  resolved: [],
  false_alarm: [],
};

export function canTransition(from: AlarmStatus, to: AlarmStatus): boolean {
  return ALARM_TRANSITIONS[from].includes(to);
}

/** An SOS / alarm record (docs/behaviour.md#screens-and-routes /data-mgr/sos) with who moved it along and when. */
const sosAlarmSchema = z.object({
  id: z.string(),
  memberName: z.string(),
  memberAccount: z.string(),
  deviceId: z.string(),
  alarmTime: z.number().int(),
  alarmType: z.enum(ALARM_TYPES),
  ...locationShape,
  /** Radius of the position fix in metres; null when unknown. */
  accuracyM: z.number().nullable(),
  status: z.enum(ALARM_STATUSES),
  acknowledgedBy: z.string().nullable(),
  acknowledgedAt: z.number().int().nullable(),
  closedBy: z.string().nullable(),
  closedAt: z.number().int().nullable(),
  /** Notes of each step, oldest first, one per line: `<time> <account>: <text>`. */
  notes: z.string(),
  relatedCdrId: z.string().nullable(),
  relatedPttId: z.string().nullable(),
  relatedMediaId: z.string().nullable(),
  /** Written by the traffic simulator or the demo seed, not by a terminal or the switch. */
  simulated: z.boolean(),
});
export type SosAlarm = z.infer<typeof sosAlarmSchema>;

export const sosAlarmResource = defineRecordResource({
  name: 'sosAlarm',
  routeName: 'sos',
  table: 'sos_alarms',
  schema: sosAlarmSchema,
  naturalKey: 'memberName',
  searchable: ['memberName', 'deviceId', 'address'],
  sortable: ['alarmTime', 'status'],
  defaultSort: { field: 'alarmTime', order: 'desc' },
  filters: {
    status: { op: 'eq', field: 'status' },
    alarmType: { op: 'eq', field: 'alarmType' },
    simulated: { op: 'eq', field: 'simulated' },
    ids: { op: 'in', field: 'id' },
  },
  prefixFilters: { member: 'memberAccount' },
  rangeFilters: { alarmTime: { field: 'alarmTime', kind: 'time' } },
  timeField: 'alarmTime',
  exportColumns: [
    'id',
    'memberName',
    'memberAccount',
    'deviceId',
    'alarmTime',
    'alarmType',
    'latitude',
    'longitude',
    'accuracyM',
    'address',
    'status',
    'acknowledgedBy',
    'acknowledgedAt',
    'closedBy',
    'closedAt',
    'notes',
    'simulated',
  ],
  operations: ['page', 'get'],
});

export const transitionSosAlarm = resourceEndpoint(sosAlarmResource, 'transition', 'edit', {
  request: z.object({
    id: idSchema,
    status: z.enum(ALARM_STATUSES, 'validation.invalidChoice'),
    note: optionalText(500).optional(),
  }),
  response: sosAlarmSchema,
  summary: 'Move an alarm along its workflow (open → acknowledged → resolved | false_alarm) with a note.',
});

/**
 * An alarm reported by a terminal (or its gateway): stored open and pushed on the `sos` topic to the
 * enterprise's open screens. The console offers it as a drill ("test alarm").
 */
export const reportSosAlarm = resourceEndpoint(sosAlarmResource, 'report', 'add', {
  request: z.object({
    memberAccount: z.string().trim().min(1, 'validation.fieldRequired').max(64, 'validation.fieldTooLong'),
    deviceId: optionalText(64).optional(),
    alarmType: z.enum(ALARM_TYPES, 'validation.invalidChoice'),
    latitude: z.number().min(-90, 'validation.fieldMin').max(90, 'validation.fieldMax').optional(),
    longitude: z.number().min(-180, 'validation.fieldMin').max(180, 'validation.fieldMax').optional(),
    accuracyM: z.number().min(0, 'validation.fieldMin').optional(),
    address: optionalText(255).optional(),
  }),
  response: sosAlarmSchema,
  summary: 'Raise an alarm for a member (terminal report or drill); pushed live on the sos topic.',
});
