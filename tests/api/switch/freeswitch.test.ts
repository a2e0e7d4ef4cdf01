import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIP_DOMAIN, DEV_FREESWITCH_PASSWORD, DEV_FREESWITCH_USER } from '../../../server/config';
import type { CallRecord } from '../../../src/contract/calldata';
import type { Gateway, GeneralVar, MediaServer, RemoteNode, SipProfile } from '../../../src/contract/switch';
import { type Page, type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';
import { xmlCdr } from './fixtures';

/*
 * The switch configuration (platform resources, ADMIN only) and the two URLs a FreeSWITCH fetches
 * from: mod_xml_curl's configuration/directory/dialplan answers, parsed and checked against what the database
 * holds, and mod_xml_cdr's posts becoming call records (or dead letters).
 */

let t: TestServer;
let admin: ResourceSession;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const basic = (user = DEV_FREESWITCH_USER, password = DEV_FREESWITCH_PASSWORD) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function switchPost(path: string, body: string, contentType: string, authorization = basic()) {
  const response = await fetch(`${t.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization },
    body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) =>
    ['profile', 'gateway', 'param', 'list', 'node', 'user', 'variable', 'extension', 'action'].includes(name),
});
// biome-ignore lint/suspicious/noExplicitAny: fast-xml-parser answers an untyped tree; the tests walk it by tag.
type Tree = Record<string, any>;

async function fetchXml(fields: Record<string, string>): Promise<Tree> {
  const answer = await switchPost(
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
const configuration = (name: string) =>
  fetchXml({ section: 'configuration', tag_name: 'configuration', key_name: 'name', key_value: name });
const paramsOf = (node: Tree): Record<string, string> =>
  Object.fromEntries((node.param ?? []).map((param: Tree) => [param['@_name'], param['@_value']]));
const isNotFound = (section: Tree) =>
  section['@_name'] === 'result' && section.result['@_status'] === 'not found';

describe('switch configuration resources', () => {
  it('only the platform administrator reads or writes them', async () => {
    for (const route of ['var', 'sipProfile', 'gateway', 'mediasvr', 'node-remote']) {
      expect((await acme.call(`/${route}/page`, {})).status).toBe(403);
      expect((await admin.call(`/${route}/page`, {})).status).toBe(200);
    }
  });

  it('the seed holds the vars.xml defaults, the internal and external profiles and a trunk', async () => {
    const vars = await admin.ok<Page<GeneralVar>>('/var/page', { pageSize: 100 });
    expect(vars.records.find((row) => row.name === 'rtp_start_port')?.value).toBe('16384');
    const profiles = await admin.ok<Page<SipProfile>>('/sipProfile/page', {});
    expect(profiles.records.map((row) => row.name)).toEqual(['external', 'internal']);
    const gateways = await admin.ok<Page<Gateway>>('/gateway/page', {});
    const trunk = gateways.records.find((row) => row.name === 'carrier-trunk');
    expect(trunk?.hasPassword).toBe(true);
    // Write-only: the password is never answered.
    expect(JSON.stringify(gateways)).not.toContain('demo-trunk-secret');
  });

  it('validates known variables: ports, CIDRs, codecs and addresses, with the field named', async () => {
    const label = message('en', 'resources.generalVar.fields.value');
    const cases: [string, string, string][] = [
      ['rtp_end_port', '70000', 'validation.portInvalid'],
      ['office_cidr', '10.0.0.0/33', 'validation.cidrInvalid'],
      ['global_codec_prefs', 'OPUS,MP3', 'validation.codecListInvalid'],
      ['external_sip_ip', 'not a host', 'validation.addressInvalid'],
    ];
    for (const [name, value, key] of cases) {
      const refused = await admin.refused('/var/add', { name: `${name}`, value, category: 'network' });
      expect(refused.message).toContain(message('en', key, { field: label }));
    }
    const added = await admin.ok<GeneralVar>('/var/add', {
      name: 'office_cidr',
      value: '10.8.0.0/16, 10.9.0.0/16',
      category: 'network',
    });
    expect(added.value).toBe('10.8.0.0/16, 10.9.0.0/16');
    const taken = await admin.refused('/var/add', { name: 'office_cidr', value: '10.8.0.0/16' });
    expect(taken.message).toContain(
      message('en', 'resources.generalVar.nameTaken', { value: 'office_cidr' }),
    );
  });

  it('a profile refuses a bad port, unknown codecs and tls without TLS; its intent is recorded', async () => {
    const field = (name: string) => message('en', `resources.sipProfile.fields.${name}`);
    const badPort = await admin.refused('/sipProfile/add', { name: 'lab', sipPort: 0 });
    expect(badPort.message).toContain(message('en', 'validation.portInvalid', { field: field('sipPort') }));
    const badCodec = await admin.refused('/sipProfile/add', {
      name: 'lab',
      sipPort: 5090,
      codecs: 'OPUS,XYZ',
    });
    expect(badCodec.message).toContain(
      message('en', 'validation.codecListInvalid', { field: field('codecs') }),
    );
    const tls = await admin.refused('/sipProfile/add', { name: 'lab', sipPort: 5090, transports: 'udp,tls' });
    expect(tls.message).toContain(message('en', 'resources.sipProfile.tlsNeeded'));
    const portTaken = await admin.refused('/sipProfile/add', { name: 'lab', sipPort: 5060 });
    expect(portTaken.message).toContain(message('en', 'resources.sipProfile.portTaken', { value: '5060' }));

    const internal = (await admin.ok<Page<SipProfile>>('/sipProfile/page', { keyword: 'internal' }))
      .records[0]!;
    const intent = await admin.ok<{ intent: string; intentAt: number }>('/sipProfile/setIntent', {
      id: internal.id,
      intent: 'restart',
    });
    expect(intent.intent).toBe('restart');
    expect((await admin.ok<SipProfile>('/sipProfile/get', { id: internal.id })).intent).toBe('restart');
    expect((await acme.call('/sipProfile/setIntent', { id: internal.id, intent: 'stop' })).status).toBe(403);
  });

  it('a profile with gateways cannot be deleted; a registering gateway needs a username', async () => {
    const external = (await admin.ok<Page<SipProfile>>('/sipProfile/page', { keyword: 'external' }))
      .records[0]!;
    const noUser = await admin.refused('/gateway/add', {
      name: 'gw-nouser',
      profileId: external.id,
      realm: 'sip.example.org',
      register: true,
    });
    expect(noUser.message).toContain(message('en', 'resources.gateway.usernameForRegister'));
    const inUse = await admin.refused('/sipProfile/delete', { ids: [external.id] });
    expect(inUse.message).toContain(
      message('en', 'resources.gateway.profileInUse', { name: 'external', count: 1 }),
    );
  });

  it('a media server reports its heartbeat with its secret and shows online', async () => {
    const added = await admin.ok<MediaServer>('/mediasvr/add', {
      name: 'media-test-1',
      type: 'WebRTC',
      host: '10.1.2.3',
      port: 8443,
      secret: 'heartbeat-secret-1',
    });
    expect(added.state).toBe('offline');
    expect(added.hasSecret).toBe(true);
    const wrong = await t.client.call('POST', '/mediasvr/heartbeat', {
      body: { name: 'media-test-1', secret: 'nope' },
    });
    expect(wrong.envelope.code).not.toBe('0000');
    expect(wrong.envelope.message).toBe(message('zh_CN', 'resources.mediaServer.heartbeatRefused'));
    const beat = await t.client.call('POST', '/mediasvr/heartbeat', {
      body: { name: 'media-test-1', secret: 'heartbeat-secret-1' },
    });
    expect(beat.status).toBe(200);
    const after = await admin.ok<MediaServer>('/mediasvr/get', { id: added.id });
    expect(after.state).toBe('online');
    expect(after.lastHeartbeatAt).toBeGreaterThan(0);
  });

  it('a remote node link is probed over TCP: this server is up, a closed port is down', async () => {
    const port = Number(new URL(t.server.url).port);
    const up = await admin.ok<RemoteNode>('/node-remote/add', {
      name: 'probe-up',
      host: '127.0.0.1',
      port,
      transport: 'tcp',
    });
    const down = await admin.ok<RemoteNode>('/node-remote/add', {
      name: 'probe-down',
      host: '127.0.0.1',
      port: 1,
      transport: 'tcp',
    });
    const checked = await admin.ok<{ results: { id: string; linkState: string }[] }>('/node-remote/check', {
      ids: [up.id, down.id],
    });
    expect(Object.fromEntries(checked.results.map((row) => [row.id, row.linkState]))).toEqual({
      [up.id]: 'up',
      [down.id]: 'down',
    });
    expect((await admin.ok<RemoteNode>('/node-remote/get', { id: up.id })).linkState).toBe('up');
    await admin.ok('/node-remote/delete', { ids: [up.id, down.id] });
  });
});

describe('mod_xml_curl: POST /freeswitch/xml', () => {
  it('refuses a request without the switch credentials', async () => {
    const none = await switchPost(
      '/freeswitch/xml',
      'section=configuration',
      'application/x-www-form-urlencoded',
      '',
    );
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    const wrong = await switchPost(
      '/freeswitch/xml',
      'section=configuration',
      'application/x-www-form-urlencoded',
      basic('freeswitch', 'wrong'),
    );
    expect(wrong.status).toBe(401);
  });

  it('sofia.conf holds every enabled profile with its settings and its gateways', async () => {
    const external = (await admin.ok<Page<SipProfile>>('/sipProfile/page', { keyword: 'external' }))
      .records[0]!;
    const gateway = await admin.ok<Gateway>('/gateway/add', {
      name: 'gw-api-test',
      profileId: external.id,
      realm: 'trunk.example.org',
      proxy: '203.0.113.9',
      username: 'acct1',
      password: 'gw-secret-1',
      pingSeconds: 25,
    });
    const section = await configuration('sofia.conf');
    expect(section['@_name']).toBe('configuration');
    const conf = section.configuration;
    expect(conf['@_name']).toBe('sofia.conf');
    const profiles = conf.profiles.profile as Tree[];
    expect(profiles.map((profile) => profile['@_name']).sort()).toEqual(['external', 'internal']);
    const internal = paramsOf(profiles.find((profile) => profile['@_name'] === 'internal')!.settings);
    expect(internal['sip-port']).toBe('5060');
    expect(internal['auth-calls']).toBe('true');
    expect(internal['inbound-codec-prefs']).toBe('OPUS,G722,PCMU,PCMA');
    const externalNode = profiles.find((profile) => profile['@_name'] === 'external')!;
    const gateways = externalNode.gateways.gateway as Tree[];
    const rendered = gateways.find((node) => node['@_name'] === 'gw-api-test')!;
    expect(paramsOf(rendered)).toMatchObject({
      realm: 'trunk.example.org',
      proxy: '203.0.113.9',
      username: 'acct1',
      password: 'gw-secret-1',
      register: 'true',
      ping: '25',
    });
    // The remote platform becomes a cascade gateway of the external profile.
    expect(gateways.map((node) => node['@_name'])).toContain('cascade-north-platform');
    const cascade = gateways.find((node) => node['@_name'] === 'cascade-north-platform')!;
    expect(paramsOf(cascade).password).toBe('demo-cascade-secret');
    // At rest both passwords are sealed with GATEWAY_SECRET_KEY: the database alone does not give them away.
    const stored = await t.server.db
      .selectFrom('sip_gateways' as never)
      .select('password' as never)
      .where('name' as never, '=', 'gw-api-test' as never)
      .executeTakeFirstOrThrow();
    expect((stored as { password: string }).password).toMatch(/^enc:v1:/);
    expect((stored as { password: string }).password).not.toContain('gw-secret-1');
    const seededNode = (await t.server.db
      .selectFrom('remote_nodes' as never)
      .select('password' as never)
      .executeTakeFirstOrThrow()) as { password: string };
    expect(seededNode.password).toMatch(/^enc:v1:/);

    // A disabled gateway is not given to the switch.
    await admin.ok('/gateway/update', { id: gateway.id, enabled: false });
    const again = await configuration('sofia.conf');
    const names = (again.configuration.profiles.profile as Tree[])
      .flatMap((profile) => (profile.gateways?.gateway ?? []) as Tree[])
      .map((node) => node['@_name']);
    expect(names).not.toContain('gw-api-test');
    await admin.ok('/gateway/delete', { ids: [gateway.id] });
  });

  it('acl.conf, switch.conf, xml_cdr.conf follow the database and this server', async () => {
    const acl = (await configuration('acl.conf')).configuration;
    const lan = (acl['network-lists'].list as Tree[]).find((list) => list['@_name'] === 'lan')!;
    expect(lan['@_default']).toBe('deny');
    expect((lan.node as Tree[]).map((node) => node['@_cidr'])).toEqual(['192.168.0.0/16', '10.0.0.0/8']);
    const core = paramsOf((await configuration('switch.conf')).configuration.settings);
    expect(core['rtp-start-port']).toBe('16384');
    const cdr = paramsOf((await configuration('xml_cdr.conf')).configuration.settings);
    expect(cdr.url).toBe(`${t.server.url}/freeswitch/cdr`);
    expect(cdr.cred).toBe(`${DEV_FREESWITCH_USER}:${DEV_FREESWITCH_PASSWORD}`);
    expect(isNotFound(await configuration('verto.conf'))).toBe(true);
  });

  it('directory: an enabled extension of an active enterprise, with its a1-hash; others not found', async () => {
    const extension = (
      await acme.ok<Page<{ id: string; number: string }>>('/extension/page', { pageSize: 10 })
    ).records[0]!;
    const stored = (
      await t.server.db
        .selectFrom('extensions')
        .select('password')
        .where('id', '=', extension.id)
        .executeTakeFirstOrThrow()
    ).password;
    // Acme's SIP domain: its prefix under SIP_DOMAIN.
    const domain = `8001.${DEFAULT_SIP_DOMAIN}`;
    const section = await fetchXml({
      section: 'directory',
      tag_name: 'domain',
      key_name: 'name',
      key_value: domain,
      user: extension.number,
      domain,
      action: 'sip_auth',
    });
    expect(section['@_name']).toBe('directory');
    expect(section.domain['@_name']).toBe(domain);
    const user = section.domain.groups.group.users.user[0] as Tree;
    expect(user['@_id']).toBe(extension.number);
    // The seed's clear secrets were hashed at start; the switch gets the hash, never a password.
    expect(stored).toMatch(/^a1:[0-9a-f]{32}$/);
    expect(paramsOf(user.params)['a1-hash']).toBe(stored.slice(3));
    expect(paramsOf(user.params).password).toBeUndefined();
    const variables = Object.fromEntries(
      (user.variables.variable as Tree[]).map((v) => [v['@_name'], v['@_value']]),
    );
    expect(variables.user_context).toBe('8001');
    expect(variables.accountcode).toBe('8001');

    await acme.ok('/extension/update', { id: extension.id, enabled: false });
    expect(isNotFound(await fetchXml({ section: 'directory', user: extension.number, domain }))).toBe(true);
    await acme.ok('/extension/update', { id: extension.id, enabled: true });
    expect(isNotFound(await fetchXml({ section: 'directory', user: '8001999', domain }))).toBe(true);
  });

  it('dialplan: an enterprise context reaches its extensions and the cascade prefixes; public hands over', async () => {
    const section = await fetchXml({
      section: 'dialplan',
      'Caller-Context': '8001',
      'Caller-Destination-Number': '8001001',
    });
    const context = section.context;
    expect(context['@_name']).toBe('8001');
    const local = (context.extension as Tree[]).find((extension) => extension['@_name'] === 'local-8001')!;
    expect(new RegExp(local.condition['@_expression']).test('8001001')).toBe(true);
    expect((local.condition.action as Tree[]).at(-1)).toMatchObject({
      '@_application': 'bridge',
      '@_data': 'user/$1@${domain_name}',
    });
    const cascade = (context.extension as Tree[]).find(
      (extension) => extension['@_name'] === 'cascade-north-platform',
    )!;
    expect(new RegExp(cascade.condition['@_expression']).test('9001123')).toBe(true);
    const pub = await fetchXml({ section: 'dialplan', 'Caller-Context': 'public' });
    expect((pub.context.extension as Tree[]).map((extension) => extension['@_name'])).toContain(
      'public-8001',
    );
    expect(isNotFound(await fetchXml({ section: 'dialplan', 'Caller-Context': 'nobody' }))).toBe(true);
  });
});

describe('mod_xml_cdr: POST /freeswitch/cdr', () => {
  it('a posted CDR (form-encoded or raw) becomes a call record of its enterprise; an unplaceable one a dead letter', async () => {
    const start = Math.floor(Date.now() / 1000) - 120;
    const answered = xmlCdr({
      uuid: 'a1b2c3d4-0001',
      caller: '8001001',
      callerName: 'Dispatcher Wang',
      destination: '8001002',
      accountCode: '8001',
      context: '8001',
      startEpoch: start,
      answered: true,
      billsec: 47,
      hangupCause: 'NORMAL_CLEARING',
    });
    const form = await switchPost(
      '/freeswitch/cdr',
      new URLSearchParams({ cdr: answered }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(200);
    expect(form.text).toBe('stored');
    const busy = xmlCdr({
      uuid: 'a1b2c3d4-0002',
      caller: '8001003',
      callerName: 'Busy Line Tester',
      destination: '8001004',
      accountCode: '',
      context: 'default',
      startEpoch: start + 10,
      answered: false,
      billsec: 0,
      hangupCause: 'USER_BUSY',
    });
    expect((await switchPost('/freeswitch/cdr', busy, 'text/xml')).text).toBe('stored');

    const records = await acme.ok<Page<CallRecord>>('/cdr/page', {
      keyword: 'Dispatcher Wang',
      pageSize: 10,
    });
    const record = records.records.find((row) => row.callerNumber === '8001001' && row.billedSec === 47);
    expect(record).toMatchObject({
      callerName: 'Dispatcher Wang',
      calleeNumber: '8001002',
      status: 'answered',
      direction: 'internal',
    });
    const busyRecords = await acme.ok<Page<CallRecord>>('/cdr/page', {
      keyword: 'Busy Line Tester',
      pageSize: 10,
    });
    expect(
      busyRecords.records.filter((row) => row.calleeNumber === '8001004').map((row) => row.status),
    ).toContain('busy');

    const stranger = xmlCdr({
      uuid: 'a1b2c3d4-0003',
      caller: '5550001',
      callerName: 'x',
      destination: '5550002',
      accountCode: '',
      context: 'public',
      startEpoch: start,
      answered: true,
      billsec: 3,
      hangupCause: 'NORMAL_CLEARING',
    });
    expect((await switchPost('/freeswitch/cdr', stranger, 'application/xml')).text).toBe('kept');
    expect((await switchPost('/freeswitch/cdr', '<cdr><variables>', 'text/xml')).text).toBe('kept');
    const letters = await t.server.db
      .selectFrom('cdr_dead_letters' as never)
      .selectAll()
      .execute();
    expect(letters.length).toBeGreaterThanOrEqual(2);
  });
});

describe('signalling files (<sip-file-tree>)', () => {
  const VERTO = (port: number) => `<?xml version="1.0"?>
<configuration name="verto.conf" description="HTML5 Verto Endpoint">
  <settings><param name="debug" value="0"/></settings>
  <profiles><profile name="default-v4"><param name="bind-local" value="0.0.0.0:${port}"/></profile></profiles>
</configuration>
`;

  it('lists the generated files, each rendered as the switch gets it, secrets masked', async () => {
    const { files } = await admin.ok<{ files: { path: string; kind: string }[] }>('/sipAdvance/files');
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'vars.xml',
        'autoload_configs/sofia.conf.xml',
        'autoload_configs/acl.conf.xml',
        'autoload_configs/switch.conf.xml',
        'autoload_configs/xml_cdr.conf.xml',
        'autoload_configs/xml_curl.conf.xml',
        'sip_profiles/internal.xml',
        'sip_profiles/external/carrier-trunk.xml',
        'directory/8001.xml',
        'dialplan/8001.xml',
        'dialplan/public.xml',
      ]),
    );
    const sofia = await admin.ok<{ content: string }>('/sipAdvance/file', {
      path: 'autoload_configs/sofia.conf.xml',
    });
    const tree = xmlParser.parse(sofia.content) as Tree;
    expect(tree.configuration['@_name']).toBe('sofia.conf');
    expect(sofia.content).toContain('<gateway name="carrier-trunk">');
    expect(sofia.content).not.toContain('demo-trunk-secret');
    expect(sofia.content).toContain('<param name="password" value="********"/>');
    const directory = await admin.ok<{ content: string }>('/sipAdvance/file', { path: 'directory/8001.xml' });
    expect(directory.content).toContain('<user id="8001001">');
    expect(directory.content).not.toMatch(/name="(?:password|a1-hash)" value="(?!\*{8})/);
    expect(directory.content).toContain('<param name="a1-hash" value="********"/>');
    expect((await acme.call('/sipAdvance/files', {})).status).toBe(403);
    const missing = await admin.refused('/sipAdvance/file', { path: 'autoload_configs/nothing.conf.xml' });
    expect(missing.message).toBe(
      message('en', 'resources.switchFile.missing', { path: 'autoload_configs/nothing.conf.xml' }),
    );
  });

  it('an override must be well formed (refused with the line) and rooted at its configuration', async () => {
    const broken = await admin.refused('/sipAdvance/saveOverride', {
      name: 'verto.conf',
      content:
        '<configuration name="verto.conf">\n  <settings>\n    <param name="debug" value="0">\n  </settings>\n</configuration>',
      baseVersion: null,
    });
    expect(broken.message).toMatch(/line 4/);
    const wrongRoot = await admin.refused('/sipAdvance/saveOverride', {
      name: 'verto.conf',
      content: '<configuration name="other.conf"/>',
      baseVersion: null,
    });
    expect(wrongRoot.message).toContain('verto.conf');
  });

  it('an override is versioned, answered to the switch instead of the generated file, rolled back and deleted', async () => {
    expect(
      (
        await admin.ok<{ version: number }>('/sipAdvance/saveOverride', {
          name: 'verto.conf',
          content: VERTO(8081),
          baseVersion: null,
        })
      ).version,
    ).toBe(1);
    const second = await admin.ok<{ version: number }>('/sipAdvance/saveOverride', {
      name: 'verto.conf',
      content: VERTO(8082),
      baseVersion: 1,
    });
    expect(second.version).toBe(2);
    const stale = await admin.refused('/sipAdvance/saveOverride', {
      name: 'verto.conf',
      content: VERTO(8083),
      baseVersion: 1,
    });
    expect(stale.message).toBe(
      message('en', 'resources.switchFile.stale', { path: 'overrides/verto.conf.xml', version: 2 }),
    );

    const served = await configuration('verto.conf');
    expect(served.configuration['@_name']).toBe('verto.conf');
    expect(JSON.stringify(served)).toContain('0.0.0.0:8082');

    const history = await admin.ok<{ versions: { version: number; savedBy: string }[] }>(
      '/sipAdvance/history',
      { name: 'verto.conf' },
    );
    expect(history.versions.map((row) => row.version)).toEqual([2, 1]);
    expect(history.versions[0]?.savedBy).toBe('admin');
    expect(
      (await admin.ok<{ version: number }>('/sipAdvance/rollback', { name: 'verto.conf', version: 1 }))
        .version,
    ).toBe(3);
    expect(
      (await admin.ok<{ content: string }>('/sipAdvance/file', { path: 'overrides/verto.conf.xml' })).content,
    ).toContain('8081');
    expect(JSON.stringify(await configuration('verto.conf'))).toContain('0.0.0.0:8081');

    await admin.ok('/sipAdvance/deleteOverride', { name: 'verto.conf' });
    expect(isNotFound(await configuration('verto.conf'))).toBe(true);
  });
});

describe('routes (<dialplan-list>) and the route tester', () => {
  it('validates conditions and actions, orders a context, renders it and tests it by the same rules', async () => {
    const field = (name: string) => message('en', `resources.dialplan.fields.${name}`);
    const badRegex = await admin.refused('/dialplan/add', {
      context: '8001',
      name: 'bad',
      conditions: 'destination_number ^(1',
      actions: 'answer',
    });
    expect(badRegex.message).toContain(
      message('en', 'validation.dialConditions', { field: field('conditions') }),
    );
    const badAction = await admin.refused('/dialplan/add', {
      context: '8001',
      name: 'bad',
      conditions: 'destination_number ^1$',
      actions: 'Not An App',
    });
    expect(badAction.message).toContain(message('en', 'validation.dialActions', { field: field('actions') }));

    const night = await admin.ok<{ id: string; position: number }>('/dialplan/add', {
      context: '8001',
      name: 'night-desk',
      conditions: 'destination_number ^(800)$\ncaller_id_number ^8001',
      actions: 'set dc_route=night\nbridge user/8001001@${domain_name}',
      antiActions: 'log INFO not the night desk',
    });
    const operator = await admin.ok<{ id: string; position: number }>('/dialplan/add', {
      context: '8001',
      name: 'operator',
      conditions: 'destination_number ^(0|800)$',
      actions: 'transfer 8001002 XML 8001',
    });
    expect(operator.position).toBe(night.position + 1);

    // The tester: an internal caller reaches the night desk first; its captured number fills $1.
    const inside = await admin.ok<{
      matched: string;
      steps: { extension: string; matched: boolean; actions: { application: string; data: string }[] }[];
    }>('/dialplan/test', { context: '8001', destination: '800', caller: '8001005' });
    expect(inside.matched).toBe('night-desk');
    expect(inside.steps).toHaveLength(1);
    expect(inside.steps[0]?.actions.map((a) => a.application)).toEqual(['set', 'bridge']);
    // An outside caller fails the second condition: the anti-action is listed, then the operator matches.
    const outside = await admin.ok<{
      matched: string;
      steps: { extension: string; matched: boolean; actions: { data: string }[] }[];
    }>('/dialplan/test', { context: '8001', destination: '800', caller: '13900000000' });
    expect(outside.steps.map((step) => [step.extension, step.matched])).toEqual([
      ['night-desk', false],
      ['operator', true],
    ]);
    expect(outside.steps[0]?.actions[0]?.data).toBe('INFO not the night desk');
    // A number of the enterprise falls through to the built-in local route.
    const local = await admin.ok<{ matched: string }>('/dialplan/test', {
      context: '8001',
      destination: '8001003',
      caller: '8001001',
    });
    expect(local.matched).toBe('local-8001');

    // Reordered, the operator comes first: the XML the switch fetches has the same order.
    const refusedOrder = await admin.refused('/dialplan/reorder', { context: '8001', ids: [operator.id] });
    expect(refusedOrder.message).toBe(
      message('en', 'resources.dialplan.reorderMismatch', { context: '8001' }),
    );
    await admin.ok('/dialplan/reorder', { context: '8001', ids: [operator.id, night.id] });
    expect(
      (
        await admin.ok<{ matched: string }>('/dialplan/test', {
          context: '8001',
          destination: '800',
          caller: '8001005',
        })
      ).matched,
    ).toBe('operator');
    const section = await fetchXml({ section: 'dialplan', 'Caller-Context': '8001' });
    const extensions = section.context.extension as Tree[];
    expect(extensions.slice(0, 3).map((extension) => extension['@_name'])).toEqual([
      'operator',
      'night-desk',
      'local-8001',
    ]);
    const nightXml = extensions[1]!;
    const conditions = Array.isArray(nightXml.condition) ? nightXml.condition : [nightXml.condition];
    expect(conditions[0]['@_break']).toBe('on-false');
    expect(conditions[1]['anti-action']).toBeTruthy();
    await admin.ok('/dialplan/delete', { ids: [night.id, operator.id] });
  });
});

describe('signalling config (<sip-acl-config>)', () => {
  it('answers the five sections and the switch credentials; a saved section shapes the generated files', async () => {
    const current = await admin.ok<{ sections: Record<string, unknown>; credentials: { user: string } }>(
      '/sipacl/get',
    );
    expect(Object.keys(current.sections).sort()).toEqual(['acl', 'core', 'lans', 'xmlCdr', 'xmlCurl']);
    expect(current.credentials.user).toBe(DEV_FREESWITCH_USER);

    await admin.ok('/sipacl/update', {
      section: 'acl',
      value: [
        {
          name: 'trunks',
          default: 'deny',
          nodes: [
            { type: 'allow', kind: 'host', value: '203.0.113.7' },
            { type: 'allow', kind: 'cidr', value: '198.51.100.0/24' },
          ],
        },
      ],
    });
    await admin.ok('/sipacl/update', {
      section: 'lans',
      value: [{ name: 'hq', cidr: '172.20.0.0/16', description: 'Head office' }],
    });
    await admin.ok('/sipacl/update', {
      section: 'core',
      value: {
        maxSessions: 2500,
        sessionsPerSecond: 60,
        rtpStartPort: 20000,
        rtpEndPort: 30000,
        logLevel: 'notice',
        minIdleCpu: 10,
      },
    });
    await admin.ok('/sipacl/update', {
      section: 'xmlCurl',
      value: {
        url: 'https://console.example.net/freeswitch/xml',
        bindings: ['directory', 'dialplan'],
        timeoutSeconds: 5,
        disable100Continue: true,
      },
    });

    const lists = (await configuration('acl.conf')).configuration['network-lists'].list as Tree[];
    const byName = Object.fromEntries(lists.map((list) => [list['@_name'], list]));
    expect((byName.lan.node as Tree[]).map((node) => node['@_cidr'])).toEqual(['172.20.0.0/16']);
    expect(byName.trunks['@_default']).toBe('deny');
    expect(byName.trunks.node).toEqual([
      { '@_type': 'allow', '@_host': '203.0.113.7', '@_mask': '32' },
      { '@_type': 'allow', '@_cidr': '198.51.100.0/24' },
    ]);
    const core = paramsOf((await configuration('switch.conf')).configuration.settings);
    expect(core).toMatchObject({ 'max-sessions': '2500', 'rtp-start-port': '20000', loglevel: 'notice' });
    const curl = paramsOf((await configuration('xml_curl.conf')).configuration.bindings.binding);
    expect(curl).toMatchObject({
      'gateway-url': 'https://console.example.net/freeswitch/xml',
      bindings: 'directory|dialplan',
      timeout: '5',
    });
  });

  it('refuses bad CIDRs, hosts, URLs and port ranges with the field named; only ADMIN', async () => {
    const cidr = await admin.refused('/sipacl/update', {
      section: 'lans',
      value: [{ name: 'x', cidr: '10.0.0.0/40', description: '' }],
    });
    expect(cidr.message).toContain(
      message('en', 'validation.cidrInvalid', {
        field: `${message('en', 'resources.switchSections.fields.cidr')} (1)`,
      }),
    );
    const node = await admin.refused('/sipacl/update', {
      section: 'acl',
      value: [{ name: 'x', default: 'deny', nodes: [{ type: 'allow', kind: 'cidr', value: '1.2.3.4' }] }],
    });
    expect(node.message).toContain(
      message('en', 'validation.aclNode', {
        field: `${message('en', 'resources.switchSections.fields.value')} (1.1)`,
      }),
    );
    const range = await admin.refused('/sipacl/update', {
      section: 'core',
      value: {
        maxSessions: 10,
        sessionsPerSecond: 1,
        rtpStartPort: 30000,
        rtpEndPort: 20000,
        logLevel: 'info',
        minIdleCpu: 0,
      },
    });
    expect(range.message).toContain(
      message('en', 'validation.rtpRange', {
        field: message('en', 'resources.switchSections.fields.rtpEndPort'),
      }),
    );
    const url = await admin.refused('/sipacl/update', {
      section: 'xmlCdr',
      value: {
        url: 'mailto:x',
        retries: 1,
        delaySeconds: 5,
        logBLeg: false,
        prefixALeg: true,
        encode: 'true',
      },
    });
    expect(url.message).toContain(
      message('en', 'validation.urlInvalid', { field: message('en', 'resources.switchSections.fields.url') }),
    );
    expect((await acme.call('/sipacl/get', {})).status).toBe(403);
  });
});

describe('the dashboard hears the switch', () => {
  it('once the switch has called, the platform shows the SIP server and soft switch running and counts dead letters', async () => {
    await configuration('sofia.conf');
    await switchPost('/freeswitch/cdr', '<cdr><variables></variables></cdr>', 'text/xml');
    const figures = await admin.ok<{
      services: { sip: string; softSwitch: string };
      switchBackend: { lastContactAt: number; deadLetters: number };
    }>('/monitor/overview');
    expect(figures.services.sip).toBe('running');
    expect(figures.services.softSwitch).toBe('running');
    expect(figures.switchBackend.lastContactAt).toBeGreaterThan(Date.now() - 60_000);
    expect(figures.switchBackend.deadLetters).toBeGreaterThanOrEqual(1);
    const enterprise = await acme.ok<{ switchBackend: unknown }>('/monitor/overview');
    expect(enterprise.switchBackend).toBeNull();
  });
});
