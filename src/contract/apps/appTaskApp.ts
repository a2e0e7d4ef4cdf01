import { z } from 'zod';
import { APP_ACCESS, defineEndpoint, type EndpointDef } from '../endpoint';
import { idSchema, optionalText, requiredText } from '../resources/fields';
import { appTaskSchema, taskLogEntrySchema } from './appTask';

/*
 * The dispatch app's task endpoints. A member sees the tasks given to them directly or through a
 * call group they belong to, and only such a member may accept, work on, finish or comment on one.
 */

const labels = 'apps.task.fields';

/** Which of the member's tasks: still to be worked on (default), finished or cancelled, or all. */
const APP_TASK_SCOPES = ['open', 'closed', 'all'] as const;

export const appTaskList = defineEndpoint({
  method: 'GET',
  path: '/app/task/list',
  access: APP_ACCESS,
  request: z.object({ scope: z.enum(APP_TASK_SCOPES, 'validation.invalidChoice').optional() }),
  response: z.object({ records: z.array(appTaskSchema) }),
  summary:
    "Dispatch app: the member's tasks (direct or through a call group), the most urgent first; at most 200.",
  labels,
});

export const appTaskAccept = defineEndpoint({
  method: 'POST',
  path: '/app/task/accept',
  access: APP_ACCESS,
  request: z.object({ id: idSchema }),
  response: appTaskSchema,
  summary: 'Dispatch app: accept a new task assigned to the member.',
  labels,
});

export const appTaskUpdate = defineEndpoint({
  method: 'POST',
  path: '/app/task/update',
  access: APP_ACCESS,
  request: z.object({
    id: idSchema,
    status: z.enum(['in_progress', 'done'], 'validation.invalidChoice'),
    note: optionalText(500).optional(),
  }),
  response: appTaskSchema,
  summary: 'Dispatch app: report an accepted task in progress or done, with an optional note.',
  labels,
});

export const appTaskComment = defineEndpoint({
  method: 'POST',
  path: '/app/task/comment',
  access: APP_ACCESS,
  request: z.object({ id: idSchema, text: requiredText(1000) }),
  response: taskLogEntrySchema,
  summary: "Dispatch app: add the member's comment to a task's log.",
  labels,
});

export const TASK_APP_ENDPOINTS: readonly EndpointDef[] = [
  appTaskList,
  appTaskAccept,
  appTaskUpdate,
  appTaskComment,
];
