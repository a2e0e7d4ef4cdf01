import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS } from '../scripts/serverBundle.mjs';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../server/config';
import { ApiClient } from '../tests/api/support/apiClient';
import { type Budget, CPU_SHARE_BUDGETS, type Figures, measureCpuShare } from './support/cpuShare';
import { p95 } from './support/stats';

/*
 * Call data at scale, printed (never asserted): with BENCH_CDR call records in one enterprise (default
 * 1,000,000; the task's figure is 10,000,000), the p95 of every filter combination's first page cold (its
 * count not cached: each call asks with a different upper time bound past every row, so it counts again, as
 * the first look at a filter does) and warm, beside the budgets (cold ≤ 50 ms, warm ≤ 10 ms); the next page
 * by cursor, the last page, typed deep pages; the seed's time and peak memory; the time and the server's
 * peak RSS of an export of one million rows (or all of them below that) streamed as CSV; the server CPU of a
 * warm first page beside a bare Fastify POST's (from /proc: bare/page ≥ 0.35 is the target), and beside the
 * same exchange answered from memory by a bare Fastify server (what the protocol's request and answer cost
 * alone: the most the target's ratio could reach).
 * Latencies are measured at the client over HTTP (sign, JSON, envelope included) against the server bundle
 * `npm start` runs (scripts/serverBundle.mjs), built first.
 *
 *   npx tsx bench/calldata.ts                                         # both engines, 1,000,000 calls
 *   BENCH_CDR=10000000 BENCH_ENGINE=sqlite npx tsx bench/calldata.ts  # one engine (sqlite | postgres)
 *   BENCH_DATA_DIR=/tmp/b BENCH_CDR=1000000 BENCH_ENGINE=sqlite npx tsx bench/calldata.ts  # rows seeded before
 *   BENCH_DATABASE_URL=postgres://… BENCH_DATA_DIR=/tmp/p BENCH_ENGINE=postgres …  # a PostgreSQL seeded before
 */

