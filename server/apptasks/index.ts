import type { EndpointHandler } from '../handlers/handler';
import { TASK_APP_HANDLERS } from './taskAppHandlers';
import { TASK_ATTACHMENT_HANDLERS } from './taskAttachments';
import { TASK_CONSOLE_HANDLERS } from './taskHandlers';

export { startTaskOverdueSweep } from './overdueSweep';
export { seedDemoTasks, simulateTaskRound } from './taskSimulation';

/** Dispatch tasks: the handlers of `/task/*` and `/app/task/*`. */
export const APP_TASK_HANDLERS: readonly EndpointHandler[] = [
  ...TASK_CONSOLE_HANDLERS,
  ...TASK_ATTACHMENT_HANDLERS,
  ...TASK_APP_HANDLERS,
];
