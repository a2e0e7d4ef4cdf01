import { defineElement } from '../kit/element/defineElement';
import dashboardCss from '../kit/figures/dashboard.css?inline';
import { DashboardAnalysis } from './DashboardAnalysis';

/**
 * `<dashboard-analysis>` — the dashboard's analysis view (docs/behaviour.md#screens-and-routes): calls per hour (today) or per
 * day (7 or 30 days), answer rate, average duration, PTT use, busiest groups and talkers, from the call
 * data of the caller's scope.
 *
 * @attr period - initial period: `today`, `7d` (default) or `30d`; the period picker changes it
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart root - the element's themed box
 * @csspart dashboard - the body
 * @csspart card - each figure and list
 * @csspart chart - each chart
 * @cssprop --dc-chart-1 - first line colour (default: --dc-primary)
 */
export default defineElement({
  tag: 'dashboard-analysis',
  component: DashboardAnalysis,
  // Adopted as a constructable sheet: a <style> element would break the console's strict CSP.
  styles: dashboardCss,
  attributes: { period: 'string' },
});
