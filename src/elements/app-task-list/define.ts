import { defineElement } from '../kit/element/defineElement';
import memberPickerCss from '../kit/org/memberPicker.css?inline';
import { AppTaskList } from './AppTaskList';
import appTaskListCss from './appTaskList.css?inline';

/**
 * `<app-task-list>` — dispatch tasks (docs/behaviour.md#screens-and-routes /app-mgr/task): title, content, priority, assignees
 * (members and/or a call group), deadline, location, attachments, status (new, accepted, in progress, done,
 * overdue, cancelled). Filter by status, priority, assignee, call group, deadline range and keyword; sort,
 * page, export (CSV, XLSX). Create and edit in a drawer; the detail drawer shows the task's log — every step
 * and comment with who and when — growing live over the WebSocket `task` topic as members work in the
 * dispatch app, with a comment box. Cancel and delete ask first. ENTERPRISE, and sub-users by `task:*`.
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'task', id, created }` after a task was saved
 * @fires dc-deleted - `{ resource: 'task', ids }` after tasks were deleted
 * @fires dc-row-open - `{ resource: 'task', id }` when a task's details are opened
 * @csspart screen - the screen
 * @csspart toolbar - title, live state, new task, export, refresh
 * @csspart live-state - whether live updates are connected
 * @csspart filter-bar - the search inputs
 * @csspart form - the task form
 * @csspart detail - the detail drawer's body
 * @csspart detail-actions - edit and cancel in the detail drawer
 * @csspart attachments - a task's files
 * @csspart log - a task's log
 * @csspart comment - the comment box
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-muted - colour of times and hints
 */
export default defineElement({
  tag: 'app-task-list',
  component: AppTaskList,
  attributes: { pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-row-open'],
  styles: `${memberPickerCss}\n${appTaskListCss}`,
});
