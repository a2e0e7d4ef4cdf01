import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BrotliOptions,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * The contract endpoints' answers, compressed in one call. @fastify/compress (kept for the other routes:
 * exports, index.html) decorates every request and negotiates, checks and compresses in hooks of its own;
 * an API answer is already one string or Buffer when it is sent, so one onSend hook does it all: the
 * encoding read from Accept-Encoding (a few distinct headers, kept), then one zlib call with a window sized
 * to the body instead of the 4 MB (Brotli) or 32 kB (gzip) made for any size. Same encodings, order,
 * threshold and headers as the plugin gives (docs/server.md "Signed calls: server CPU").
 */

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The quicker levels the API's answers are compressed at. They are made for every call (a 20-row record
 * page is 7 kB), so the time matters more than the last bytes: on that page Brotli 3 took about half the
 * time of the plugin's Brotli 4 for 3 % more bytes, gzip 3 about half of zlib's level 6 for 10 % more
 * (docs/server.md "Signed calls: server CPU").
 */
export const API_BROTLI_QUALITY = 3;
export const API_GZIP_LEVEL = 3;

/** Above this an answer is compressed as a stream, so one large answer never holds the event loop long. */
const ONE_CALL_LIMIT = 64 * 1024;

/**
 * The plugin's default compressible types but octet-stream: the contract answers JSON, and files as CSV
 * (compressed) or XLSX (a zip already).
 */
const COMPRESSIBLE_TYPE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

export type AnswerEncoding = 'br' | 'gzip';

/** The encodings offered, best first (a tie in q goes to the earlier). */
const OFFERED: readonly AnswerEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer in from an Accept-Encoding header (RFC 9110 §12.5.3): the offered coding with the
 * highest q above 0, `*` standing for any not named, `x-gzip` for gzip; undefined for none or identity.
 */
function negotiateEncoding(header: string): AnswerEncoding | undefined {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((piece) => piece.trim());
      if (key === 'q') weight = Number(value);
    }
    if (!Number.isFinite(weight)) continue;
    q.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  const any = q.get('*');
  let best: AnswerEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of OFFERED) {
    const weight = q.get(encoding) ?? any ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  // Identity asked for above every offered coding: the answer goes as it is.
  return best && (q.get('identity') ?? 0) <= bestWeight ? best : undefined;
}

/** Distinct Accept-Encoding headers whose choice is kept (browsers and clients send a handful). */
const MAX_HEADERS_KEPT = 64;
const negotiated = new Map<string, AnswerEncoding | undefined>();

function encodingFor(header: string): AnswerEncoding | undefined {
  if (negotiated.has(header)) return negotiated.get(header);
  const encoding = negotiateEncoding(header);
  // The header is the caller's to choose: a flood of values starts the cache again, never grows it.
  if (negotiated.size >= MAX_HEADERS_KEPT) negotiated.clear();
  negotiated.set(header, encoding);
  return encoding;
}

/** log2 of the smallest window that holds `bytes`, within [min, max]. */
function windowBits(bytes: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.ceil(Math.log2(bytes))));
}

/** gzip's options for a body of `bytes`: the window no larger than the body needs. */
function gzipOptions(bytes: number): ZlibOptions {
  return { level: API_GZIP_LEVEL, windowBits: windowBits(bytes, 9, 15) };
}

/** Brotli's options for a body of `bytes`, likewise. */
function brotliOptions(bytes: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY,
      // Below 64 kB Brotli's own choices for a small input took longer; 16 was the quickest measured.
      [constants.BROTLI_PARAM_LGWIN]: windowBits(bytes, 16, 22),
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

/** `body` compressed in one call, as it goes on the wire. */
export function compressAnswer(body: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions(body.length))
    : gzipSync(body, gzipOptions(body.length));
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((value) => value.toLowerCase().includes('accept-encoding')))
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/**
 * The contract routes' onSend hook (route option `compress: false` turns the plugin off for them): a
 * string or Buffer answer of a compressible type above COMPRESS_THRESHOLD, to a client that accepts br or
 * gzip, goes compressed with its length; anything else goes as it is.
 */
export function compressApiAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const accept = request.headers['accept-encoding'];
  if (
    (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
    accept === undefined ||
    request.headers['x-no-compression'] !== undefined ||
    reply.getHeader('content-encoding') !== undefined
  ) {
    done(null, payload);
    return;
  }
  const encoding = encodingFor(accept);
  const type = reply.getHeader('content-type');
  if (!encoding || !COMPRESSIBLE_TYPE.test(typeof type === 'string' ? type : 'application/json')) {
    done(null, payload);
    return;
  }
  // A string's UTF-8 length is at least its length: counted only when that says nothing.
  const small =
    typeof payload === 'string'
      ? payload.length < COMPRESS_THRESHOLD && Buffer.byteLength(payload) < COMPRESS_THRESHOLD
      : payload.length < COMPRESS_THRESHOLD;
  if (small) {
    done(null, payload);
    return;
  }
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  addVary(reply);
  reply.header('content-encoding', encoding);
  if (body.length <= ONE_CALL_LIMIT) {
    let compressed: Buffer;
    try {
      compressed = compressAnswer(body, encoding);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    reply.header('content-length', compressed.length);
    done(null, compressed);
    return;
  }
  reply.removeHeader('content-length');
  const stream =
    encoding === 'br'
      ? createBrotliCompress(brotliOptions(body.length))
      : createGzip(gzipOptions(body.length));
  // A client that leaves mid-answer closes the stream early: nothing to report then.
  pipeline(Readable.from([body]), stream).catch((error: { code?: string }) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.error({ err: error }, 'answer compression');
  });
  done(null, stream);
}
