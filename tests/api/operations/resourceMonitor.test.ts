import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageInto } from '../../../server/resmonitor/resourceMonitor';
import { parseDiskStats, parseNetDevByInterface } from '../../../server/resmonitor/resourceSampler';
import type { ResourceSample } from '../../../src/contract/operations/resourceMonitor';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * `<resource-monitor>`: samples of the real host kept in the database and answered by range; the
 * /proc parsers; the 24 h averaging; ADMIN only.
 */

let t: TestServer;
let admin: ResourceSession;
beforeAll(async () => {
  t = await startTestServer();
  admin = await signIn(t, 'admin');
});
afterAll(async () => t?.stop());

describe('resource monitor', () => {
  it('keeps samples of the host and answers them, oldest first', async () => {
    await t.server.sampleResources();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.server.sampleResources();
    const history = await admin.ok<{ samples: ResourceSample[]; stepMs: number }>('/res-monitor/history', {
      range: '1h',
    });
    expect(history.samples.length).toBeGreaterThanOrEqual(2);
    const last = history.samples.at(-1) as ResourceSample;
    expect(last.cpuPerCore.length).toBeGreaterThan(0);
    expect(last.memory.totalBytes).toBeGreaterThan(last.memory.usedBytes);
    expect(last.databaseConnections).toBeGreaterThanOrEqual(1);
    expect(history.samples.map((sample) => sample.at)).toEqual(
      [...history.samples.map((sample) => sample.at)].sort((a, b) => a - b),
    );
    const day = await admin.ok<{ samples: ResourceSample[]; stepMs: number }>('/res-monitor/history', {
      range: '24h',
    });
    expect(day.stepMs).toBe(300_000);
    expect(day.samples.length).toBeGreaterThanOrEqual(1);
    const acme = await signIn(t, 'acme');
    expect((await acme.call('/res-monitor/history', {})).status).toBe(403);
  });

  it('reads whole disks and interfaces from /proc, and averages a day into 5-minute points', () => {
    const diskstats = [
      '   8       0 sda 100 0 2000 0 50 0 4000 0 0 0 0',
      '   8       1 sda1 90 0 1800 0 40 0 3000 0 0 0 0',
      ' 259       0 nvme0n1 10 0 100 0 5 0 300 0 0 0 0',
    ].join('\n');
    expect(parseDiskStats(diskstats)).toEqual({ read: 2100 * 512, written: 4300 * 512 });
    const netdev = [
      'Inter-|   Receive                                                |  Transmit',
      ' face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed',
      '    lo:  1000      10    0    0    0     0          0         0     1000      10    0    0    0     0       0          0',
      '  eth0:  5000      50    0    0    0     0          0         0     7000      70    0    0    0     0       0          0',
    ].join('\n');
    expect([...parseNetDevByInterface(netdev).entries()]).toEqual([['eth0', { rx: 5000, tx: 7000 }]]);
    const sample = (at: number, cpu: number): ResourceSample => ({
      at,
      cpuPerCore: [cpu],
      memory: { usedBytes: cpu, totalBytes: 100 },
      disk: null,
      diskIo: null,
      network: [],
      eventLoop: { meanMs: 1, p99Ms: cpu },
      sockets: 1,
      databaseConnections: 1,
    });
    const averaged = averageInto([sample(0, 10), sample(10_000, 30), sample(300_000, 50)], 300_000);
    expect(averaged.map((point) => [point.at, point.cpuPerCore[0], point.eventLoop.p99Ms])).toEqual([
      [0, 20, 30],
      [300_000, 50, 50],
    ]);
  });
});
