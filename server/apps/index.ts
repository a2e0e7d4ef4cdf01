import { APP_TASK_HANDLERS } from '../apptasks';
import { ALL_FEEDBACK_HANDLERS, APP_VERSION_HANDLERS } from '../appversions';
import { ATTENDANCE_HANDLERS } from '../attendance';
import type { EndpointHandler } from '../handlers/handler';
import { APP_AUTH_HANDLERS } from './appAuthHandlers';

/** (and 13's app versions and feedback): the handlers of src/contract/apps. Each part adds its list. */
export const APPS_HANDLERS: readonly EndpointHandler[] = [
  ...APP_AUTH_HANDLERS,
  ...ATTENDANCE_HANDLERS,
  ...APP_TASK_HANDLERS,
  ...APP_VERSION_HANDLERS,
  ...ALL_FEEDBACK_HANDLERS,
];
