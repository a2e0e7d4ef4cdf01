import { defineElement } from '../kit/element/defineElement';
import { DialplanList } from './DialplanList';
import dialplanListCss from './dialplanList.css?inline';

/**
 * `<dialplan-list>` — route management (ADMIN, 系统管理 › 路由管理): the dialplan's extensions by
 * context, each with conditions (field and regular expression), actions and anti-actions; the order of a
 * context changed by dragging or with the arrow buttons; and the route tester: a call's context, destination
 * and caller give the extension that matches, each condition's verdict and the actions that would run —
 * evaluated by the rules the switch's XML is rendered from.
 *
 * @attr readonly - show rows only: no add, edit, delete, reorder or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'dialplan', id, created }` after the form saved a route
 * @fires dc-deleted - `{ resource: 'dialplan', ids }` after routes were deleted
 * @fires dc-imported - `{ resource: 'dialplan', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the route grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'dialplan-list',
  component: DialplanList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
  styles: dialplanListCss,
});
