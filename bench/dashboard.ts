/*
 * `npm run bench` — the dashboard's figures (printed, never asserted):
 *   1. <dashboard-monitor>'s own gzip weight in the element library build (dist/elements, or ELEMENTS_DIR),
 *      beside the shared kit and core chunks every element uses;
 *   2. the memory of the element's store and of the server's history after 30 minutes of updates every
 *      2 s (900 pushes): both windows are bounded, so the figure stays flat however long the page runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { SampleHistory } from '../server/monitor/sampleHistory';
import {
  MONITOR_HISTORY_WINDOW_MS,
  MONITOR_PUSH_INTERVAL_MS,
  type MonitorFigures,
} from '../src/contract/monitor';
import { MonitorStore } from '../src/elements/dashboard-monitor/MonitorStore';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function elementWeight(): void {
  const dir = process.env.ELEMENTS_DIR ?? 'dist/elements';
  if (!fs.existsSync(path.join(dir, 'index.js'))) {
    console.log(
      '  (no dist/elements: run `npx vite build -c vite.elements.config.ts` for the element weight)',
    );
    return;
  }
  const files = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      );
  const all = files(dir).filter((file) => file.endsWith('.js'));
  const gzip = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
  const entry = all.find((file) => /[/\\]dashboard-monitor-[^/\\]+\.js$/.test(file));
  if (!entry) {
    console.log('  (dist/elements has no dashboard-monitor module: rebuild the element library)');
    return;
  }
  // The element's module and the chunks it imports that are not shared by every element (kit, core).
  const shared = (file: string) => /\/(kit|core|rolldown-runtime)-[^/]+\.js$/.test(file);
  const own = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    for (const match of fs
      .readFileSync(file, 'utf8')
      .matchAll(/from\s*["']([^"']+\.js)["']|import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)) {
      const target = path.normalize(path.join(path.dirname(file), match[1] ?? match[2]));
      if (!shared(target) && !own.has(target) && fs.existsSync(target)) {
        own.add(target);
        queue.push(target);
      }
    }
  }
  let ownGzip = 0;
  for (const file of own) ownGzip += gzip(file);
  const sharedGzip = all.filter(shared).reduce((sum, file) => sum + gzip(file), 0);
  console.log(
    `  <dashboard-monitor> own code: ${kb(ownGzip)} gzip in ${own.size} module(s) (charts by uPlot, in its own chunk)`,
  );
  console.log(`  shared by every element (kit + core, loaded once per page): ${kb(sharedGzip)} gzip`);
}

function gc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function figures(at: number): MonitorFigures {
  return {
    at,
    scope: 'platform',
    enterpriseId: null,
    host: {
      hostname: 'bench',
      platform: 'Linux',
      cores: 8,
      uptimeSeconds: at / 1000,
      cpuPercent: (at / 1000) % 100,
      memory: { totalBytes: 8e9, usedBytes: 4e9, percent: 50 },
      disk: { totalBytes: 1e11, usedBytes: 5e10, percent: 50 },
      network: { rxBytesPerSecond: at % 5000, txBytesPerSecond: at % 7000 },
      runtime: { heapUsedBytes: 5e7, heapTotalBytes: 8e7, rssBytes: 1.2e8 },
    },
    services: { server: 'running', sip: 'simulated', multimedia: 'simulated', softSwitch: 'simulated' },
    onlineUsers: 12,
    activeChannels: at % 17,
    counters: {
      devices: 40,
      dispatchConsoles: 5,
      downloads: 1,
      cameras: { total: 0, rtsp: 0, onvif: 0 },
      calls: 900,
      callsInProgress: 3,
    },
    organisation: { members: 40, extensions: 50, groups: 3, enterprises: 2 },
    enterprise: null,
    callDataAvailable: true,
    switchBackend: null,
  };
}

function memoryAfterUpdates(): void {
  const pushes = (30 * 60_000) / MONITOR_PUSH_INTERVAL_MS;
  gc();
  const before = process.memoryUsage().heapUsed;
  const store = new MonitorStore({ hidden: false });
  const server = new SampleHistory(
    MONITOR_HISTORY_WINDOW_MS,
    MONITOR_HISTORY_WINDOW_MS / MONITOR_PUSH_INTERVAL_MS + 1,
  );
  const start = Date.now();
  const checkpoints: string[] = [];
  for (let i = 1; i <= pushes * 4; i += 1) {
    const update = figures(start + i * MONITOR_PUSH_INTERVAL_MS);
    store.ingest(update);
    server.append({
      at: update.at,
      cpuPercent: 1,
      memoryPercent: 1,
      rxBytesPerSecond: 1,
      txBytesPerSecond: 1,
      activeChannels: 1,
    });
    if (i === pushes || i === pushes * 4) {
      gc();
      checkpoints.push(
        `after ${i} pushes (${(i * MONITOR_PUSH_INTERVAL_MS) / 60_000} min): store holds ${store.samples.length} samples, server ${server.size}; heap +${mb(process.memoryUsage().heapUsed - before)}`,
      );
    }
  }
  for (const line of checkpoints) console.log(`  ${line}`);
  store.dispose();
}

console.log('Dashboard element weight (dist/elements):');
elementWeight();
console.log('Dashboard memory under simulated updates every 2 s (bounded 10-minute windows):');
memoryAfterUpdates();
