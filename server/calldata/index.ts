import { operationLogResource } from '../../src/contract/audit';
import {
  cdrResource,
  loginHistoryResource,
  mediaRecordResource,
  pttRecordResource,
  sosAlarmResource,
} from '../../src/contract/calldata';
import type { EndpointHandler } from '../handlers/handler';
import { MEDIA_HANDLERS, mediaRecordDeletion } from './mediaHandlers';
import { recordHandlers } from './recordHandlers';
import { SOS_HANDLERS } from './sosHandlers';

/** The handlers of every call-data endpoint (src/contract/calldata CALLDATA_ENDPOINTS). */
export const CALLDATA_HANDLERS: readonly EndpointHandler[] = [
  ...recordHandlers(cdrResource),
  ...recordHandlers(mediaRecordResource, mediaRecordDeletion),
  ...recordHandlers(pttRecordResource),
  ...recordHandlers(sosAlarmResource),
  ...recordHandlers(loginHistoryResource),
  // The platform's operation log, read like a record list by ADMIN.
  ...recordHandlers(operationLogResource),
  ...MEDIA_HANDLERS,
  ...SOS_HANDLERS,
];

export { registerCalldataRoutes } from './routes';
export { seedCalldataDemo } from './seed/demoSeed';
