import { defineElement } from '../kit/element/defineElement';
import { LicenseManager } from './LicenseManager';
import licenseManagerCss from './licenseManager.css?inline';

/**
 * `<license-manager>` — the platform licence (docs/behaviour.md#screens-and-routes /account/license): licensee, validity, the
 * enterprises and extensions it allows against those in use (bars), concurrent calls, video and recording;
 * a warning 30 days before it ends and when it has ended; upload a new licence file (verified by the server:
 * Ed25519 signature over the terms, the platform's key, the dates; a refused file leaves the current one).
 * ADMIN only; uploading needs `license:edit`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @csspart screen - the screen
 * @csspart toolbar - title, state, upload
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'license-manager',
  component: LicenseManager,
  attributes: {},
  styles: licenseManagerCss,
});
