import { defineElement } from '../kit/element/defineElement';
import { ServiceLog } from './ServiceLog';
import serviceLogCss from './serviceLog.css?inline';

/**
 * `<service-log>` — the platform server's own log (docs/behaviour.md#screens-and-routes /security-audits/log, "service logs with log-level
 * setting and real-time logs"): search across the daily files by time range, lowest level, text and
 * request id (the console's traceId); follow new lines live (the last 5,000 held, filterable and pausable while
 * streaming, drawn a frame at a time); download a day's file; set the log level (applied at once, kept across
 * restarts) and the days of files kept. ADMIN only; actions follow `log:*`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title and log settings
 * @csspart settings - level and retention
 * @csspart filter-bar - the search or live filter
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-border - the live view's frame
 */
export default defineElement({
  tag: 'service-log',
  component: ServiceLog,
  attributes: {},
  styles: serviceLogCss,
});
