import { defineElement } from '../kit/element/defineElement';
import { SipFileTree } from './SipFileTree';
import sipFileTreeCss from './sipFileTree.css?inline';

/**
 * `<sip-file-tree>` — signalling file management (ADMIN, 高级配置 › 信令文件管理): the tree of the
 * files the switch receives (vars.xml, sofia.conf with each profile and gateway, acl.conf, switch.conf,
 * xml_cdr.conf, xml_curl.conf, each enterprise's directory and dialplan), rendered from the database and
 * read-only with secrets masked; and the administrator's override files, edited in CodeMirror with XML
 * highlighting and well-formedness marks, reviewed as a diff against the saved version before saving, with
 * their history and rollback. Editing needs `sipAdvance:edit`, deleting `sipAdvance:delete`.
 *
 * @attr theme - `light` | `dark`; absent: the session's theme
 * @attr locale - `zh_CN` | `en`; absent: the session's locale
 * @fires dc-saved - `{ resource: 'sipAdvance', name, version }` after an override was saved
 * @fires dc-deleted - `{ resource: 'sipAdvance', name }` after an override was deleted
 * @csspart screen - the screen
 * @csspart toolbar - title and actions
 * @csspart tree - the file tree
 * @csspart viewer - the open file
 * @cssprop --dc-primary - accent colour
 * @cssprop --dc-border - hairlines
 */
export default defineElement({
  tag: 'sip-file-tree',
  component: SipFileTree,
  attributes: {},
  events: ['dc-saved', 'dc-deleted'],
  styles: sipFileTreeCss,
});
