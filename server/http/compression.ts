import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024;

/**
 * API answers above 1 kB (and the rewritten index.html) compressed by Accept-Encoding, Brotli
 * before gzip. Registered before any route (the plugin hooks routes as they are added). Routes that stream
 * files with Range turn it off with `compress: false`; the static files carry their own precompressed
 * copies (Content-Encoding already set, so the plugin leaves them), and types that are compressed already
 * (audio, images, xlsx, zip) are not compressible for the plugin.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
