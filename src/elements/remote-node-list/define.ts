import { defineElement } from '../kit/element/defineElement';
import { RemoteNodeList } from './RemoteNodeList';

/**
 * `<remote-node-list>` — signalling cascade (ADMIN, 高级配置 › 信令级联): remote platforms with their
 * address, transport, credentials and the number prefixes routed to them; the link is probed on demand.
 *
 * @attr readonly - show rows only: no add, edit, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'node-remote', id, created }` after the form saved a remote node
 * @fires dc-deleted - `{ resource: 'node-remote', ids }` after remote nodes were deleted
 * @fires dc-imported - `{ resource: 'node-remote', count }` after an import went in
 * @fires dc-checked - `{ results }` after the links were probed
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the remote node grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'remote-node-list',
  component: RemoteNodeList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported', 'dc-checked'],
});
