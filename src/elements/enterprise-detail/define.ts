import { defineElement } from '../kit/element/defineElement';
import enterpriseCss from '../kit/enterprise/enterprise.css?inline';
import { EnterpriseDetail } from './EnterpriseDetail';

/**
 * `<enterprise-detail>` — one enterprise (docs/behaviour.md#screens-and-routes /account/enterpriseDetail/{id}): its facts, usage
 * against its limits (bars), its extensions with a reset of an extension's SIP secret (shown once), its
 * operation log (paged, newest first), and its settings: expiry, functions, the administrator's password
 * (its sessions end). Another agency's enterprise answers that it does not exist.
 *
 * @attr record-id - the enterprise's id, as the console's route passes it
 * @attr enterprise-id - the enterprise's id, for portals (wins over `record-id`)
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-title - `{ title }` the enterprise's name once loaded: the console titles the page's tab with it
 * @csspart root - the element's themed box
 * @csspart screen - the page
 * @csspart toolbar - the title and actions bar
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-border - hairlines
 */
export default defineElement({
  tag: 'enterprise-detail',
  component: EnterpriseDetail,
  attributes: { recordId: 'string', enterpriseId: 'string' },
  events: ['dc-title'],
  styles: enterpriseCss,
});
