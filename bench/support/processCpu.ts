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

/**
 * A signed page call's exchange answered from memory by a bare Fastify server on PORT: the JSON body read
 * and parsed, the stored answer (ANSWER_FILE: its headers, envelope and compression) serialised, compressed
 * as the API compresses it, and sent with the page's headers. What any server of this protocol pays for
 * the request and the answer alone, without sign, session, validation or SQL (bench/calldata.ts).
 */
export const SHAPED_SERVER = `
import fs from 'node:fs';
import zlib from 'node:zlib';
import Fastify from 'fastify';
const stored = JSON.parse(fs.readFileSync(process.env.ANSWER_FILE, 'utf8'));
const compress = (body) =>
  stored.headers['content-encoding'] === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: stored.brotliQuality } })
    : stored.headers['content-encoding'] === 'gzip'
      ? zlib.gzipSync(body, { level: stored.gzipLevel })
      : body;
const app = Fastify({ logger: false });
app.removeAllContentTypeParsers();
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
app.post('/api/cdr/page', async (request, reply) => {
  JSON.parse(request.body);
  reply.headers(stored.headers);
  return compress(Buffer.from(JSON.stringify(stored.envelope)));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;
