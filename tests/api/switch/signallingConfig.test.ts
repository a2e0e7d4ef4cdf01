import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FREESWITCH_USER } from '../../../server/config';
import type { ResourceSession } from '../resources/resourceClient';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { configuration, paramsOf, startSwitchServer, type Tree } from './switchServer';

/*
 * The signalling config (<sip-acl-config>): its five sections and the switch credentials; a saved section
 * shapes the generated files; bad CIDRs, hosts, URLs and port ranges are refused with the field named.
 */

let t: TestServer, admin: ResourceSession, acme: ResourceSession;
beforeAll(async () => {
  ({ t, admin, acme } = await startSwitchServer());
});
afterAll(async () => t?.stop());

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

    const lists = (await configuration(t, 'acl.conf')).configuration['network-lists'].list as Tree[];
    const byName = Object.fromEntries(lists.map((list) => [list['@_name'], list]));
    expect((byName.lan.node as Tree[]).map((node) => node['@_cidr'])).toEqual(['172.20.0.0/16']);
    expect(byName.trunks['@_default']).toBe('deny');
    expect(byName.trunks.node).toEqual([
      { '@_type': 'allow', '@_host': '203.0.113.7', '@_mask': '32' },
      { '@_type': 'allow', '@_cidr': '198.51.100.0/24' },
    ]);
    const core = paramsOf((await configuration(t, 'switch.conf')).configuration.settings);
    expect(core).toMatchObject({ 'max-sessions': '2500', 'rtp-start-port': '20000', loglevel: 'notice' });
    const curl = paramsOf((await configuration(t, 'xml_curl.conf')).configuration.bindings.binding);
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
