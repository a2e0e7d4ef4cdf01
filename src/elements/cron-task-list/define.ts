import { defineElement } from '../kit/element/defineElement';
import { CronTaskList } from './CronTaskList';
import cronTaskListCss from './cronTaskList.css?inline';

/**
 * `<cron-task-list>` — the platform's scheduled tasks (docs/behaviour.md#screens-and-routes /advanced-config/corn-task, "task scheduler
 * (with logs)"): database backups and purges of old call data or logs on a cron schedule, checked
 * as typed with its next five runs; enable or disable at once; run now; each task's run log (start, end,
 * outcome, rows affected, what it did). A task never runs twice at once; runs cut by a restart are marked
 * interrupted. ADMIN only; actions follow `corn-task:*`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'corn-task', id, created }` after a task was saved
 * @fires dc-deleted - `{ resource: 'corn-task', ids }` after a task was deleted
 * @csspart screen - the screen
 * @csspart toolbar - title, new task, refresh
 * @csspart grid - the tasks
 * @csspart form - the task form
 * @csspart detail - a task's run log
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'cron-task-list',
  component: CronTaskList,
  attributes: {},
  events: ['dc-saved', 'dc-deleted'],
  styles: cronTaskListCss,
});
