import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceSession } from '../resources/resourceClient';
import { message } from '../support/messages';
import type { TestServer } from '../support/testServer';
import { configuration, isNotFound, startSwitchServer, type Tree, xmlParser } from './switchServer';

/*
 * The generated signalling files (<sip-file-tree>): each rendered as the switch gets it, secrets masked, and
 * overrides that are checked, versioned, served instead of the generated file, rolled back and deleted.
 */

let t: TestServer, admin: ResourceSession, acme: ResourceSession;
beforeAll(async () => {
  ({ t, admin, acme } = await startSwitchServer());
});
afterAll(async () => t?.stop());

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

    const served = await configuration(t, 'verto.conf');
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
    expect(JSON.stringify(await configuration(t, 'verto.conf'))).toContain('0.0.0.0:8081');

    await admin.ok('/sipAdvance/deleteOverride', { name: 'verto.conf' });
    expect(isNotFound(await configuration(t, 'verto.conf'))).toBe(true);
  });
});
