import { defineElement } from '../kit/element/defineElement';
import { AdminAccountList } from './AdminAccountList';

/**
 * `<admin-account-list>` — platform administrators (docs/behaviour.md#screens-and-routes /user/admin for ADMIN): account, name,
 * mobile number, status, last sign-in; add (with an initial password meeting the rules), edit, enable or
 * disable (a disabled administrator is signed out at once), reset a password, delete with confirmation.
 * Nobody disables or deletes their own account, so an enabled administrator always remains. Actions follow
 * `admin:*`.
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'admin', id, created }` after the form saved an account
 * @fires dc-deleted - `{ resource: 'admin', ids }` after accounts were deleted
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart grid - the accounts
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'admin-account-list',
  component: AdminAccountList,
  attributes: { pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted'],
});
