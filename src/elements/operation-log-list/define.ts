import { defineElement } from '../kit/element/defineElement';
import cdrListCss from '../kit/record/recordList.css?inline';
import { OperationLogList } from './OperationLogList';

/**
 * `<operation-log-list>` — the platform's operation log (docs/behaviour.md#screens-and-routes /security-audits/operlog): every
 * write through the API and every session event (sign-in, sign-out, password change), with the account, its
 * role and enterprise at the time, the operation in words, its target, result, client IP and time; a line's
 * details list each changed field before and after (secrets are only named). Filters (time range, account,
 * operation code prefix, role, result, enterprise, a keyword over account, operation, target, detail and IP)
 * and streamed export. ADMIN only.
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-row-open - `{ resource: 'operlog', id }` when a line's details open
 * @csspart screen - the screen
 * @csspart toolbar - title, export, refresh
 * @csspart filter-bar - the search inputs
 * @csspart detail - the details drawer's body
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'operation-log-list',
  component: OperationLogList,
  attributes: { pageSize: 'number' },
  events: ['dc-row-open'],
  styles: cdrListCss,
});
