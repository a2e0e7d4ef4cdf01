import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BROTLI_QUALITY, API_GZIP_LEVEL, compressAnswer } from '../../server/http/answerCompression';
import type { Icon } from '../../src/contract/resources';
import { type ResourceSession, signIn } from './resources/resourceClient';
import { md5 } from './support/apiClient';
import { startTestServer, type TestServer } from './support/testServer';

/** Precompressed static files, cache lifetimes by kind, compressed API answers, plain media. */
let t: TestServer;
let acme: ResourceSession;
let staticDir: string;

const HASHED = 'assets/app-AbC_12-x.js';
const ENTRY = 'elements/index.js';
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;

function writeWithCopies(relative: string, content: string) {
  const file = path.join(staticDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-dist-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    `<!doctype html><html><head><!--dc-config--><title>x</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`,
  );
  writeWithCopies(HASHED, script);
  writeWithCopies(ENTRY, script);
  t = await startTestServer({ staticDir });
  acme = await signIn(t, 'acme');
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request that leaves the body as sent (fetch would decode it), so the encoding on the wire is checked. */
function rawRequest(
  method: 'GET' | 'POST',
  url: string,
  body: string | undefined,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${t.server.url}${url}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject)
      .end(body);
  });
}

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest('GET', url, undefined, headers);
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(encoding ?? 'identity').toBe('identity');
  return answer.body.toString('utf8');
}

describe('static files are sent precompressed by Accept-Encoding', () => {
  it('answers Brotli first, then gzip, else the file itself, all decoding to the same bytes', async () => {
    const br = await rawGet(`/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(`/${HASHED}`, { 'accept-encoding': 'gzip' });
    const identity = await rawGet(`/${HASHED}`, {});
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(decoded(answer)).toBe(script);
    }
    expect(br.body.length).toBeLessThan(script.length / 2);
  });

  it('caches hashed names for a year as immutable, and revalidates entry files and index.html', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const hashed = await rawGet(`/${HASHED}`, { 'accept-encoding': encoding });
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await rawGet(`/${ENTRY}`, { 'accept-encoding': encoding });
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(decoded(entry)).toBe(script);
    }
    const index = await rawGet('/', {});
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the rewritten index.html as it is sent, keeping the dc-config meta tag', async () => {
    const plain = await rawGet('/', {});
    const br = await rawGet('/', { 'accept-encoding': 'br' });
    const gzip = await rawGet('/index.html', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(plain)).toContain('<meta name="dc-config" content="');
    expect(decoded(br)).toBe(decoded(plain));
    expect(decoded(gzip)).toBe(decoded(plain));
  });
});

describe('API answers', () => {
  /** A signed record page as it came over the wire (fetch would decode it). */
  function rawPage(encoding: string, pageSize = 20): Promise<RawAnswer> {
    const body = JSON.stringify({ pageNum: 1, pageSize });
    const timestamp = String(Date.now());
    return rawRequest('POST', '/api/cdr/page', body, {
      'content-type': 'application/json;charset=UTF-8',
      'accept-encoding': encoding,
      timestamp,
      authorization: acme.token,
      sign: md5(`${timestamp}${t.server.config.signSecret}${body}${acme.token}`),
    });
  }

  it('compresses an answer above 1 kB and the client reads the same envelope', async () => {
    const plain = await t.client.call('GET', '/getMenuList', {
      token: acme.token,
      headers: { 'Accept-Encoding': 'identity' },
    });
    const br = await t.client.call('GET', '/getMenuList', {
      token: acme.token,
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(JSON.stringify(plain.envelope).length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.envelope).toEqual(plain.envelope);
  });

  it('compresses at the quick levels (Brotli 3, gzip 3) in one call, with the length', async () => {
    const plain = await rawPage('identity');
    const br = await rawPage('br');
    const gzip = await rawPage('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [br, gzip]) {
      expect(answer.headers.vary?.toLowerCase()).toContain('accept-encoding');
      // One buffer with its length, not a chunked stream.
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer)).toBe(plain.body.toString('utf8'));
    }
    // The same page (its count and rows unchanged between the calls) compresses to the same bytes.
    expect(br.body.equals(compressAnswer(plain.body, 'br'))).toBe(true);
    expect(gzip.body.subarray(10).equals(compressAnswer(plain.body, 'gzip').subarray(10))).toBe(true);
    // At the quick levels: Brotli 4 or gzip 6 would give other bytes.
    const brotliAt = (quality: number) =>
      brotliCompressSync(plain.body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_LGWIN]: 16,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.body.length,
        },
      });
    expect(br.body.equals(brotliAt(API_BROTLI_QUALITY))).toBe(true);
    expect(br.body.equals(brotliAt(4))).toBe(false);
    // The window sized to the body, as the server does.
    const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(plain.body.length))));
    const gzipAt = (level: number) => gzipSync(plain.body, { level, windowBits }).subarray(10);
    expect(gzip.body.subarray(10).equals(gzipAt(API_GZIP_LEVEL))).toBe(true);
    expect(gzip.body.subarray(10).equals(gzipAt(6))).toBe(false);
  });

  it('chooses the encoding by Accept-Encoding as the other answers do: q values, x-gzip, identity, none', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *;q=0.3', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      ['gzip;q=0.2, identity', undefined],
    ];
    for (const [accept, expected] of cases) {
      const answer = await rawPage(accept);
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, expected]);
      expect(answer.status).toBe(200);
      expect(JSON.parse(decoded(answer)).code).toBe('0000');
    }
  });

  it('streams a large answer compressed (no length), decoding to the same JSON', async () => {
    const ask = (encoding: string) => rawPage(encoding, 500);
    const plain = await ask('identity');
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    for (const encoding of ['br', 'gzip']) {
      const answer = await ask(encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['transfer-encoding']).toBe('chunked');
      expect(answer.headers['content-length']).toBeUndefined();
      expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(plain.body.toString('utf8')));
    }
  });

  it('still streams a CSV export compressed, through @fastify/compress', async () => {
    const { url } = await acme.ok<{ url: string }>('/cdr/exportUrl', { format: 'csv' });
    const plain = await rawGet(url, {});
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const answer = await rawGet(url, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['transfer-encoding']).toBe('chunked');
      expect(decoded(answer)).toBe(plain.body.toString('utf8'));
    }
  });

  it('leaves small answers plain', async () => {
    const info = await t.client.call('POST', '/sysinfo/get', { headers: { 'Accept-Encoding': 'br' } });
    expect(info.envelope.code).toBe('0000');
    expect(info.headers.get('content-encoding')).toBeNull();
  });
});

describe('media streamed with Range', () => {
  it('is never compressed, whole or in part, even for a compressible type', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
    const upload = await acme.upload('/localuser-icon/upload', {
      name: 'big.svg',
      type: 'image/svg+xml',
      content: svg,
    });
    const icon = upload.envelope.data as Icon;
    const { url } = await acme.ok<{ url: string }>('/localuser-icon/mediaUrl', { id: icon.id });
    const whole = await rawGet(url, { 'accept-encoding': 'br, gzip' });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body.length).toBe(icon.size);
    const part = await rawGet(url, { 'accept-encoding': 'br, gzip', range: 'bytes=10-109' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 10-109/${icon.size}`);
    expect(part.body.equals(whole.body.subarray(10, 110))).toBe(true);
  });
});
