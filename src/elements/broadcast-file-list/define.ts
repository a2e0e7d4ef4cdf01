import { defineElement } from '../kit/element/defineElement';
import { BroadcastFileList } from './BroadcastFileList';
import broadcastFileListCss from './broadcastFileList.css?inline';

/**
 * `<broadcast-file-list>` — broadcast audio files (docs/behaviour.md#screens-and-routes /org/broadcast-file): upload WAV or MP3
 * (type, size and duration checked by the server), play in the browser through a short-lived signed
 * media URL served with HTTP Range, rename (name and description), export, delete with confirmation.
 * Actions follow the session's `broadcast-file:*` permissions.
 *
 * @attr readonly - list and play only: no upload, rename or delete
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'broadcast-file', id, created }` after an upload or a rename
 * @fires dc-deleted - `{ resource: 'broadcast-file', ids }` after files were deleted
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title, actions and player bar
 * @csspart player - the audio player
 * @csspart filter-bar - the search inputs
 * @csspart grid - the file grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'broadcast-file-list',
  component: BroadcastFileList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted'],
  styles: broadcastFileListCss,
});
