import { defineElement } from '../kit/element/defineElement';
import cdrListCss from '../kit/record/recordList.css?inline';
import { MediaRecordList } from './MediaRecordList';

/**
 * `<media-record-list>` — media data (docs/behaviour.md#screens-and-routes /data-mgr/claptrans): video and audio clips captured
 * by terminals: member, group, start, duration, type, size, location (address and coordinates); thumbnails
 * of videos (a page's signed in one request); an inline player above the rows through signed URLs with
 * Range; download (signed as an attachment on click); batch delete with confirmation (`claptrans:delete`).
 *
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title, export, refresh
 * @csspart filter-bar - the search inputs
 * @csspart inline-player - the clip being played, with its download and close buttons
 * @csspart video-player - the clip's video player
 * @csspart audio-player - the clip's audio player
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'media-record-list',
  component: MediaRecordList,
  attributes: { pageSize: 'number' },
  styles: cdrListCss,
});
