import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD } from './answerCompression';

/**
 * Answers above 1 kB other than the contract endpoints' (the rewritten index.html, streamed exports)
 * compressed by Accept-Encoding, Brotli before gzip; the contract endpoints compress their own answers in
 * one call (./answerCompression.ts). Registered before any route (the plugin hooks
 * routes as they are added). Routes that stream files with Range turn it off with `compress: false`; the
 * static files carry their own precompressed copies (Content-Encoding already set, so the plugin leaves
 * them), and types that are compressed already (audio, images, xlsx, zip) are not compressible for the
 * plugin.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
