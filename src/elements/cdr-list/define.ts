import { defineElement } from '../kit/element/defineElement';
import cdrListCss from '../kit/record/recordList.css?inline';
import { CdrList } from './CdrList';

/**
 * `<cdr-list>` — call records (docs/behaviour.md#screens-and-routes /data-mgr/cdr): direction, caller and callee (name,
 * number), start, answer, end, duration, billed seconds, status, hang-up cause, call type, recording.
 * Filters: time range (default today, quick ranges), caller, callee (number prefixes), direction, status,
 * type, has recording, duration range. A detail drawer plays the recording (audio) and the video of video
 * calls through short-lived signed URLs with HTTP Range (seek works) and lists the call's files for
 * download. Export streams the filtered rows as CSV with progress. Needs `cdr:search`; export `cdr:export`.
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-row-open - `{ resource: 'cdr', id }` when a call's details are opened
 * @csspart screen - the screen
 * @csspart toolbar - title, export and refresh
 * @csspart filter-bar - the search inputs
 * @csspart export - the export button and its progress
 * @csspart detail - the detail drawer's body
 * @csspart audio-player - the recording's player
 * @csspart video-player - the video call's player
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-muted - colour of labels in the detail drawer
 */
export default defineElement({
  tag: 'cdr-list',
  component: CdrList,
  attributes: { pageSize: 'number' },
  events: ['dc-row-open'],
  styles: cdrListCss,
});
