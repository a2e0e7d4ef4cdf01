import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIP_DOMAIN, DEV_FREESWITCH_PASSWORD, DEV_FREESWITCH_USER } from '../../../server/config';
import type { CallRecord } from '../../../src/contract/calldata';
import type { Gateway, SipProfile } from '../../../src/contract/switch';
import type { Page, ResourceSession } from '../resources/resourceClient';
import type { TestServer } from '../support/testServer';
import { xmlCdr } from './fixtures';
import {
  basic,
  configuration,
  fetchXml,
  isNotFound,
  paramsOf,
  startSwitchServer,
  switchPost,
  type Tree,
} from './switchServer';

/*
 * The two URLs a FreeSWITCH fetches from: mod_xml_curl's configuration/directory/dialplan answers, parsed and
 * checked against what the database holds, and mod_xml_cdr's posts becoming call records (or dead letters);
 * the dashboard then shows the switch running.
 */

let t: TestServer, admin: ResourceSession, acme: ResourceSession;
beforeAll(async () => {
  ({ t, admin, acme } = await startSwitchServer());
});
afterAll(async () => t?.stop());

describe('mod_xml_curl: POST /freeswitch/xml', () => {
  it('refuses a request without the switch credentials', async () => {
    const none = await switchPost(
      t,
      '/freeswitch/xml',
      'section=configuration',
      'application/x-www-form-urlencoded',
      '',
    );
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    const wrong = await switchPost(
      t,
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
    const section = await configuration(t, 'sofia.conf');
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
    const again = await configuration(t, 'sofia.conf');
    const names = (again.configuration.profiles.profile as Tree[])
      .flatMap((profile) => (profile.gateways?.gateway ?? []) as Tree[])
      .map((node) => node['@_name']);
    expect(names).not.toContain('gw-api-test');
    await admin.ok('/gateway/delete', { ids: [gateway.id] });
  });

  it('acl.conf, switch.conf, xml_cdr.conf follow the database and this server', async () => {
    const acl = (await configuration(t, 'acl.conf')).configuration;
    const lan = (acl['network-lists'].list as Tree[]).find((list) => list['@_name'] === 'lan')!;
    expect(lan['@_default']).toBe('deny');
    expect((lan.node as Tree[]).map((node) => node['@_cidr'])).toEqual(['192.168.0.0/16', '10.0.0.0/8']);
    const core = paramsOf((await configuration(t, 'switch.conf')).configuration.settings);
    expect(core['rtp-start-port']).toBe('16384');
    const cdr = paramsOf((await configuration(t, 'xml_cdr.conf')).configuration.settings);
    expect(cdr.url).toBe(`${t.server.url}/freeswitch/cdr`);
    expect(cdr.cred).toBe(`${DEV_FREESWITCH_USER}:${DEV_FREESWITCH_PASSWORD}`);
    expect(isNotFound(await configuration(t, 'verto.conf'))).toBe(true);
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
    const section = await fetchXml(t, {
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
    expect(isNotFound(await fetchXml(t, { section: 'directory', user: extension.number, domain }))).toBe(
      true,
    );
    await acme.ok('/extension/update', { id: extension.id, enabled: true });
    expect(isNotFound(await fetchXml(t, { section: 'directory', user: '8001999', domain }))).toBe(true);
  });

  it('dialplan: an enterprise context reaches its extensions and the cascade prefixes; public hands over', async () => {
    const section = await fetchXml(t, {
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
    const pub = await fetchXml(t, { section: 'dialplan', 'Caller-Context': 'public' });
    expect((pub.context.extension as Tree[]).map((extension) => extension['@_name'])).toContain(
      'public-8001',
    );
    expect(isNotFound(await fetchXml(t, { section: 'dialplan', 'Caller-Context': 'nobody' }))).toBe(true);
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
      t,
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
    expect((await switchPost(t, '/freeswitch/cdr', busy, 'text/xml')).text).toBe('stored');

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
    expect((await switchPost(t, '/freeswitch/cdr', stranger, 'application/xml')).text).toBe('kept');
    expect((await switchPost(t, '/freeswitch/cdr', '<cdr><variables>', 'text/xml')).text).toBe('kept');
    const letters = await t.server.db
      .selectFrom('cdr_dead_letters' as never)
      .selectAll()
      .execute();
    expect(letters.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the dashboard hears the switch', () => {
  it('once the switch has called, the platform shows the SIP server and soft switch running and counts dead letters', async () => {
    await configuration(t, 'sofia.conf');
    await switchPost(t, '/freeswitch/cdr', '<cdr><variables></variables></cdr>', 'text/xml');
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
