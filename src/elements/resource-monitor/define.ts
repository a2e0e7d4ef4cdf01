import { defineElement } from '../kit/element/defineElement';
import dashboardCss from '../kit/figures/dashboard.css?inline';
import { ResourceMonitor } from './ResourceMonitor';
import resourceMonitorCss from './resourceMonitor.css?inline';

/**
 * `<resource-monitor>` — resource monitor (ADMIN, 系统管理 › 资源监控): this server's CPU per core,
 * memory, disk I/O and space, network per interface, event-loop delay, WebSocket and database connections —
 * the last hour live (a sample every 10 s over the WebSocket, pausable) or the last day in 5-minute averages,
 * from the samples the server keeps for 24 h.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title, range, pause
 * @csspart chart - each chart
 * @cssprop --dc-chart-1 - first line colour
 * @cssprop --dc-chart-2 - second line colour
 * @cssprop --dc-chart-3 - third line colour
 */
export default defineElement({
  tag: 'resource-monitor',
  component: ResourceMonitor,
  attributes: {},
  styles: `${dashboardCss}\n${resourceMonitorCss}`,
});
