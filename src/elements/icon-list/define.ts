import { defineElement } from '../kit/element/defineElement';
import deptTreeCss from '../kit/org/deptTree.css?inline';
import memberPickerCss from '../kit/org/memberPicker.css?inline';
import { IconList } from './IconList';
import iconListCss from './iconList.css?inline';

/**
 * `<icon-list>` — icons for members and devices (docs/behaviour.md#screens-and-routes /org/localuser-icon): upload PNG, SVG or
 * JPEG (type by content and size checked by the server, SVG sanitised), a preview grid (images through
 * short-lived signed URLs), search and type filter, assign an icon to members with the two-pane member
 * selector, rename, delete with confirmation. Actions follow the session's `localuser-icon:*`
 * permissions (assigning needs `localuser:edit`).
 *
 * @attr readonly - preview only: no upload, rename, assignment or delete
 * @attr page-size - icons per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'localuser-icon', id, created }` after an upload or a rename
 * @fires dc-deleted - `{ resource: 'localuser-icon', ids }` after an icon was deleted
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the preview grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 */
export default defineElement({
  tag: 'icon-list',
  component: IconList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted'],
  styles: deptTreeCss + memberPickerCss + iconListCss,
});
