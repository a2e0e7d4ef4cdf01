import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calldataDb } from '../../../server/calldata/tables';
import { outcomeOf, simulatorEnabled, startSimulator } from '../../../server/simulator/trafficSimulator';
import { type MonitorFigures, monitorFiguresSchema } from '../../../src/contract/monitor';
import { startTestServer, type TestServer } from '../support/testServer';
import { connectSocket } from './socketClient';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.stop());

async function count(
  table: 'call_records' | 'ptt_records' | 'sos_alarms',
  enterpriseId: string,
): Promise<number> {
  const row = await calldataDb(t.server.db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enterprise_id', '=', enterpriseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('traffic simulator (off in tests unless asked)', () => {
  it('is off unless SIMULATOR=1', () => {
    expect(simulatorEnabled({})).toBe(false);
    expect(simulatorEnabled({ SIMULATOR: '1' })).toBe(true);
  });

  it('picks call outcomes by their shares', () => {
    expect(outcomeOf(0).status).toBe('answered');
    expect(outcomeOf(0.75).status).toBe('no_answer');
    expect(outcomeOf(0.999).status).toBe('failed');
  });

  it('a round writes a call in progress, a PTT burst and an alarm pushed on `sos` to that enterprise only', async () => {
    const enterprises = await t.server.db.selectFrom('enterprises').select(['id', 'prefix']).execute();
    const acmeId = enterprises.find((e) => e.prefix === '8001')!.id;
    const acmeToken = await t.login('acme');
    const acme = await connectSocket(t.server.wsUrl, acmeToken);
    const globex = await connectSocket(t.server.wsUrl, await t.login('globex'));
    await acme.nextOf('hello');
    await globex.nextOf('hello');
    const before = { calls: await count('call_records', acmeId), sos: await count('sos_alarms', acmeId) };

    const simulator = startSimulator({
      db: t.server.db,
      publish: t.server.publish,
      config: t.server.config,
      rates: { call: 1, ptt: 1, sos: 1 },
      // Mid rolls: an answered audio call and an 11 s burst, both still in progress when the figures are read
      // on a loaded machine (the shortest burst, 2 s, could end before).
      random: () => 0.5,
      intervalMs: 3_600_000,
    });
    await simulator.round(Date.now() - 1_000);
    simulator.stop();

    expect(await count('call_records', acmeId)).toBe(before.calls + 1);
    expect(await count('sos_alarms', acmeId)).toBe(before.sos + 1);
    const raised = await acme.nextOf('sos');
    expect(raised.data).toMatchObject({ event: 'raised' });
    // The call lasts a while: it is in progress, so the enterprise's channels move.
    const result = await t.client.call('POST', '/monitor/overview', { token: acmeToken });
    const figures: MonitorFigures = monitorFiguresSchema.parse(result.data);
    expect(figures.counters.callsInProgress).toBeGreaterThanOrEqual(1);
    expect(figures.activeChannels).toBeGreaterThanOrEqual(2);

    // Each tenant's socket hears its own alarm only: the ids it got are rows of its own enterprise.
    await globex.nextOf('sos');
    const acmeIds = (
      await calldataDb(t.server.db)
        .selectFrom('sos_alarms')
        .select('id')
        .where('enterprise_id', '=', acmeId)
        .execute()
    ).map((row) => String(row.id));
    const heard = acme.received
      .filter((m) => m.topic === 'sos')
      .map((m) => (m.data as { alarm: { id: string } }).alarm.id);
    expect(heard.length).toBe(1);
    for (const id of heard) expect(acmeIds).toContain(String(id));
    const globexHeard = globex.received
      .filter((m) => m.topic === 'sos')
      .map((m) => (m.data as { alarm: { id: string } }).alarm.id);
    for (const id of globexHeard) expect(acmeIds).not.toContain(String(id));
    acme.close();
    globex.close();
  });
});
