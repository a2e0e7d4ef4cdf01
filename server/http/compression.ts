import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024;

/**
 * The API's JSON answers go as they are below this size. An answer that fits the first flight of TCP
 * segments (ten of them, RFC 6928: about 14 kB with the headers) arrives in one round trip compressed or
 * not, so compressing it saves bytes but no time, and costs CPU on every call: a 20-row record page (about
 * 7 kB) took about 60 µs of Brotli or gzip, a fifth of a bare Fastify POST (docs/server.md "Signed calls").
 */
export const API_COMPRESS_THRESHOLD = 12 * 1024;

/** The `compress` option of an API route (see @fastify/compress route options). */
export const API_ANSWER_COMPRESSION = { threshold: API_COMPRESS_THRESHOLD } as const;

/**
 * Answers above 1 kB (the rewritten index.html, other routes) and API answers above
 * API_COMPRESS_THRESHOLD compressed by Accept-Encoding, Brotli before gzip. Registered before any route
 * (the plugin hooks routes as they are added). Routes that stream files with Range turn it off with
 * `compress: false`; the static files carry their own precompressed copies (Content-Encoding already set,
 * so the plugin leaves them), and types that are compressed already (audio, images, xlsx, zip) are not
 * compressible for the plugin.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
