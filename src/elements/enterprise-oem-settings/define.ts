import { defineElement } from '../kit/element/defineElement';
import { EnterpriseOemSettings } from './EnterpriseOemSettings';
import enterpriseOemSettingsCss from './enterpriseOemSettings.css?inline';

/**
 * `<enterprise-oem-settings>` — the enterprise's customisation (docs/behaviour.md#screens-and-routes /user/enterprise-oem): the origins of
 * its partner portals (scheme, host and optional port, one per line, at most 20). Pages on those origins may
 * embed the console's elements and use the enterprise's tokens. Reading needs
 * `enterprise-oem:search`, saving `enterprise-oem:edit`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'enterprise-oem' }` after the origins were saved
 * @csspart screen - the screen
 * @csspart toolbar - the title
 * @csspart form - the origins
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'enterprise-oem-settings',
  component: EnterpriseOemSettings,
  attributes: {},
  events: ['dc-saved'],
  styles: enterpriseOemSettingsCss,
});
