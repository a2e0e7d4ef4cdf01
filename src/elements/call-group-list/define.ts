import { defineElement } from '../kit/element/defineElement';
import deptTreeCss from '../kit/org/deptTree.css?inline';
import memberPickerCss from '../kit/org/memberPicker.css?inline';
import { CallGroupList } from './CallGroupList';

/**
 * `<call-group-list>` — call groups (docs/behaviour.md#screens-and-routes /org/callgroup): name, number, type (ring, PTT,
 * broadcast), ring strategy (simultaneous, sequence, rollover, random), time-out, priority, enabled,
 * and members chosen with a two-pane selector (search, department filter with sub-departments) whose
 * order is the ring order of the sequence and rollover strategies. Import, export, delete with
 * confirmation; actions follow the session's `callgroup:*` permissions.
 *
 * @attr readonly - show rows only: no add, edit, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'callgroup', id, created }` after the form saved a group
 * @fires dc-deleted - `{ resource: 'callgroup', ids }` after groups were deleted
 * @fires dc-imported - `{ resource: 'callgroup', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the group grid
 * @csspart pager - total, paging and page size
 * @csspart member-picker - the two-pane member selector in the form
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'call-group-list',
  component: CallGroupList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
  styles: deptTreeCss + memberPickerCss,
});
