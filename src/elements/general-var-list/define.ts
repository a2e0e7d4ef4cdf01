import { defineElement } from '../kit/element/defineElement';
import { GeneralVarList } from './GeneralVarList';

/**
 * `<general-var-list>` — the switch's global variables (ADMIN, 高级配置 › 通用设置): FreeSWITCH's
 * vars.xml. Known variables are checked as what they are (ports, CIDRs, codec lists, addresses); add and edit
 * in a drawer, delete with confirmation, import (all or nothing) and export.
 *
 * @attr readonly - show rows only: no add, edit, delete or import
 * @attr page-size - rows per page: 20 (default), 50, 100 or 500
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'var', id, created }` after the form saved a variable
 * @fires dc-deleted - `{ resource: 'var', ids }` after variables were deleted
 * @fires dc-imported - `{ resource: 'var', count }` after an import went in
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart filter-bar - the search inputs
 * @csspart grid - the variable grid
 * @csspart pager - total, paging and page size
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 * @cssprop --dc-grid-height - height of the grid's scroll area
 */
export default defineElement({
  tag: 'general-var-list',
  component: GeneralVarList,
  attributes: { readonly: 'boolean', pageSize: 'number' },
  events: ['dc-saved', 'dc-deleted', 'dc-imported'],
});
