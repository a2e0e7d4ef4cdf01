import type { EndpointDef } from '../endpoint';
import { cdrFiles, cdrMediaUrl, cdrResource } from './cdr';
import { loginHistoryResource } from './loginHistory';
import { mediaRecordMediaUrl, mediaRecordMediaUrls, mediaRecordResource } from './mediaRecord';
import { pttRecordMediaUrl, pttRecordResource } from './pttRecord';
import { type RecordResourceDef, recordEndpoints } from './recordResource';
import { reportSosAlarm, sosAlarmResource, transitionSosAlarm } from './sosAlarm';

export * from './cdr';
export * from './loginHistory';
export * from './mediaRecord';
export * from './pttRecord';
export * from './recordResource';
export * from './shared';
export * from './sosAlarm';

/** The call-data record resources, by route name. */
export const RECORD_RESOURCES: readonly RecordResourceDef[] = [
  cdrResource,
  mediaRecordResource,
  pttRecordResource,
  sosAlarmResource,
  loginHistoryResource,
];

/** Every call-data endpoint: the record families with their export URLs, then the extras. */
export const CALLDATA_ENDPOINTS: readonly EndpointDef[] = [
  ...RECORD_RESOURCES.flatMap(recordEndpoints),
  cdrFiles,
  cdrMediaUrl,
  mediaRecordMediaUrl,
  mediaRecordMediaUrls,
  pttRecordMediaUrl,
  transitionSosAlarm,
  reportSosAlarm,
];
