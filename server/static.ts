import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { cacheControlFor, REVALIDATE } from './staticCaching';

/** The comment in the console's index.html that the server replaces with its runtime configuration. */
const CONFIG_PLACEHOLDER = '<!--dc-config-->';

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * docs/protocol.md: the console served by this server gets the same secrets as the server, in
 * `<meta name="dc-config">` (read by src/core/config/runtimeConfig.ts, no inline script).
 */
function injectRuntimeConfig(html: string, config: ServerConfig): string {
  const runtime = {
    signSecret: config.signSecret,
    cryptoKey: config.cryptoKey,
    cryptoIv: config.cryptoIv,
    apiBase: '',
    urlPrefix: '/api',
  };
  const meta = `<meta name="dc-config" content="${escapeAttribute(JSON.stringify(runtime))}">`;
  return html.replace(CONFIG_PLACEHOLDER, () => meta);
}

/**
 * TypeScript declarations (`elements/index.d.ts`, `elements/elements.d.ts`): by extension `.ts` is an MPEG
 * transport stream (`video/mp2t`) to the MIME table, which editors and CDNs then refuse or mangle.
 */
const TYPESCRIPT = /\.(d\.)?[cm]?ts(\.(br|gz))?$/;
const TYPESCRIPT_CONTENT_TYPE = 'application/typescript; charset=utf-8';

/**
 * Serves the built console from `staticDir` at `/` when it exists (`npm start`).: files are sent
 * from their precompressed copies (scripts/precompress.mjs) by Accept-Encoding, Brotli before gzip, with
 * `Vary: Accept-Encoding`; hashed names are cached for good, the rest revalidated (staticCaching.ts). The
 * rewritten index.html is compressed as it is sent by @fastify/compress (server/http/compression.ts).
 */
export async function registerStatic(app: FastifyInstance, config: ServerConfig): Promise<boolean> {
  const indexFile = path.join(config.staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const html = injectRuntimeConfig(fs.readFileSync(indexFile, 'utf8'), config);
  const sendIndex = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  await app.register(fastifyStatic, {
    root: config.staticDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(path.relative(config.staticDir, file)));
      if (TYPESCRIPT.test(file)) reply.header('content-type', TYPESCRIPT_CONTENT_TYPE);
    },
  });
  return true;
}