const CDR = Number(process.env.BENCH_CDR ?? 1_000_000);
const ENGINES = (process.env.BENCH_ENGINE ?? 'sqlite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DAY = 86_400_000;
/** Rows of the export measured: one million, or every row of a smaller seed. */
const EXPORT_ROWS = Math.min(CDR, 1_000_000);

/** Budgets of the task: label → limit and unit. Filter combinations are checked against PAGE_BUDGET. */
const PAGE_BUDGET = { cold: 50, warm: 10 };
const EXPORT_PEAK = 'server peak RSS during the export';
const BUDGETS: Record<string, Budget> = {
  ...CPU_SHARE_BUDGETS,
  seed: { limit: 600, unit: 's' },
  'seed peak RSS': { limit: Number.POSITIVE_INFINITY, unit: 'MB' },
  [`export of ${EXPORT_ROWS.toLocaleString('en')} rows as CSV`]: { limit: 30, unit: 's' },
  [EXPORT_PEAK]: { limit: 300, unit: 'MB' },
};

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      await fetch(`${url}/api/sysinfo/get`, { method: 'POST' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('server did not start');
}

/** Seeds the bench's data (`seedCommand.ts --cdr CDR`) and notes its time and peak memory. */
async function seedInto(env: NodeJS.ProcessEnv, figures: Figures): Promise<void> {
  const seedStart = Date.now();
  const seed = spawn('node', ['--import', 'tsx', 'server/calldata/seedCommand.ts', '--cdr', String(CDR)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The seed's peak RSS, read while it runs (a reaped process has no /proc entry).
  let seedPeak = 0;
  const watch = setInterval(() => {
    try {
      seedPeak = Math.max(seedPeak, peakRssMb(seed.pid!));
    } catch {}
  }, 500);
  const seeded = await new Promise<number | null>((resolve) => seed.once('exit', resolve));
  clearInterval(watch);
  if (seeded !== 0) throw new Error('seed failed');
  figures.seed = { value: (Date.now() - seedStart) / 1000 };
  figures['seed peak RSS'] = { value: seedPeak };
}

async function measureEngine(): Promise<Figures> {
  const figures: Figures = {};
  // BENCH_DATA_DIR: a folder seeded before (`seedCommand.ts --cdr N` with that DATA_DIR, and for PostgreSQL
  // BENCH_DATABASE_URL), measured again without seeding and kept (to compare server settings on the same rows).
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dc-bench-calldata-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dataDir, 'none'),
  };
  if (!kept) await seedInto(env, figures);

  const port = 21_800 + Math.floor(Math.random() * 400);
  const server = spawn('node', [...SERVER_NODE_ARGS], {
    env: { ...env, PORT: String(port), WS_PORT: String(port + 1000), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForServer(url, server);
    const client = new ApiClient(url, {
      signSecret: DEV_SIGN_SECRET,
      cryptoKey: DEV_CRYPTO_KEY,
      cryptoIv: DEV_CRYPTO_IV,
    });
    const login = await client.call('POST', '/login/auth', {
      body: { username: 'acme', password: 'Acme@1234' },
      encrypt: true,
    });
    const token = (login.data as { token: string }).token;
    const page = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const result = await client.call('POST', '/cdr/page', { body, token });
      if (result.envelope.code !== '0000') throw new Error(result.envelope.message);
      const data = result.data as { total: number; totalExact?: boolean; next?: string; records: unknown[] };
      return { ms: performance.now() - started, ...data };
    };
    const now = Date.now();
    // Past every seeded row: as an upper bound it keeps the same rows, and a new value is a new count.
    const afterEveryRow = now + 365 * DAY;
    const mark = (value: number, limit: number) => (value <= limit ? 'ok' : 'OVER');
    const rowsOf = (answer: { total: number; totalExact?: boolean }) =>
      `${answer.total.toLocaleString('en')}${answer.totalExact === false ? '+' : ''} rows`;
    const series = async (label: string, filters: Record<string, unknown>) => {
      const body = { pageNum: 1, pageSize: 20, ...filters };
      const cold: number[] = [];
      let shown = await page({ ...body, startTimeTo: afterEveryRow - 1 });
      for (let run = 0; run < RUNS; run++) {
        shown = await page({ ...body, startTimeTo: afterEveryRow + run });
        cold.push(shown.ms);
      }
      await page(body);
      const warm: number[] = [];
      for (let run = 0; run < RUNS; run++) warm.push((await page(body)).ms);
      const coldP95 = p95(cold);
      const warmP95 = p95(warm);
      figures[`${label}: cold p95`] = {
        value: coldP95,
        detail: `${mark(coldP95, PAGE_BUDGET.cold)} vs ${PAGE_BUDGET.cold} ms, ${rowsOf(shown)}`,
      };
      figures[`${label}: warm p95`] = {
        value: warmP95,
        detail: `${mark(warmP95, PAGE_BUDGET.warm)} vs ${PAGE_BUDGET.warm} ms`,
      };
    };
    const today = new Date(now).setHours(0, 0, 0, 0);
    const last30 = now - 30 * DAY;
    const combinations: Record<string, Record<string, unknown>> = {
      'today (the screen default)': { startTimeFrom: today },
      'all time': {},
      'last 30 days': { startTimeFrom: last30 },
      'inbound, all time': { direction: 'inbound' },
      'failed, last 30 days': { status: 'failed', startTimeFrom: last30 },
      'video, all time': { callType: 'video' },
      'recorded, all time': { hasRecording: true },
      'failed broadcast, all time': { status: 'failed', callType: 'broadcast' },
      'internal answered recorded audio, last 30 days': {
        direction: 'internal',
        status: 'answered',
        callType: 'audio',
        hasRecording: true,
        startTimeFrom: last30,
      },
      'duration 300-600 s, all time': { durationSecFrom: 300, durationSecTo: 600 },
      'answered, duration ≥ 60 s, all time': { status: 'answered', durationSecFrom: 60 },
      'recorded, duration ≥ 120 s, last 30 days': {
        hasRecording: true,
        durationSecFrom: 120,
        startTimeFrom: last30,
      },
      'outbound, 30-90 s, all time': { direction: 'outbound', durationSecFrom: 30, durationSecTo: 90 },
      'caller prefix 800101, all time': { caller: '800101' },
      'caller prefix 800101, today': { caller: '800101', startTimeFrom: today },
      'caller prefix 800101 answered, all time': { caller: '800101', status: 'answered' },
      'callee prefix 8001, PTT, last 30 days': { callee: '8001', callType: 'ptt', startTimeFrom: last30 },
      'sorted by duration, longest first': { sort: 'durationSec', order: 'desc' },
    };
    for (const [label, filters] of Object.entries(combinations)) await series(label, filters);

    // Deep pages of the whole list (exact total from the day counts).
    const timed = async (label: string, body: Record<string, unknown>) => {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) samples.push((await page({ pageSize: 20, ...body })).ms);
      figures[label] = {
        value: p95(samples),
        detail: `${mark(p95(samples), PAGE_BUDGET.cold)} vs ${PAGE_BUDGET.cold} ms`,
      };
    };
    const first = await page({ pageNum: 1, pageSize: 20 });
    await timed('next page by cursor p95', { pageNum: 2, cursor: first.next });
    await timed('last page p95', { pageNum: 1, last: true });
    const deepest = Math.floor(CDR / 20 / 2);
    await timed(`page ${(50_000).toLocaleString('en')} (offset 1M) p95`, { pageNum: 50_000 });
    await timed(`page ${deepest.toLocaleString('en')} (the middle, the deepest) p95`, { pageNum: deepest });

    // Server CPU per answer: a warm first page (count kept, page SQL kept) beside a bare Fastify POST and
    // the same exchange answered from memory (./support/cpuShare.ts).
    Object.assign(
      figures,
      await measureCpuShare({
        serverPid: server.pid,
        askPage: () => page({ pageNum: 1, pageSize: 20 }),
        client,
        token,
        helperPorts: [port + 2, port + 3],
        dataDir,
      }),
    );

    // One million rows (or all) streamed as CSV: the newest, from a time bound that holds about that many.
    const span = { startTimeFrom: now - Math.round(90 * DAY * (EXPORT_ROWS / CDR)) };
    // The peak of the export itself: the high-water mark is reset to the RSS the server has now (Linux's
    // clear_refs), so start-up (migrations, compiling the TypeScript) and the pages above do not count.
    const before = peakRssMb(server.pid!);
    const idle = rssMb(server.pid!);
    fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const started = performance.now();
    const ticket = await client.call('POST', '/cdr/exportUrl', { body: { ...span, format: 'csv' }, token });
    const { url: exportUrl, total } = ticket.data as { url: string; total: number };
    const response = await fetch(`${url}${exportUrl}`);
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    figures[`export of ${EXPORT_ROWS.toLocaleString('en')} rows as CSV`] = {
      value: (performance.now() - started) / 1000,
      detail: `${total.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    };
    figures[EXPORT_PEAK] = {
      value: peakRssMb(server.pid!),
      detail: `${idle.toFixed(0)} MB before it, ${before.toFixed(0)} MB peak before it`,
    };
  } finally {
    // Waiting for the exit of a server that already exited would end this process with nothing pending
    // (status 0): a server that failed to start must show as a failure.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

function runChild(command: string[]): Figures | string {
  const result = spawnSync(command[0]!, command.slice(1), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  return line ? (JSON.parse(line.slice(7)) as Figures) : `failed (exit ${result.status})`;
}

async function main() {
  if (process.argv.includes('--child')) {
    console.log(`RESULT ${JSON.stringify(await measureEngine())}`);
    return;
  }
  console.log(
    `call data at ${CDR.toLocaleString('en')} call records in one enterprise: p95 of ${RUNS} calls over HTTP, cold (count not cached) and warm, budgets: first page ≤ ${PAGE_BUDGET.cold} ms cold and ≤ ${PAGE_BUDGET.warm} ms warm, any page ≤ ${PAGE_BUDGET.cold} ms`,
  );
  // The server measured is the bundle `npm start` runs, built from the sources as they are now.
  if (spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' }).status !== 0)
    throw new Error('the server bundle did not build');
  const self = ['node', '--import', 'tsx', 'bench/calldata.ts', '--child'];
  const skipped = 'not run (BENCH_ENGINE)';
  const sqlite = ENGINES.includes('sqlite') ? runChild(['env', 'DATABASE_URL=', ...self]) : skipped;
  // A PostgreSQL database seeded before (with BENCH_DATA_DIR, its files) is measured as it is; else a
  // private cluster is started, seeded and removed.
  const keptPostgres = process.env.BENCH_DATABASE_URL;
  const postgres = ENGINES.includes('postgres')
    ? runChild(
        keptPostgres
          ? ['env', `DATABASE_URL=${keptPostgres}`, ...self]
          : ['scripts/with-postgres.sh', ...self],
      )
    : skipped;
  const labels = [
    ...new Set([
      ...Object.keys(BUDGETS),
      ...Object.keys(typeof sqlite === 'string' ? {} : sqlite),
      ...Object.keys(typeof postgres === 'string' ? {} : postgres),
    ]),
  ];
  const cell = (figures: Figures | string, label: string) => {
    if (typeof figures === 'string') return figures;
    const figure = figures[label];
    if (!figure) return '';
    const budget = BUDGETS[label];
    const unit = budget?.unit ?? 'ms';
    const digits = unit === 'MB' ? 0 : unit === 's' ? 2 : 1;
    const within = budget?.atLeast
      ? figure.value >= (budget?.limit ?? 0)
      : figure.value <= (budget?.limit ?? 0);
    const mark =
      budget && Number.isFinite(budget.limit)
        ? within
          ? 'ok  '
          : budget.atLeast
            ? 'UNDER'
            : 'OVER'
        : '     ';
    const value = `${figure.value.toFixed(digits)} ${unit}`.padStart(9);
    return `${mark} ${value}${figure.detail ? `  (${figure.detail})` : ''}`;
  };
  const width = Math.max(...labels.map((label) => label.length));
  const column = 64;
  const budgetOf = (label: string) => {
    const budget = BUDGETS[label];
    return budget && Number.isFinite(budget.limit)
      ? `${budget.atLeast ? '≥' : '≤'} ${budget.limit} ${budget.unit}`
      : '';
  };
  console.log(`${''.padEnd(width)} | ${'budget'.padEnd(9)} | ${'SQLite'.padEnd(column)} | PostgreSQL`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(9)}-|-${'-'.repeat(column)}-|-${'-'.repeat(column)}`);
  for (const label of labels)
    console.log(
      `${label.padEnd(width)} | ${budgetOf(label).padEnd(9)} | ${cell(sqlite, label).padEnd(column)} | ${cell(postgres, label)}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
