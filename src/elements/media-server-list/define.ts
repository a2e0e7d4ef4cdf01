import { defineElement } from '../kit/element/defineElement';
import { MediaServerList } from './MediaServerList';

/**
 * `<media-server-list>` — streaming/media servers (ADMIN, 高级配置 › 流媒体配置): type, host, ports,
 * write-only secret, capacity, region; online or offline from the last heartbeat each server reports with
 * its secret.
 *
 * @attr readonly - show rows only: no add, edit, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'mediasvr', id, created }` after the form saved a media server
 * @fires dc-deleted - `{ resource: 'mediasvr', ids }` after media servers were deleted
 * @fires dc-imported - `{ resource: 'mediasvr', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the media server grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'media-server-list',
  component: MediaServerList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
});
