import { defineElement } from '../kit/element/defineElement';
import { SosNotifier } from './SosNotifier';
import sosNotifierCss from './sosNotifier.css?inline';

/**
 * `<sos-notifier>` — page-wide SOS notices: place it once in a page (the console's layout does) and
 * every new alarm of the session's enterprise shows in the page's top-right corner, whatever screen is open.
 * Notices stay until dismissed, viewed, or handled elsewhere. While it is on the page, the call-data
 * screens do not announce alarms themselves, so an alarm is announced once. Renders nothing for sessions
 * without `sos:search`.
 *
 * @attr auto-dismiss - seconds after which a notice goes by itself; absent: notices stay
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-sos-open - `{ id, alarm }` when the person chooses "View" on a notice
 * @csspart root - the element's themed box
 * @csspart notifier - the stack of notices
 * @cssprop --dc-sos-top - distance from the top of the viewport (default 64px)
 * @cssprop --dc-sos-right - distance from the right of the viewport (default 16px)
 * @cssprop --dc-sos-z - stacking order (default 40)
 */
export default defineElement({
  tag: 'sos-notifier',
  component: SosNotifier,
  attributes: { autoDismiss: 'number' },
  events: ['dc-sos-open'],
  styles: sosNotifierCss,
});
