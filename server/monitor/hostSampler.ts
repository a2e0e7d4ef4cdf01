import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HostFigures, Usage } from '../../src/contract/monitor';

/*
 * Host figures from the operating system ("the figures are real"): CPU from the deltas of
 * os.cpus() times, memory from os.totalmem/freemem, disk from fs.statfs of the data folder, bandwidth from
 * the deltas of /proc/net/dev where it exists, the runtime's heap from process.memoryUsage (docs/behaviour.md#screens-and-routes "JVM
 * memory": the platform service's own heap).
 */

interface CpuTimes {
  idle: number;
  total: number;
}

interface NetCounters {
  rx: number;
  tx: number;
  at: number;
}

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, irq, idle: idleTime } = cpu.times;
    idle += idleTime;
    total += user + nice + sys + irq + idleTime;
  }
  return { idle, total };
}

function percentOf(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 1000) / 10));
}

/** Sums the receive and transmit byte counters of every interface but loopback in /proc/net/dev text. */
function parseNetDev(text: string): { rx: number; tx: number } {
  let rx = 0;
  let tx = 0;
  for (const line of text.split('\n').slice(2)) {
    const [name, rest] = line.split(':');
    if (!rest || name.trim() === 'lo') continue;
    const fields = rest.trim().split(/\s+/).map(Number);
    rx += fields[0] || 0;
    tx += fields[8] || 0;
  }
  return { rx, tx };
}

function readNetCounters(at: number): NetCounters | null {
  try {
    return { ...parseNetDev(fs.readFileSync('/proc/net/dev', 'utf8')), at };
  } catch {
    return null; // not Linux: bandwidth is reported as unknown (null), never as a made-up 0
  }
}

function diskUsage(folder: string): Usage | null {
  try {
    const stats = fs.statfsSync(folder);
    const total = stats.blocks * stats.bsize;
    const used = (stats.blocks - stats.bfree) * stats.bsize;
    // df's convention: the share of what ordinary users can use (reserved blocks excluded).
    const usable = used + stats.bavail * stats.bsize;
    return { totalBytes: total, usedBytes: used, percent: percentOf(used, usable) };
  } catch {
    return null;
  }
}

/** The data folder may not exist yet (a fresh PostgreSQL deployment): measure its nearest existing parent. */
function existingFolder(folder: string): string {
  let current = path.resolve(folder);
  while (!fs.existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** Reads the host every call; CPU and bandwidth are rates over the time since the previous call. */
export class HostSampler {
  private lastCpu = cpuTimes();
  private lastNet: NetCounters | null = readNetCounters(Date.now());
  private latest: HostFigures | null = null;

  constructor(private readonly dataDir: string) {}

  sample(now = Date.now()): HostFigures {
    const cpu = cpuTimes();
    const totalDelta = cpu.total - this.lastCpu.total;
    const idleDelta = cpu.idle - this.lastCpu.idle;
    // Two samples within one clock tick have no delta: keep the previous reading rather than report 0.
    const cpuPercent =
      totalDelta > 0 ? percentOf(totalDelta - idleDelta, totalDelta) : (this.latest?.cpuPercent ?? 0);
    this.lastCpu = cpu;

    const net = readNetCounters(now);
    let network: HostFigures['network'] = null;
    if (net && this.lastNet && net.at > this.lastNet.at) {
      const seconds = (net.at - this.lastNet.at) / 1000;
      network = {
        rxBytesPerSecond: Math.max(0, Math.round((net.rx - this.lastNet.rx) / seconds)),
        txBytesPerSecond: Math.max(0, Math.round((net.tx - this.lastNet.tx) / seconds)),
      };
    } else if (net) network = this.latest?.network ?? { rxBytesPerSecond: 0, txBytesPerSecond: 0 };
    this.lastNet = net;

    const totalMemory = os.totalmem();
    const usedMemory = totalMemory - os.freemem();
    const heap = process.memoryUsage();
    this.latest = {
      hostname: os.hostname(),
      platform: `${os.type()} ${os.release()}`,
      cores: os.cpus().length,
      uptimeSeconds: Math.round(os.uptime()),
      cpuPercent,
      memory: { totalBytes: totalMemory, usedBytes: usedMemory, percent: percentOf(usedMemory, totalMemory) },
      disk: diskUsage(existingFolder(this.dataDir)),
      network,
      runtime: { heapUsedBytes: heap.heapUsed, heapTotalBytes: heap.heapTotal, rssBytes: heap.rss },
    };
    return this.latest;
  }

  /** The last sample, or a fresh one before the first tick. */
  current(): HostFigures {
    return this.latest ?? this.sample();
  }
}
