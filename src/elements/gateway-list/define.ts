import { defineElement } from '../kit/element/defineElement';
import { GatewayList } from './GatewayList';

/**
 * `<gateway-list>` — cascade gateways (trunks) of the SIP profiles (ADMIN, 系统管理 › 级联配置):
 * realm, proxy, username, write-only password, registration, caller id in From, ping; each is rendered into
 * its profile's gateways in sofia.conf.
 *
 * @attr readonly - show rows only: no add, edit, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'gateway', id, created }` after the form saved a gateway
 * @fires dc-deleted - `{ resource: 'gateway', ids }` after gateways were deleted
 * @fires dc-imported - `{ resource: 'gateway', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the gateway grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'gateway-list',
  component: GatewayList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
});
