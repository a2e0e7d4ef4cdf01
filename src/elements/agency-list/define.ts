import { defineElement } from '../kit/element/defineElement';
import { AgencyList } from './AgencyList';

/**
 * `<agency-list>` — agencies (docs/behaviour.md#screens-and-routes /account/agency): name, contact, phone, quotas of
 * enterprises and extensions, its AGECNY accounts. Create an agency with its first agency account; edit in a
 * drawer; delete with confirmation (refused while it has enterprises). For the platform administrator.
 *
 * @attr readonly - show rows only
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'agency', id, created }` after the form saved an agency
 * @fires dc-deleted - `{ resource: 'agency', ids }` after agencies were deleted
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart grid - the agency grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'agency-list',
  component: AgencyList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted'],
});
