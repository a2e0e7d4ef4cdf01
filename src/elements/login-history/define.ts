import { defineElement } from '../kit/element/defineElement';
import cdrListCss from '../kit/record/recordList.css?inline';
import { LoginHistory } from './LoginHistory';

/**
 * `<login-history>` — every sign-in attempt of the enterprise's accounts (docs/behaviour.md#screens-and-routes /data-mgr/login-history,
 * docs/security.md): account, time, result, failure reason (in words), IP address, user agent, client type.
 * Filters (time range, account prefix, result, client type, a keyword over account, IP and user agent) and
 * streamed export.
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title, export, refresh
 * @csspart filter-bar - the search inputs
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'login-history',
  component: LoginHistory,
  attributes: { pageSize: 'number' },
  styles: cdrListCss,
});
