import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ResourceSample } from '../../src/contract/operations/resourceMonitor';

/*
 * One sample of the host and the process every interval. CPU per core from the deltas of os.cpus(),
 * disk I/O from /proc/diskstats (sectors of 512 bytes, whole disks only), network per interface from
 * /proc/net/dev, the event loop's delay from perf_hooks (reset each sample). Linux gives all of it; elsewhere
 * the parts /proc holds are null or empty.
 */

type CoreTimes = { idle: number; total: number }[];

function coreTimes(): CoreTimes {
  return os.cpus().map((cpu) => {
    const { user, nice, sys, irq, idle } = cpu.times;
    return { idle, total: user + nice + sys + irq + idle };
  });
}

/** Sectors read and written by whole disks (sda, vda, nvme0n1 — not their partitions). */
export function parseDiskStats(text: string): { read: number; written: number } {
  let read = 0;
  let written = 0;
  for (const line of text.split('\n')) {
    const fields = line.trim().split(/\s+/);
    const name = fields[2] ?? '';
    if (fields.length < 10 || !/^(sd[a-z]+|vd[a-z]+|xvd[a-z]+|nvme\d+n\d+)$/.test(name)) continue;
    read += Number(fields[5]) || 0;
    written += Number(fields[9]) || 0;
  }
  return { read: read * 512, written: written * 512 };
}

/** Bytes received and sent per interface, loopback left out. */
export function parseNetDevByInterface(text: string): Map<string, { rx: number; tx: number }> {
  const counters = new Map<string, { rx: number; tx: number }>();
  for (const line of text.split('\n').slice(2)) {
    const [name, rest] = line.split(':');
    if (!name || rest === undefined) continue;
    const iface = name.trim();
    if (iface === 'lo') continue;
    const fields = rest.trim().split(/\s+/).map(Number);
    counters.set(iface, { rx: fields[0] ?? 0, tx: fields[8] ?? 0 });
  }
  return counters;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export class ResourceSampler {
  private cores = coreTimes();
  private disk = this.readDisk();
  private net = this.readNet();
  private at = Date.now();
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });

  constructor(private readonly dataDir: string) {
    this.loop.enable();
  }

  private readDisk() {
    const text = readText('/proc/diskstats');
    return text === null ? null : parseDiskStats(text);
  }

  private readNet() {
    const text = readText('/proc/net/dev');
    return text === null ? new Map<string, { rx: number; tx: number }>() : parseNetDevByInterface(text);
  }

  sample(now: number, sockets: number, databaseConnections: number): ResourceSample {
    const seconds = Math.max((now - this.at) / 1000, 0.001);
    const cores = coreTimes();
    const cpuPerCore = cores.map((core, index) => {
      const before = this.cores[index];
      if (!before) return 0;
      const total = core.total - before.total;
      const idle = core.idle - before.idle;
      return total > 0 ? Math.min(100, Math.max(0, Math.round(((total - idle) / total) * 1000) / 10)) : 0;
    });
    const disk = this.readDisk();
    const diskIo =
      disk && this.disk
        ? {
            readBytesPerSecond: Math.max(0, (disk.read - this.disk.read) / seconds),
            writeBytesPerSecond: Math.max(0, (disk.written - this.disk.written) / seconds),
          }
        : null;
    const net = this.readNet();
    const network = [...net.entries()].map(([name, counters]) => {
      const before = this.net.get(name) ?? counters;
      return {
        name,
        rxBytesPerSecond: Math.max(0, (counters.rx - before.rx) / seconds),
        txBytesPerSecond: Math.max(0, (counters.tx - before.tx) / seconds),
      };
    });
    let space: ResourceSample['disk'] = null;
    try {
      const stats = fs.statfsSync(this.dataDir);
      space = {
        totalBytes: stats.blocks * stats.bsize,
        usedBytes: (stats.blocks - stats.bfree) * stats.bsize,
      };
    } catch {
      space = null;
    }
    const eventLoop = {
      meanMs: Number.isFinite(this.loop.mean) ? this.loop.mean / 1e6 : 0,
      p99Ms: Number.isFinite(this.loop.percentile(99)) ? this.loop.percentile(99) / 1e6 : 0,
    };
    this.loop.reset();
    this.cores = cores;
    this.disk = disk;
    this.net = net;
    this.at = now;
    return {
      at: now,
      cpuPerCore,
      memory: { usedBytes: os.totalmem() - os.freemem(), totalBytes: os.totalmem() },
      disk: space,
      diskIo,
      network,
      eventLoop,
      sockets,
      databaseConnections,
    };
  }

  stop(): void {
    this.loop.disable();
  }
}
