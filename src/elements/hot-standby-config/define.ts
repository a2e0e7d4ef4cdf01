import { defineElement } from '../kit/element/defineElement';
import { HotStandbyConfig } from './HotStandbyConfig';
import hotStandbyConfigCss from './hotStandbyConfig.css?inline';

/**
 * `<hot-standby-config>` — dual-machine hot standby (ADMIN, 高级配置 › 双机热备): this node's role
 * (primary or standby), the peer's address, the shared virtual IP, the heartbeat and how many missed beats
 * make the standby take over; the peer's health probed by the server over HTTP every 10 s while the screen is
 * open (its role, version, answer time, or why it cannot be reached; two primaries are flagged as a split
 * brain); the database's replication state and last sync. Changes need `backup:edit`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title and probe
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'hot-standby-config',
  component: HotStandbyConfig,
  attributes: {},
  styles: hotStandbyConfigCss,
});
