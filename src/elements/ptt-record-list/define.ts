import { defineElement } from '../kit/element/defineElement';
import cdrListCss from '../kit/record/recordList.css?inline';
import { PttRecordList } from './PttRecordList';

/**
 * `<ptt-record-list>` — push-to-talk records (docs/behaviour.md#screens-and-routes /data-mgr/pttrecord): group, talker
 * (member, extension), start, end, duration, location, emergency flag. Play a burst, or play a group's
 * bursts of the chosen time range in sequence (oldest first, fetched a page at a time, whatever the
 * talker or emergency filters), through signed URLs with Range.
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title, export, refresh, what is playing
 * @csspart filter-bar - the search inputs
 * @csspart now-playing - which burst is playing (n of total, group, talker, time) and Stop
 * @csspart audio-player - the burst player
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'ptt-record-list',
  component: PttRecordList,
  attributes: { pageSize: 'number' },
  styles: cdrListCss,
});
