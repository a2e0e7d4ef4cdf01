import { defineElement } from '../kit/element/defineElement';
import { SipProfileList } from './SipProfileList';

/**
 * `<sip-profile-list>` — the switch's SIP profiles (ADMIN, 高级配置 › SIP 配置): listen address and
 * port, transports, TLS, codecs in order, NAT addresses, authentication; a detail dialog lists every sofia
 * parameter the profile is rendered with and what it means; start, stop and restart are recorded for the
 * switch to apply when it next fetches its configuration (after confirmation).
 *
 * @attr readonly - show rows only: no add, edit, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'sipProfile', id, created }` after the form saved a profile
 * @fires dc-deleted - `{ resource: 'sipProfile', ids }` after profiles were deleted
 * @fires dc-imported - `{ resource: 'sipProfile', count }` after an import went in
 * @fires dc-intent - `{ id, intent }` after a start, stop or restart was recorded
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the profile grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'sip-profile-list',
  component: SipProfileList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported', 'dc-intent'],
});
