import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MonitorFigures, monitorFiguresSchema } from '../../../src/contract/monitor';
import { startTestServer, type TestServer } from '../support/testServer';
import { runningMonitor } from './monitorOfServer';
import { type Connection, connectSocket } from './socketClient';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

async function enterpriseIdOf(prefix: string): Promise<string> {
  const row = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', prefix)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function openDashboard(name: string): Promise<Connection> {
  const token = await t.login(name);
  const connection = await connectSocket(t.server.wsUrl, token);
  await connection.nextOf('hello');
  // The dashboard asks for its figures on mount: from then on its scope is pushed to.
  const result = await t.client.call('POST', '/monitor/overview', { token });
  expect(result.envelope.code).toBe('0000');
  return connection;
}

function monitorMessages(connection: Connection): MonitorFigures[] {
  return connection.received
    .filter((message) => message.topic === 'monitor')
    .map((message) => monitorFiguresSchema.parse(message.data));
}

describe('the `monitor` push over the WebSocket', () => {
  it('a tenant that never opened the dashboard gets no `monitor` traffic', async () => {
    const globexId = await enterpriseIdOf('8002');
    const quiet = await connectSocket(t.server.wsUrl, await t.login('globex'));
    await quiet.nextOf('hello');
    await runningMonitor(t).tick();
    // Messages on a socket keep their order: once this marker arrives, anything the tick sent has too.
    t.server.publish('marker', {}, { enterpriseId: globexId });
    await quiet.nextOf('marker');
    expect(quiet.received.map((message) => message.topic)).toEqual(['hello', 'marker']);
    quiet.close();
  });

  it('each tenant receives its own figures only: acme never sees globex and the reverse', async () => {
    const acmeId = await enterpriseIdOf('8001');
    const globexId = await enterpriseIdOf('8002');
    const acme = await openDashboard('acme');
    const globex = await openDashboard('globex');
    const admin = await openDashboard('admin');

    await runningMonitor(t).tick();
    await runningMonitor(t).tick();
    const [acmeFigures, globexFigures, adminFigures] = await Promise.all([
      acme.nextOf('monitor'),
      globex.nextOf('monitor'),
      admin.nextOf('monitor'),
    ]);
    expect((acmeFigures.data as MonitorFigures).enterpriseId).toBe(acmeId);
    expect((globexFigures.data as MonitorFigures).enterpriseId).toBe(globexId);
    expect((adminFigures.data as MonitorFigures).scope).toBe('platform');

    for (const figures of monitorMessages(acme)) {
      expect(figures.enterpriseId).toBe(acmeId);
      expect(figures.enterprise?.name).toBe('Acme Logistics');
    }
    for (const figures of monitorMessages(globex)) {
      expect(figures.enterpriseId).toBe(globexId);
      expect(figures.enterprise?.name).toBe('Globex Security');
    }
    for (const figures of monitorMessages(admin)) expect(figures.enterpriseId).toBeNull();
    for (const connection of [acme, globex, admin]) connection.close();
  });

  it('a pushed message carries the figures the overview answers, schema-valid', async () => {
    const acme = await openDashboard('acme');
    await runningMonitor(t).tick();
    const message = await acme.nextOf('monitor');
    const figures = monitorFiguresSchema.parse(message.data);
    expect(figures.host.cpuPercent).toBeGreaterThanOrEqual(0);
    // The machine's identity is the platform administrator's only.
    expect(figures.host).not.toHaveProperty('cores');
    expect(figures.onlineUsers).toBeGreaterThanOrEqual(1);
    acme.close();
  });

  it('the sockets of a scope without live sessions stop being pushed to', async () => {
    const acme = await openDashboard('acme');
    const acmeId = await enterpriseIdOf('8001');
    expect(runningMonitor(t).isWatched(acmeId)).toBe(true);
    // Every Acme session ends (e.g. idle expiry): the next tick forgets the scope.
    await t.server.db
      .deleteFrom('sessions')
      .where('account_id', 'in', (eb) =>
        eb.selectFrom('accounts').select('id').where('enterprise_id', '=', acmeId),
      )
      .execute();
    await runningMonitor(t).tick();
    expect(runningMonitor(t).isWatched(acmeId)).toBe(false);
    acme.close();
  });

  it('a bad token is refused with HTTP 401', async () => {
    await expect(connectSocket(t.server.wsUrl, 'not-a-token')).rejects.toThrow('HTTP 401');
  });
});
