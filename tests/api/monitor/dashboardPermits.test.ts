import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import {
  type Analysis,
  analysisSchema,
  type MonitorFigures,
  monitorFiguresSchema,
  type Workbench,
} from '../../../src/contract/monitor';
import { startTestServer, type TestServer } from '../support/testServer';
import { runningMonitor } from './monitorOfServer';
import { connectSocket } from './socketClient';

/*
 * A dashboard figure is gated by the permit of the screen its data comes from: acme-ops (departments,
 * members, call records; no SOS, no PTT records, no sign-in history) gets 403 from /sos/page, so the workbench
 * does not show it the open alarm either, and the analysis has no PTT figures. The host's identity (name,
 * kernel, cores) is the platform administrator's only.
 */

let t: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  for (const name of ['admin', 'acme', 'acme-ops']) tokens[name] = await t.login(name);
  const acme = await t.server.db
    .selectFrom('enterprises')
    .select('id')
    .where('prefix', '=', '8001')
    .executeTakeFirstOrThrow();
  await calldataDb(t.server.db)
    .insertInto('sos_alarms')
    .values({
      enterprise_id: acme.id,
      member_name: 'Gated Alarm',
      member_account: 'gated',
      alarm_time: Date.now(),
      alarm_type: 'sos',
      status: 'open',
      device_id: '',
      latitude: 31.2,
      longitude: 121.5,
      accuracy_m: null,
      address: '',
      acknowledged_by: null,
      acknowledged_at: null,
      closed_by: null,
      closed_at: null,
      notes: '',
      related_cdr_id: null,
      related_ptt_id: null,
      related_media_id: null,
    })
    .execute();
});
afterAll(async () => t?.stop());

async function answer<T>(name: string, path: string, body?: unknown): Promise<T> {
  const result = await t.client.call('POST', path, { token: tokens[name], body });
  expect(result.envelope.code, result.envelope.message).toBe('0000');
  return result.data as T;
}

describe('dashboard figures follow the permits of their screens', () => {
  it('acme-ops is refused the SOS screen and sees no alarm on the workbench; acme sees it', async () => {
    const sosPage = await t.client.call('POST', '/sos/page', {
      token: tokens['acme-ops'],
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(sosPage.status).toBe(403);
    const ops = await answer<Workbench>('acme-ops', '/dashboard/workbench');
    expect(ops).not.toHaveProperty('sos');
    expect(JSON.stringify(ops)).not.toContain('Gated Alarm');
    expect(ops.operations).toBeInstanceOf(Array);
    const acme = await answer<Workbench>('acme', '/dashboard/workbench');
    expect(acme.sos?.map((alarm) => alarm.member)).toContain('Gated Alarm');
  });

  it('acme-ops gets the call figures of the analysis but no PTT bursts or talkers', async () => {
    const ops = analysisSchema.parse(
      await answer<Analysis>('acme-ops', '/dashboard/analysis', { period: '30d' }),
    );
    expect(ops).not.toHaveProperty('pttOverTime');
    expect(ops.totals).not.toHaveProperty('pttBursts');
    expect(ops.totals).not.toHaveProperty('pttSeconds');
    expect(ops.callsOverTime).toBeInstanceOf(Array);
    expect(typeof ops.totals.calls).toBe('number');
    // The seed's PTT records name groups and talkers, so the busiest lists are PTT figures.
    expect(ops).not.toHaveProperty('busiestGroups');
    expect(ops).not.toHaveProperty('busiestTalkers');
    const acme = await answer<Analysis>('acme', '/dashboard/analysis', { period: '30d' });
    expect(acme.pttOverTime).toBeInstanceOf(Array);
    expect(typeof acme.totals.pttBursts).toBe('number');
    expect(acme.busiestTalkers).toBeInstanceOf(Array);
  });

  it('/monitor/overview: no host identity for an enterprise or its sub-users, and only permitted figures', async () => {
    const admin = monitorFiguresSchema.parse(await answer<MonitorFigures>('admin', '/monitor/overview'));
    expect(admin.host.hostname).toEqual(expect.any(String));
    expect(admin.host.platform).toEqual(expect.any(String));
    expect(admin.host.cores).toBeGreaterThan(0);
    for (const name of ['acme', 'acme-ops']) {
      const figures = await answer<MonitorFigures>(name, '/monitor/overview');
      for (const field of ['hostname', 'platform', 'cores'])
        expect(figures.host, name).not.toHaveProperty(field);
      // The load figures stay: they say nothing of which machine it is.
      expect(figures.host.cpuPercent, name).toEqual(expect.any(Number));
    }
    const ops = await answer<MonitorFigures>('acme-ops', '/monitor/overview');
    expect(ops.counters.calls).toEqual(expect.any(Number));
    expect(ops.organisation.members).toEqual(expect.any(Number));
    expect(ops).not.toHaveProperty('activeChannels');
    expect(ops).not.toHaveProperty('onlineUsers');
    expect(ops.organisation).not.toHaveProperty('extensions');
    expect(ops.counters).not.toHaveProperty('downloads');
    const acme = await answer<MonitorFigures>('acme', '/monitor/overview');
    expect(acme.activeChannels).toEqual(expect.any(Number));
    expect(acme.organisation.extensions).toEqual(expect.any(Number));

    const history = await answer<{ samples: object[] }>('acme-ops', '/monitor/history');
    for (const sample of history.samples) expect(sample).not.toHaveProperty('activeChannels');
  });

  it('the `monitor` push gives each session the figures it may see', async () => {
    const ops = await connectSocket(t.server.wsUrl, tokens['acme-ops']!);
    const acme = await connectSocket(t.server.wsUrl, tokens.acme!);
    await Promise.all([ops.nextOf('hello'), acme.nextOf('hello')]);
    await answer('acme-ops', '/monitor/overview');
    await runningMonitor(t).tick();
    const [opsPush, acmePush] = await Promise.all([ops.nextOf('monitor'), acme.nextOf('monitor')]);
    const opsFigures = opsPush.data as MonitorFigures;
    expect(opsFigures.host).not.toHaveProperty('hostname');
    expect(opsFigures).not.toHaveProperty('activeChannels');
    expect(opsFigures.counters.calls).toEqual(expect.any(Number));
    const acmeFigures = acmePush.data as MonitorFigures;
    expect(acmeFigures.host).not.toHaveProperty('hostname');
    expect(acmeFigures.activeChannels).toEqual(expect.any(Number));
    ops.close();
    acme.close();
  });
});
