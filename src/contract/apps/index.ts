import type { EndpointDef } from '../endpoint';
import { APP_AUTH_ENDPOINTS } from './appAuth';
import { APP_TASK_ENDPOINTS } from './appTasks';
import { APP_VERSION_ENDPOINTS } from './appVersion';
import { ATTENDANCE_ENDPOINTS } from './attendance';
import { FEEDBACK_ENDPOINTS } from './feedback';

export * from './appAuth';
export * from './appTasks';
export * from './appVersion';
export * from './attendance';
export * from './feedback';

/**
 * (and 13's app versions and feedback): the enterprise's app screens and the dispatch app's own
 * endpoints. Each part adds its list here.
 */
export const APPS_ENDPOINTS: readonly EndpointDef[] = [
  ...APP_AUTH_ENDPOINTS,
  ...ATTENDANCE_ENDPOINTS,
  ...APP_TASK_ENDPOINTS,
  ...APP_VERSION_ENDPOINTS,
  ...FEEDBACK_ENDPOINTS,
];
