import { defineElement } from '../kit/element/defineElement';
import dashboardCss from '../kit/figures/dashboard.css?inline';
import { DashboardWorkbench } from './DashboardWorkbench';

/**
 * `<dashboard-workbench>` — the dashboard's workbench view (docs/behaviour.md#screens-and-routes): quick links to the screens
 * the role works in most, the enterprise's recent open SOS alarms (refreshed live on the `sos` topic) and
 * the recent operations of this account.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-navigate - `{ path }` when a quick link is chosen (the link is also a `#<path>` hash link, which
 *   the console's hash router follows by itself)
 * @csspart root - the element's themed box
 * @csspart dashboard - the body
 * @csspart card - each section
 */
export default defineElement({
  tag: 'dashboard-workbench',
  component: DashboardWorkbench,
  // Adopted as a constructable sheet: a <style> element would break the console's strict CSP.
  styles: dashboardCss,
  events: ['dc-navigate'],
});
