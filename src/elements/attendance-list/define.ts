import { defineElement } from '../kit/element/defineElement';
import { AttendanceList } from './AttendanceList';
import attendanceListCss from './attendanceList.css?inline';

/**
 * `<attendance-list>` — the enterprise's attendance (docs/behaviour.md#screens-and-routes /app-mgr/attendance): check-ins and
 * check-outs the dispatch app sends, judged on the server by the member's department's rule (work hours,
 * grace minutes, workdays, an allowed circle or polygon); rules per department, inherited by the
 * departments below; daily and monthly reports per department or member (present, late, early leave,
 * missing, out of area) with export; one member's month as a calendar. ENTERPRISE, and sub-users by
 * `attendance:search` (`:edit`, `:delete`, `:export` for the rest).
 *
 * @attr tab - the tab shown first: `records` (default), `rules`, `reports`, `calendar`
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'attendance-rule', id, created }` after a department's rule was saved
 * @fires dc-deleted - `{ resource: 'attendance-rule', ids }` after a department's own rule was removed
 * @csspart screen - the screen
 * @csspart toolbar - title and refresh
 * @csspart filter-bar - the records' filters
 * @csspart grid - the records, or the report
 * @csspart form - the rule form
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'attendance-list',
  component: AttendanceList,
  attributes: { tab: 'string' },
  events: ['dc-saved', 'dc-deleted'],
  styles: attendanceListCss,
});
