import { defineElement } from '../kit/element/defineElement';
import dashboardCss from '../kit/figures/dashboard.css?inline';
import { DashboardMonitor } from './DashboardMonitor';

/**
 * `<dashboard-monitor>` — the home page overview (docs/behaviour.md#screens-and-routes /dashboard/index): SIP, multimedia,
 * soft-switch and server status, online users, active channels, CPU, memory, disk, bandwidth, runtime
 * memory, device count, enterprise info (enterprise roles) and the docs/behaviour.md#the-product counters, live over the
 * WebSocket (`monitor` topic, every 2 s), with charts of the last 10 minutes. An administrator sees the
 * platform; an enterprise its own figures. Offline: a banner, and reconnection with back-off. While the
 * page is hidden it keeps its data but does not draw.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale (numbers are formatted per locale)
 * @csspart root - the element's themed box
 * @csspart dashboard - the dashboard body
 * @csspart card - each widget
 * @csspart chart - each chart
 * @cssprop --dc-card-bg - widget background
 * @cssprop --dc-chart-1 - first line colour (default: --dc-primary)
 * @cssprop --dc-chart-2 - second line colour
 * @cssprop --dc-chart-3 - third line colour
 * @cssprop --dc-dash-gap - space between widgets
 */
export default defineElement({
  tag: 'dashboard-monitor',
  component: DashboardMonitor,
  // Adopted as a constructable sheet: a <style> element would break the console's strict CSP.
  styles: dashboardCss,
});
