import { defineElement } from '../kit/element/defineElement';
import { EnterpriseAdminList } from './EnterpriseAdminList';
import enterpriseAdminListCss from './enterpriseAdminList.css?inline';

/**
 * `<enterprise-admin-list>` — the enterprise's sub-users (docs/behaviour.md#screens-and-routes /user/admin for ENTERPRISE):
 * account, name, mobile number, status, how many permissions, last sign-in; add and edit with a permission
 * tree built from the route table (menu groups → screens → view/add/edit/delete/import/export, tri-state
 * boxes; any action includes viewing); enable or disable, reset a password, delete. A change of grants is in
 * force at the sub-user's next request. Actions follow `admin:*`.
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'admin', id, created }` after the form saved a sub-user
 * @fires dc-deleted - `{ resource: 'admin', ids }` after sub-users were deleted
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart grid - the sub-users
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-border - the permission groups' frames
 */
export default defineElement({
  tag: 'enterprise-admin-list',
  component: EnterpriseAdminList,
  attributes: { pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted'],
  styles: enterpriseAdminListCss,
});
