import { defineElement } from '../kit/element/defineElement';
import { ServerTimeSync } from './ServerTimeSync';
import serverTimeSyncCss from './serverTimeSync.css?inline';

/**
 * `<server-time-sync>` — time synchronisation (docs/behaviour.md#screens-and-routes /system/server-time): the server's clock
 * beside the browser's with the drift between them (measured over the round trip, refreshed every 30 s),
 * the platform time zone, the NTP servers (host or IPv4, optional port; at most 5) and a check against them
 * now, with the last check's offset or why it failed. ADMIN only; changes need `server-time:edit`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title and refresh
 * @csspart form - time zone and NTP servers
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'server-time-sync',
  component: ServerTimeSync,
  attributes: {},
  styles: serverTimeSyncCss,
});
