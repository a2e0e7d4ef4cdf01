import { defineElement } from '../kit/element/defineElement';
import deptTreeCss from '../kit/org/deptTree.css?inline';
import memberPickerCss from '../kit/org/memberPicker.css?inline';
import { DeptTree } from './DeptTree';

/**
 * `<dept-tree>` — the enterprise's department tree (docs/behaviour.md#screens-and-routes /org/dept): member counts per node
 * (including sub-departments), search, create, rename, sort order, manager, move by drag and drop
 * (onto a department: inside it; onto its upper or lower edge: before or after it), delete with
 * confirmation. Drawn as a windowed flat list, so 500 departments stay responsive; keyboard: arrows,
 * Home/End, Enter to choose. Choosing a department announces it, so a page can filter a `<member-list>`.
 *
 * @attr readonly - show the tree only: no add, edit, move or delete, whatever the session may do
 * @attr selected-id - the department chosen when the element connects
 * @attr compact - the tree alone, without the details panel (narrow columns)
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-dept-select - `{ id, name }` when a department is chosen; `{ id: null, name: '' }` for "all departments"
 * @fires dc-dept-moved - `{ id, parentId }` after a drag-and-drop move was saved
 * @fires dc-saved - `{ resource: 'dept', id, created }` after the form saved a department
 * @fires dc-deleted - `{ resource: 'dept', ids }` after a department was deleted
 * @csspart root - the element's themed box
 * @csspart screen - the screen
 * @csspart toolbar - the title and actions bar
 * @csspart tree - the department tree
 * @csspart details - the chosen department's details panel
 * @cssprop --dc-primary - selected node, drop marks, primary buttons
 * @cssprop --dc-header-bg - background of the toolbar
 * @cssprop --dc-surface - background
 * @cssprop --dc-border - hairlines
 */
export default defineElement({
  tag: 'dept-tree',
  component: DeptTree,
  attributes: { readonly: 'boolean', selectedId: 'string', compact: 'boolean' },
  events: ['dc-dept-select', 'dc-dept-moved', 'dc-saved', 'dc-deleted'],
  styles: deptTreeCss + memberPickerCss,
});
