import { defineElement } from '../kit/element/defineElement';
import { DeviceLicenseList } from './DeviceLicenseList';

/**
 * `<device-license-list>` — client authorisation (ADMIN, 高级配置): device serials and IMEIs
 * licensed to an enterprise, within the platform licence's device count. Add and edit in a drawer (the
 * enterprise chosen by name or prefix), enable or disable, delete with confirmation, import from CSV/XLSX
 * (all or nothing, each bad row listed), export; actions follow the session's `device-license:*` permits.
 *
 * @attr readonly - show rows only: no add, edit, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'device-license', id, created }` after the form saved a device
 * @fires dc-deleted - `{ resource: 'device-license', ids }` after devices were deleted
 * @fires dc-imported - `{ resource: 'device-license', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the device grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'device-license-list',
  component: DeviceLicenseList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
});
