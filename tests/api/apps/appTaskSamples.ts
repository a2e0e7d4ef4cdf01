import type { DemoAccount } from '../support/accounts';

/*
 * Dispatch tasks: samples for the protocol, access and validation walks. Each names a task,
 * attachment or call group of no one, so it is refused after the checks and changes nothing; the page,
 * log-free reads and the export only read.
 */
export const APP_TASK_SAMPLES: Record<string, (account: DemoAccount) => Record<string, unknown>> = {
  '/task/page': () => ({}),
  '/task/get': () => ({ id: 'no-such-task' }),
  '/task/add': () => ({ title: 'Sample task', callGroupId: 'no-such-call-group' }),
  '/task/update': () => ({ id: 'no-such-task', title: 'Sample task' }),
  '/task/cancel': () => ({ id: 'no-such-task' }),
  '/task/delete': () => ({ ids: ['no-such-task'] }),
  '/task/comment': () => ({ id: 'no-such-task', text: 'Sample comment' }),
  '/task/log': () => ({ id: 'no-such-task' }),
  '/task/export': () => ({}),
  '/task/upload': () => ({ taskId: 'no-such-task' }),
  '/task/download': () => ({ id: 'no-such-attachment' }),
  '/task/removeAttachment': () => ({ id: 'no-such-attachment' }),
  '/app/task/list': () => ({}),
  '/app/task/accept': () => ({ id: 'no-such-task' }),
  '/app/task/update': () => ({ id: 'no-such-task', status: 'done' }),
  '/app/task/comment': () => ({ id: 'no-such-task', text: 'Sample comment' }),
};
