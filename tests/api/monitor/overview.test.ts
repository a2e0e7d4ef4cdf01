import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MonitorFigures, monitorFiguresSchema } from '../../../src/contract/monitor';
import { ACME, GLOBEX } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/testServer';
import { runningMonitor } from './monitorOfServer';

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['admin', 'acme', 'acme-ops', 'globex', 'agency']) tokens[name] = await t.login(name);
});
afterAll(async () => t?.stop());

async function call(path: string, token: string, body?: unknown) {
  return t.client.call('POST', path, { token, body });
}

async function overview(name: string): Promise<MonitorFigures> {
  const result = await call('/monitor/overview', tokens[name]);
  expect(result.envelope.code, result.envelope.message).toBe('0000');
  return monitorFiguresSchema.parse(result.data);
}

async function enterpriseIdOf(prefix: string): Promise<string> {
  const row = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', prefix)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('/monitor/overview (docs/behaviour.md#screens-and-routes dashboard widgets)', () => {
  it('ADMIN sees the platform: every enterprise, every member, no enterprise info', async () => {
    const figures = await overview('admin');
    const members = await t.server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(figures.scope).toBe('platform');
    expect(figures.enterpriseId).toBeNull();
    expect(figures.enterprise).toBeNull();
    expect(figures.organisation.members).toBe(Number(members.n));
    expect(figures.organisation.enterprises).toBeGreaterThanOrEqual(2);
  });

  it('an enterprise sees its own figures only, with its name and licence use', async () => {
    const acmeId = await enterpriseIdOf(ACME.prefix);
    const figures = await overview('acme');
    const members = await t.server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('enterprise_id', '=', acmeId)
      .executeTakeFirstOrThrow();
    expect(figures.scope).toBe('enterprise');
    expect(figures.enterpriseId).toBe(acmeId);
    expect(figures.enterprise).toMatchObject({ id: acmeId, name: ACME.name, prefix: ACME.prefix });
    expect(figures.organisation.members).toBe(Number(members.n));
    expect(figures.enterprise?.members?.used).toBe(Number(members.n));
    expect(figures.organisation.enterprises).toBe(1);

    const globex = await overview('globex');
    expect(globex.enterprise?.name).toBe(GLOBEX.name);
    expect(globex.organisation.members).not.toBe(figures.organisation.members);
  });

  it('a sub-user sees the overview of its enterprise without any permit (docs/behaviour.md#validation: overview always visible)', async () => {
    const figures = await overview('acme-ops');
    expect(figures.enterpriseId).toBe(await enterpriseIdOf(ACME.prefix));
  });

  it('online users are the live sessions of the scope', async () => {
    const acme = await overview('acme');
    // acme and acme-ops are signed in for Acme; the platform counts every signed-in account.
    expect(acme.onlineUsers).toBe(2);
    expect((await overview('admin')).onlineUsers).toBeGreaterThanOrEqual(5);
  });

  it('host figures come from the operating system', async () => {
    const { host } = await overview('admin');
    expect(host.cores).toBeGreaterThan(0);
    expect(host.memory.totalBytes).toBeGreaterThan(host.memory.usedBytes);
    expect(host.memory.usedBytes).toBeGreaterThan(0);
    expect(host.runtime.heapUsedBytes).toBeGreaterThan(0);
    expect(host.disk?.totalBytes ?? 1).toBeGreaterThan(0);
  });

  it('devices, dispatch consoles and downloads are counted from the organisation tables', async () => {
    const acmeId = await enterpriseIdOf(ACME.prefix);
    const { counters } = await overview('acme');
    const dispatchers = await t.server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('enterprise_id', '=', acmeId)
      .where('app_role', '=', 'dispatcher')
      .executeTakeFirstOrThrow();
    expect(counters.dispatchConsoles).toBe(Number(dispatchers.n));
    expect(counters.devices).toBeGreaterThan(0);
    expect(counters.cameras!.total).toBe(counters.cameras!.rtsp + counters.cameras!.onvif);
  });

  it('without call-data tables, call figures read 0 and say so', async () => {
    const figures = await overview('acme');
    if (!figures.callDataAvailable) {
      expect(figures.counters.calls).toBe(0);
      expect(figures.counters.callsInProgress).toBe(0);
      expect(figures.activeChannels).toBe(0);
    }
    expect(figures.activeChannels).toBeGreaterThanOrEqual(figures.counters.callsInProgress!);
  });

  it('roles outside the dashboard family and callers without a token are refused', async () => {
    expect((await call('/monitor/overview', tokens.agency)).status).toBe(403);
    expect((await call('/monitor/overview', '')).status).toBe(401);
    expect((await call('/monitor/history', '')).status).toBe(401);
  });
});

describe('/monitor/history (charts of the last 10 minutes)', () => {
  it('answers the window, the interval and samples no older than the window', async () => {
    const service = runningMonitor(t);
    await service.tick();
    await service.tick();
    const result = await call('/monitor/history', tokens.acme);
    const data = result.data as { intervalMs: number; windowMs: number; samples: { at: number }[] };
    expect(data.intervalMs).toBe(2000);
    expect(data.windowMs).toBe(600_000);
    expect(data.samples.length).toBeGreaterThanOrEqual(2);
    const now = Date.now();
    for (const sample of data.samples) expect(sample.at).toBeGreaterThanOrEqual(now - 600_000 - 5_000);
  });
});
