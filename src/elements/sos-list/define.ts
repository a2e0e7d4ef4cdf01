import { defineElement } from '../kit/element/defineElement';
import cdrListCss from '../kit/record/recordList.css?inline';
import { SosList } from './SosList';
import sosListCss from './sosList.css?inline';

/**
 * `<sos-list>` — SOS / alarm records (docs/behaviour.md#screens-and-routes /data-mgr/sos): member, device, time, alarm type
 * (SOS, man-down, geofence), location (coordinates, accuracy, address), status with who and when, notes.
 * The workflow open → acknowledged → resolved | false alarm is offered per row and in the detail drawer
 * with a note (`sos:edit`). "Details" opens the drawer: the alarm's fields, its position, its status
 * history and notes, and the call (opened in the call records' drawer with its players), PTT burst and
 * clip it links to (played through signed URLs; each needs its own screen's `:search`).
 * New alarms arrive live over the WebSocket `sos` topic: the list reloads and a notification shows.
 * A "test alarm" drill raises one for a member (`sos:add`).
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-row-open - `{ resource: 'sos', id }` when an alarm's details are opened
 * @csspart screen - the screen
 * @csspart toolbar - title, live state, export, refresh, test alarm
 * @csspart live-state - whether live updates are connected
 * @csspart filter-bar - the search inputs
 * @csspart detail - the detail drawer's body
 * @csspart detail-actions - the workflow steps in the drawer
 * @csspart history - the status history in the drawer
 * @csspart notes - the notes in the drawer
 * @csspart audio-player - the player of a linked PTT burst or audio clip
 * @csspart video-player - the player of a linked video clip
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-muted - colour of labels and times in the detail drawer
 */
export default defineElement({
  tag: 'sos-list',
  component: SosList,
  attributes: { pageSize: 'number' },
  events: ['dc-row-open'],
  // The call records' drawer, players and toolbar styles, then the alarm drawer's own.
  styles: `${cdrListCss}\n${sosListCss}`,
});
