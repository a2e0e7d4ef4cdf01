import { defineElement } from '../kit/element/defineElement';
import memberPickerCss from '../kit/org/memberPicker.css?inline';
import { ExtensionList } from './ExtensionList';
import extensionListCss from './extensionList.css?inline';

/**
 * `<extension-list>` — number management (docs/behaviour.md#screens-and-routes /org/extension): number, display name, SIP password
 * (write-only; generated when left empty), bound member, caller ID, maximum registrations, recording
 * mode, call forwarding, do-not-disturb, enabled. Bulk-create a number range after the enterprise
 * prefix (all or nothing); reset an extension's secret (shown once); bind and unbind a member; import,
 * export, delete with confirmation. Actions follow the session's `extension:*` permissions.
 *
 * @attr readonly - show rows only: no add, range, edit, binding, reset, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'extension', id, created }` after the form saved an extension
 * @fires dc-deleted - `{ resource: 'extension', ids }` after extensions were deleted
 * @fires dc-imported - `{ resource: 'extension', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the extension grid
 * @csspart batch-bar - actions for the selected rows
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'extension-list',
  component: ExtensionList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
  styles: memberPickerCss + extensionListCss,
});
