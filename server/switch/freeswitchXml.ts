/*
 * The documents FreeSWITCH fetches from mod_xml_curl, rendered from the database: the
 * `configuration` section (sofia.conf, acl.conf, switch.conf, xml_cdr.conf), the `directory` (one user) and
 * the `dialplan`, each wrapped in `<document type="freeswitch/xml">`; anything else gets the documented
 * "not found" result, after which the switch falls back to its local files.
 * The same renderers serve the console's file tree, so what an administrator reads is what the switch gets.
 */

export * from './configurationSection';
export * from './directorySection';
export * from './switchSnapshot';
export { documentOf, notFoundDocument, renderXml } from './xmlDocument';
