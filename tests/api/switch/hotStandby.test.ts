import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotStandbyStatus } from '../../../src/contract/switch/hotStandby';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<hot-standby-config>`: two servers, each a real node with its own database; each probes the
 * other's /healthz over HTTP. Roles, a split brain, an unreachable peer, validation, ADMIN only.
 */

let first: TestServer;
let second: TestServer;
let adminFirst: ResourceSession;
let adminSecond: ResourceSession;

beforeAll(async () => {
  [first, second] = await Promise.all([startTestServer(), startTestServer()]);
  [adminFirst, adminSecond] = await Promise.all([signIn(first, 'admin'), signIn(second, 'admin')]);
});
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const settings = (peerUrl: string, role: 'primary' | 'standby') => ({
  role,
  peerUrl,
  virtualIp: '10.0.0.100',
  heartbeatSeconds: 5,
  failoverAfter: 3,
});

describe('hot standby', () => {
  it('/healthz says what a node is, without a session', async () => {
    const response = await fetch(`${first.server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', role: 'primary' });
  });

  it('a primary sees its standby peer healthy; two primaries are a split brain', async () => {
    await adminSecond.ok('/backup/update', settings(first.server.url, 'standby'));
    const status = await adminFirst.ok<HotStandbyStatus>(
      '/backup/update',
      settings(second.server.url, 'primary'),
    );
    expect(status.peer.state).toBe('healthy');
    expect(status.peer.health?.role).toBe('standby');
    expect(status.peer.roleConflict).toBe(false);
    expect(status.peer.latencyMs).toBeGreaterThanOrEqual(0);
    expect(status.settings.virtualIp).toBe('10.0.0.100');

    await adminSecond.ok('/backup/update', settings(first.server.url, 'primary'));
    const conflict = await adminFirst.ok<HotStandbyStatus>('/backup/get');
    expect(conflict.peer.roleConflict).toBe(true);
    expect(conflict.replication.engine).toBe(first.server.engine === 'postgres' ? 'postgres' : 'sqlite');
  });

  it('a peer that does not answer is unreachable, with the reason', async () => {
    const status = await adminFirst.ok<HotStandbyStatus>(
      '/backup/update',
      settings('http://127.0.0.1:1', 'primary'),
    );
    expect(status.peer.state).toBe('unreachable');
    expect(status.peer.error).not.toBe('');
  });

  it('validates the peer address and virtual IP; only the platform administrator may read or change it', async () => {
    const label = (field: string) => message('en', `resources.hotStandby.fields.${field}`);
    const bad = await adminFirst.refused('/backup/update', {
      ...settings('ftp://peer', 'primary'),
      virtualIp: '300.1.1.1',
    });
    expect(bad.message).toContain(message('en', 'validation.urlInvalid', { field: label('peerUrl') }));
    expect(bad.message).toContain(message('en', 'validation.ipInvalid', { field: label('virtualIp') }));
    const acme = await signIn(first, 'acme');
    expect((await acme.call('/backup/get', {})).status).toBe(403);
  });
});
