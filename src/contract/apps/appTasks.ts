import type { EndpointDef } from '../endpoint';
import { TASK_CONSOLE_ENDPOINTS } from './appTask';
import { TASK_APP_ENDPOINTS } from './appTaskApp';

export * from './appTask';
export * from './appTaskApp';

/** Dispatch tasks: the console's `/task/*` and the app's `/app/task/*` endpoints. */
export const APP_TASK_ENDPOINTS: readonly EndpointDef[] = [...TASK_CONSOLE_ENDPOINTS, ...TASK_APP_ENDPOINTS];
