import { defineElement } from '../kit/element/defineElement';
import deptTreeCss from '../kit/org/deptTree.css?inline';
import memberPickerCss from '../kit/org/memberPicker.css?inline';
import { MemberList } from './MemberList';
import memberListCss from './memberList.css?inline';

/**
 * `<member-list>` — the enterprise's members (local users, docs/behaviour.md#screens-and-routes /org/localuser): account, name,
 * department (a tree selection), role in the dispatch app, extension, phone, e-mail, device model and
 * IMEI, icon, status. Create and edit in a drawer; enable or disable one or many; reset a member's app
 * password; import from CSV or XLSX with a template (all or nothing, every bad row listed; 10,000 rows in
 * one go); export the rows shown or the rows selected; delete with confirmation. Actions follow the
 * session's `localuser:*` permissions.
 *
 * @attr dept-id - only members of this department and of the departments below it (set it from `dc-dept-select`)
 * @attr readonly - show rows only: no add, edit, delete, import or status change
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'localuser', id, created }` after the form saved a member
 * @fires dc-deleted - `{ resource: 'localuser', ids }` after members were deleted
 * @fires dc-imported - `{ resource: 'localuser', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the member grid
 * @csspart batch-bar - actions for the selected rows
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'member-list',
  component: MemberList,
  attributes: { deptId: 'string', readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
  styles: deptTreeCss + memberPickerCss + memberListCss,
});
