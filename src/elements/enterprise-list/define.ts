import { defineElement } from '../kit/element/defineElement';
import enterpriseCss from '../kit/enterprise/enterprise.css?inline';
import { EnterpriseList } from './EnterpriseList';

/**
 * `<enterprise-list>` — enterprise accounts (docs/behaviour.md#screens-and-routes /account/enterprise): name, number prefix,
 * contact, status, expiry, functions, limits, agency and administrator. Create an enterprise together with
 * its first administrator account; edit in a drawer; enable or disable (disabling ends its sessions); import
 * (CSV or XLSX, all or nothing), export and the import template; delete with confirmation (refused while it
 * has members). The platform administrator sees every enterprise and opens its detail page; an agency
 * account sees and creates its own enterprises only. Actions follow the session's `enterprise:*` codes.
 *
 * @attr readonly - show rows only
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'enterprise', id, created }` after the form saved an enterprise
 * @fires dc-deleted - `{ resource: 'enterprise', ids }` after enterprises were deleted
 * @fires dc-imported - `{ resource: 'enterprise', count }` after an import went in
 * @fires dc-row-open - `{ resource: 'enterprise', id }` when an enterprise's details are opened
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the enterprise grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 */
export default defineElement({
  tag: 'enterprise-list',
  component: EnterpriseList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported', 'dc-row-open'],
  styles: enterpriseCss,
});
