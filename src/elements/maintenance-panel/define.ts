import { defineElement } from '../kit/element/defineElement';
import { MaintenancePanel } from './MaintenancePanel';
import maintenancePanelCss from './maintenancePanel.css?inline';

/**
 * `<maintenance-panel>` — service configuration (ADMIN, 系统管理 › 服务配置), as tabs: SSL (a PEM chain
 * and key, pasted or chosen as files, checked — key match, chain order, dates — and served on HTTPS_PORT at
 * once, replaced without a restart; names, expiry and days left shown), software update (packages verified by
 * SHA-256 and the vendor's Ed25519 signature, listed; never executed), IP config (the host's interfaces and the
 * advertised addresses), service ports (no two alike, applied at the next start) and server status.
 * Changes need `maintenance:edit`, uploads `maintenance:import`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title and refresh
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'maintenance-panel',
  component: MaintenancePanel,
  attributes: {},
  styles: maintenancePanelCss,
});
