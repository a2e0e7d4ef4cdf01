import { defineElement } from '../kit/element/defineElement';
import { SipAclConfig } from './SipAclConfig';
import sipAclConfigCss from './sipAclConfig.css?inline';

/**
 * `<sip-acl-config>` — signalling configuration (ADMIN, 高级配置 › 信令配置), five sections as tabs,
 * each saved whole: control config (acl.conf's network lists: default allow/deny and ordered CIDR, host or
 * domain nodes), LANs (the `lan` list), switch config (switch.conf: sessions, sessions per second, RTP ports,
 * log level), xml cdr config (where and how the switch posts CDRs) and url config (mod_xml_curl's binding),
 * with the credentials the switch must send. CIDRs, hosts and URLs are checked as they are typed; changes
 * need `sipacl:edit`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title, discard and save
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-border - hairlines
 */
export default defineElement({
  tag: 'sip-acl-config',
  component: SipAclConfig,
  attributes: {},
  styles: sipAclConfigCss,
});
