import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/*
 * A process's CPU time from /proc (Linux): the benches' server CPU per answer, steadier than latency or
 * req/s on a shared machine. And the bare Fastify POST those figures are compared with.
 */

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU milliseconds a process has used so far, when /proc tells (Linux). */
export function cpuMillis(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** A bare Fastify POST answering a small JSON on PORT (`node --input-type=module -e BARE_SERVER`). */
export const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ code: '0000', data: { ok: true }, message: '' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;
