import { XMLBuilder } from 'fast-xml-parser';

/** The XML documents of mod_xml_curl and the file tree: the builder and the common wrappers. */

export type Row = Record<string, unknown>;
/** An element for fast-xml-parser's builder: attributes as `@_name`, children by tag. */
export type Node = Record<string, unknown>;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  // FreeSWITCH reads every attribute as name="value"; a bare attribute would not parse.
  suppressBooleanAttributes: false,
});

export const param = (name: string, value: unknown): Node => ({ '@_name': name, '@_value': String(value) });
export const bool = (value: unknown) => (Number(value) ? 'true' : 'false');

export function renderXml(root: Node): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${builder.build(root)}`;
}

export function documentOf(section: Node): string {
  return renderXml({ document: { '@_type': 'freeswitch/xml', section } });
}

/** mod_xml_curl's "not found": the switch then looks in its local configuration. */
export function notFoundDocument(): string {
  return documentOf({ '@_name': 'result', result: { '@_status': 'not found' } });
}
