import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway, GeneralVar, MediaServer, RemoteNode, SipProfile } from '../../../src/contract/switch';
import type { Page, ResourceSession } from '../resources/resourceClient';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { startSwitchServer } from './switchServer';

/*
 * The switch configuration as platform resources (ADMIN only): variables, SIP profiles, gateways, media
 * servers and remote nodes, their validation and the states they report.
 */

let t: TestServer, admin: ResourceSession, acme: ResourceSession;
beforeAll(async () => {
  ({ t, admin, acme } = await startSwitchServer());
});
afterAll(async () => t?.stop());

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
