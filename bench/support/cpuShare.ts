import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../server/config';
import { API_BROTLI_QUALITY, API_GZIP_LEVEL } from '../../server/http/answerCompression';
import { ApiClient } from '../../tests/api/support/apiClient';
import { BARE_SERVER, cpuMillis, SHAPED_SERVER } from './processCpu';

/*
 * bench/calldata.ts's server CPU per answer: a warm first page of /cdr/page beside a bare Fastify POST
 * (the task's target: bare/page ≥ 35 %), and beside the same exchange answered from memory by a bare
 * Fastify server (SHAPED_SERVER): how much of the page is the protocol's request and answer alone, and so
 * the most the target's ratio could reach (docs/server.md "Signed calls: server CPU").
 */

/** One measured figure: the value compared with the budget, and what goes with it (cold call, rows). */
interface Figure {
  value: number;
  detail?: string;
}
export type Figures = Record<string, Figure>;
export interface Budget {
  limit: number;
  unit: 'ms' | 's' | 'MB' | '%';
  atLeast?: boolean;
}

/**
 * Sequential calls whose server CPU is divided among them (per answer): enough that /proc's 10 ms ticks
 * do not round a warm bare POST's 80–100 µs away (500 calls were 4–5 ticks of it).
 */
const CPU_CALLS = Number(process.env.BENCH_CPU_CALLS ?? 3000);
/**
 * Calls each server answers before its CPU is counted. A server answers millions of calls between starts;
 * what one answer costs is measured once V8 has compiled the code it runs, for all three servers alike.
 * With 20 calls of warm-up the figures were mostly the optimising compiler's (its threads count in the
 * process's CPU): PostgreSQL's page 1,420 µs over 500 calls, 670 µs over 3,000 (docs/server.md).
 */
const CPU_WARMUP = Number(process.env.BENCH_CPU_WARMUP ?? 2000);
/** The rounds those calls are split into, the three servers interleaved. */
const CPU_ROUNDS = 10;
const CPU_SHARE = 'bare Fastify POST / page answer, server CPU';
/** The page's exchange answered from memory (SHAPED_SERVER): how much of the page is the protocol's shape. */
const SHAPE_SHARE = 'same exchange from memory / page answer, server CPU';
/** And the most CPU_SHARE could reach with nothing of the page's own work left. */
const SHAPE_CEILING = 'bare Fastify POST / same exchange from memory';

export const CPU_SHARE_BUDGETS: Record<string, Budget> = {
  [CPU_SHARE]: { limit: 35, unit: '%', atLeast: true },
  [SHAPE_SHARE]: { limit: Number.POSITIVE_INFINITY, unit: '%' },
  [SHAPE_CEILING]: { limit: Number.POSITIVE_INFINITY, unit: '%' },
};

/** Headers of the page's answer the stored exchange does not repeat: the connection's and the body's size. */
const SKIPPED_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The server's CPU per call of `ask`, from /proc, over `calls` sequential calls. */
async function cpuPer(pid: number | undefined, ask: () => Promise<unknown>, calls: number) {
  const before = cpuMillis(pid);
  for (let call = 0; call < calls; call++) await ask();
  const after = cpuMillis(pid);
  return before === undefined || after === undefined ? undefined : ((after - before) * 1000) / calls;
}

export interface CpuShareOptions {
  /** The console server's process. */
  serverPid: number | undefined;
  /** One warm first page, signed, as the bench asks it. */
  askPage: () => Promise<unknown>;
  client: ApiClient;
  token: string;
  /** Ports for the bare server and the stored exchange's. */
  helperPorts: readonly [number, number];
  /** Where the stored answer is written. */
  dataDir: string;
}

