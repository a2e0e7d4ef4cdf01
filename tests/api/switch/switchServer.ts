import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import { DEV_FREESWITCH_PASSWORD, DEV_FREESWITCH_USER } from '../../../server/config';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * What the switch tests share: a server with the platform administrator and acme signed in, and the two
 * URLs a FreeSWITCH calls (mod_xml_curl's configuration/directory/dialplan, mod_xml_cdr's posts) with the
 * switch's Basic credentials, their XML answers parsed into a tree walked by tag.
 */

export async function startSwitchServer(): Promise<{
  t: TestServer;
  admin: ResourceSession;
  acme: ResourceSession;
}> {
  const t = await startTestServer();
  return { t, admin: await signIn(t, 'admin'), acme: await signIn(t, 'acme') };
}

export const basic = (user = DEV_FREESWITCH_USER, password = DEV_FREESWITCH_PASSWORD) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export async function switchPost(
  t: TestServer,
  path: string,
  body: string,
  contentType: string,
  authorization = basic(),
) {
  const response = await fetch(`${t.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization },
    body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

export const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) =>
    ['profile', 'gateway', 'param', 'list', 'node', 'user', 'variable', 'extension', 'action'].includes(name),
});
// biome-ignore lint/suspicious/noExplicitAny: fast-xml-parser answers an untyped tree; the tests walk it by tag.
export type Tree = Record<string, any>;

/** mod_xml_curl's request with these fields; answers the document's section. */
export async function fetchXml(t: TestServer, fields: Record<string, string>): Promise<Tree> {
  const answer = await switchPost(
    t,
    '/freeswitch/xml',
    new URLSearchParams(fields).toString(),
    'application/x-www-form-urlencoded',
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/xml');
  const tree = xmlParser.parse(answer.text, true) as Tree;
  expect(tree.document['@_type']).toBe('freeswitch/xml');
  return tree.document.section as Tree;
}
export const configuration = (t: TestServer, name: string) =>
  fetchXml(t, { section: 'configuration', tag_name: 'configuration', key_name: 'name', key_value: name });
export const paramsOf = (node: Tree): Record<string, string> =>
  Object.fromEntries((node.param ?? []).map((param: Tree) => [param['@_name'], param['@_value']]));
export const isNotFound = (section: Tree) =>
  section['@_name'] === 'result' && section.result['@_status'] === 'not found';
