import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../server/app';
import { loadConfig } from '../server/config';
import { ApiClient } from '../tests/api/support/apiClient';

/*
 * Sign-in timing of a known account name against an unknown one, both with a wrong password, printed (never
 * asserted): an unknown name is hashed against a dummy at the same scrypt cost (docs/security.md, "Sign-in"),
 * so the two should be close. Each attempt comes from another forwarded address (the server trusts the local
 * proxy here) so the per-address throttle answers none of them early.
 *
 *   npx tsx bench/sign-in-timing.ts      # BENCH_ATTEMPTS=40 for more
 */

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 20);
const KNOWN = ['admin', 'acme', 'acme-ops', 'globex', 'agency'];

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-bench-sign-in-'));
const server = await createServer(
  loadConfig(
    {},
    {
      host: '127.0.0.1',
      port: 0,
      wsPort: 0,
      httpsPort: 0,
      dataDir,
      databaseUrl: path.join(dataDir, 'console.db'),
      logLevel: 'silent',
      staticDir: path.join(dataDir, 'no-console'),
      trustedProxies: ['127.0.0.1', '::1'],
      signInPerMinute: 1_000_000,
    },
  ),
);
try {
  const client = new ApiClient(server.url, server.config);
  let address = 0;
  const attempt = async (username: string) => {
    address += 1;
    const started = performance.now();
    const answer = await client.call('POST', '/login/auth', {
      body: { username, password: 'Wrong@Password1' },
      encrypt: true,
      headers: { 'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` },
    });
    if (answer.envelope.code !== '-1') throw new Error(`unexpected answer ${answer.envelope.message}`);
    return performance.now() - started;
  };
  // One of each first, so the dummy hash and the statement caches are made before anything is timed.
  await attempt('admin');
  await attempt('warm-up-unknown');
  const known: number[] = [];
  const unknown: number[] = [];
  for (let index = 0; index < ATTEMPTS; index += 1) {
    known.push(await attempt(KNOWN[index % KNOWN.length]!));
    unknown.push(await attempt(`nobody-${index}`));
  }
  const line = (name: string, values: number[]) =>
    `${name.padEnd(14)} p50 ${percentile(values, 0.5).toFixed(1)} ms  p90 ${percentile(values, 0.9).toFixed(1)} ms  min ${Math.min(...values).toFixed(1)} ms`;
  console.log(`sign-in with a wrong password, ${ATTEMPTS} attempts each:`);
  console.log(line('known name', known));
  console.log(line('unknown name', unknown));
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
