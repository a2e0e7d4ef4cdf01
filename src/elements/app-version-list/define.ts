import { defineElement } from '../kit/element/defineElement';
import { AppVersionList } from './AppVersionList';
import appVersionListCss from './appVersionList.css?inline';

/**
 * `<app-version-list>` — dispatch-app versions (`appversion`, ADMIN; the enterprise's view on
 * the enterprise route). ADMIN uploads an APK (package, version name and code, minimum SDK read from the
 * file) or enters an iOS build, writes release notes in both languages, sets the force flag and the rollout
 * (all or chosen enterprises), downloads by a signed URL and deletes after a confirmation. An enterprise
 * sees the versions released to it, its devices per version and how many run an outdated one. Which view
 * shows follows the session's role.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'appversion', id, created }` after a version was uploaded or its release saved
 * @fires dc-deleted - `{ resource: 'appversion', ids }` after a version was deleted
 * @csspart screen - the screen
 * @csspart toolbar - title and actions
 * @csspart grid - the versions (ADMIN) or the released versions and devices (enterprise)
 * @csspart form - the upload and release form
 * @csspart detail - a version's details
 * @cssprop --dc-primary - accent colour
 */
export default defineElement({
  tag: 'app-version-list',
  component: AppVersionList,
  attributes: {},
  events: ['dc-saved', 'dc-deleted'],
  styles: appVersionListCss,
});