export async function measureCpuShare(options: CpuShareOptions): Promise<Figures> {
  const { client, token, helperPorts } = options;
  const body = { pageNum: 1, pageSize: 20 };
  // The page's answer stored as it came (headers and envelope), for the exchange answered from memory.
  const stored = await client.call('POST', '/cdr/page', { body, token });
  const answerFile = path.join(options.dataDir, 'bench-page-answer.json');
  fs.writeFileSync(
    answerFile,
    JSON.stringify({
      headers: Object.fromEntries([...stored.headers].filter(([name]) => !SKIPPED_HEADERS.has(name))),
      envelope: stored.envelope,
      gzipLevel: API_GZIP_LEVEL,
      brotliQuality: API_BROTLI_QUALITY,
    }),
  );
  const helper = (source: string, port: number, extra: NodeJS.ProcessEnv = {}) =>
    spawn('node', ['--input-type=module', '-e', source], {
      env: { ...process.env, ...extra, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const bare = helper(BARE_SERVER, helperPorts[0]);
  const shaped = helper(SHAPED_SERVER, helperPorts[1], { ANSWER_FILE: answerFile });
  try {
    const bareUrl = `http://127.0.0.1:${helperPorts[0]}/bare`;
    const askBare = () => fetch(bareUrl, { method: 'POST' }).then((response) => response.text());
    const shapedClient = new ApiClient(`http://127.0.0.1:${helperPorts[1]}`, {
      signSecret: DEV_SIGN_SECRET,
      cryptoKey: DEV_CRYPTO_KEY,
      cryptoIv: DEV_CRYPTO_IV,
    });
    const askShaped = () =>
      shapedClient.call('POST', '/cdr/page', { body, token }).then((answer) => {
        if (answer.envelope.code !== '0000') throw new Error('the stored answer did not come back');
      });
    for (let attempt = 0; attempt < 100; attempt++) {
      const up = await Promise.all([askBare(), askShaped()]).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let call = 0; call < CPU_WARMUP; call++)
      await Promise.all([options.askPage(), askBare(), askShaped()]);
    // Rounds of page calls, then bare calls, then the stored exchange, interleaved, so all see the same
    // load as it comes and goes (one long block of each moved the share by ±30 % here); each side's CPU
    // summed over its rounds, since /proc counts in clock ticks (10 ms) that one short round would round away.
    const perRound = Math.max(10, Math.round(CPU_CALLS / CPU_ROUNDS));
    const totals = { page: 0, bare: 0, shaped: 0 };
    for (let round = 0; round < CPU_ROUNDS; round++) {
      const page = await cpuPer(options.serverPid, options.askPage, perRound);
      const bareCpu = await cpuPer(bare.pid, askBare, perRound);
      const shapedCpu = await cpuPer(shaped.pid, askShaped, perRound);
      if (page === undefined || bareCpu === undefined || shapedCpu === undefined) return {};
      totals.page += page;
      totals.bare += bareCpu;
      totals.shaped += shapedCpu;
    }
    if (totals.page <= 0 || totals.shaped <= 0) return {};
    const [page, bareCpu, shapedCpu] = [totals.page, totals.bare, totals.shaped].map(
      (total) => total / CPU_ROUNDS,
    ) as [number, number, number];
    const micro = (value: number) => `${value.toFixed(0)} µs`;
    return {
      [CPU_SHARE]: {
        value: (bareCpu / page) * 100,
        detail: `${micro(bareCpu)} / ${micro(page)} per answer, ${CPU_ROUNDS} interleaved rounds of ${perRound} calls each after ${CPU_WARMUP.toLocaleString('en')} each`,
      },
      [SHAPE_SHARE]: {
        value: (shapedCpu / page) * 100,
        detail: `${micro(shapedCpu)} / ${micro(page)} per answer`,
      },
      [SHAPE_CEILING]: {
        value: (bareCpu / shapedCpu) * 100,
        detail: `${micro(bareCpu)} / ${micro(shapedCpu)} per answer`,
      },
    };
  } finally {
    bare.kill('SIGTERM');
    shaped.kill('SIGTERM');
  }
}
