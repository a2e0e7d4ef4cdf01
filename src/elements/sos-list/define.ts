import cdrListCss from '../cdr-list/cdrList.css?inline';
import { defineElement } from '../kit/element/defineElement';
import { SosList } from './SosList';

/**
 * `<sos-list>` — SOS / alarm records (spec §2 /data-mgr/sos, issue 5): member, device, time, alarm type
 * (SOS, man-down, geofence), location (coordinates, accuracy, address), status with who and when, notes.
 * The workflow open → acknowledged → resolved | false alarm is offered per row with a note (`sos:edit`).
 * New alarms arrive live over the WebSocket `sos` topic: the list reloads and a notification shows.
 * A "test alarm" drill raises one for a member (`sos:add`).
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title, live state, export, refresh, test alarm
 * @csspart live-state - whether live updates are connected
 * @csspart filter-bar - the search inputs
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'sos-list',
  component: SosList,
  attributes: { pageSize: 'number' },
  styles: cdrListCss,
});
