import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024;

/**
 * The quicker levels the API's answers are compressed at. They are made for every call (a 20-row record
 * page is 7 kB), so the time matters more than the last bytes: on that page Brotli 3 took about half the
 * time of the plugin's Brotli 4 for 3 % more bytes, gzip 3 about half of zlib's level 6 for 10 % more
 * (docs/server.md "Signed calls").
 */
export const API_BROTLI_QUALITY = 3;
export const API_GZIP_LEVEL = 3;

/** The `compress` option of an API route (@fastify/compress route options). */
export const API_ANSWER_COMPRESSION = {
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY,
    },
  },
  zlibOptions: { level: API_GZIP_LEVEL },
};

/**
 * Answers above 1 kB (the API's, the rewritten index.html) compressed by Accept-Encoding, Brotli before
 * gzip; the API's at API_BROTLI_QUALITY and API_GZIP_LEVEL. Registered before any route (the plugin hooks
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
