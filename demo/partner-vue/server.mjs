#!/usr/bin/env node
// A partner's portal on its own origin: a Vue 3 page that embeds the console's elements, and the
// partner's own back end, which holds a partner key and exchanges it for a short-lived console token
// (POST <console>/api/partner/token) — the page never sees a password or the key.
//
//   CONSOLE_URL=http://127.0.0.1:3000 PARTNER_KEY=pk_….secret PORT=3310 node demo/partner-vue/server.mjs
//
// Register http://127.0.0.1:3310 under 用户中心 > 企业定制 and create the key there first.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// Vue's runtime-only browser build: render functions, no template compiler, so no eval under the CSP.
const VUE_FILE = join(
  dirname(require.resolve('vue/package.json')),
  'dist',
  'vue.runtime.esm-browser.prod.js',
);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
};

/** The page's policy: nothing inline, nothing evaluated; scripts, calls and the socket only to the console. */
function policyFor(consoleUrl, wsPort) {
  const console = new URL(consoleUrl);
  const socket = `ws://${console.hostname}:${wsPort} wss://${console.hostname}:${wsPort}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${console.origin}`,
    "style-src 'self'",
    `img-src 'self' ${console.origin} data:`,
    `media-src 'self' ${console.origin}`,
    `connect-src 'self' ${console.origin} ${socket}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function exchangeKey(consoleUrl, partnerKey) {
  const response = await fetch(new URL('/api/partner/token', consoleUrl), {
    method: 'POST',
    headers: { Authorization: `PartnerKey ${partnerKey}` },
  });
  const answer = await response.json();
  if (answer.code !== '0000') throw new Error(answer.message || `token exchange answered ${response.status}`);
  return answer.data;
}

/**
 * The console's WebSocket port, for the page's `connect-src`: from its public protocol settings
 * (`GET /api/client-config`), so the policy follows the console's WS_PORT; 8012 (the default) when unreadable.
 */
async function consoleWsPort(consoleUrl) {
  try {
    const answer = await fetch(new URL('/api/client-config', consoleUrl)).then((response) => response.json());
    return Number.isInteger(answer?.data?.wsport) ? answer.data.wsport : 8012;
  } catch {
    return 8012;
  }
}

/**
 * Starts the partner's server; answers its URL and a close function. A portal serving several enterprises
 * holds one key each: `partnerKeys` names them (the first is the default), `partnerKey` is the one-key case.
 * `wsPort`: default, the console's.
 */
export async function startPartnerHost({
  port = 3310,
  host = '127.0.0.1',
  consoleUrl,
  partnerKey,
  partnerKeys,
  wsPort,
}) {
  const keys = partnerKeys ?? { default: partnerKey };
  const socketPort = wsPort ?? (await consoleWsPort(consoleUrl));
  const server = http.createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://partner');
      if (request.method === 'GET' && url.pathname === '/tenants') {
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        return response.end(JSON.stringify(Object.keys(keys)));
      }
      if (request.method === 'POST' && url.pathname === '/session') {
        // The partner's own sign-in would come first; the demo trusts whoever opens it.
        const key = keys[url.searchParams.get('tenant') ?? ''] ?? Object.values(keys)[0];
        const token = await exchangeKey(consoleUrl, key);
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        // The token's hard end goes to the page, so the element library announces it ahead.
        return response.end(JSON.stringify({ token: token.token, expiresAt: token.expiresAt, consoleUrl }));
      }
      const file =
        url.pathname === '/vue.js'
          ? VUE_FILE
          : join(here, 'public', url.pathname === '/' ? 'index.html' : url.pathname.replace(/^\/+/, ''));
      if (file !== VUE_FILE && !file.startsWith(join(here, 'public')))
        throw Object.assign(new Error('no'), { status: 404 });
      let body = await readFile(file);
      const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
      if (file.endsWith('.html'))
        body = Buffer.from(String(body).replace('%CONSOLE_URL%', new URL(consoleUrl).origin));
      response.writeHead(200, {
        'content-type': type,
        'content-security-policy': policyFor(consoleUrl, socketPort),
        'x-content-type-options': 'nosniff',
      });
      response.end(body);
    } catch (error) {
      response.writeHead(error?.status ?? (error?.code === 'ENOENT' ? 404 : 500), {
        'content-type': 'text/plain',
      });
      response.end(error?.code === 'ENOENT' ? 'not found' : String(error?.message ?? error));
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const consoleUrl = process.env.CONSOLE_URL ?? 'http://127.0.0.1:3000';
  const partnerKey = process.env.PARTNER_KEY;
  if (!partnerKey) {
    console.error('PARTNER_KEY is required: create one under 用户中心 > 企业定制 > 合作密钥');
    process.exit(1);
  }
  const started = await startPartnerHost({
    port: Number(process.env.PORT ?? 3310),
    consoleUrl,
    partnerKey,
    // The console's own WS_PORT unless this says otherwise.
    wsPort: process.env.CONSOLE_WS_PORT ? Number(process.env.CONSOLE_WS_PORT) : undefined,
  });
  console.log(`partner portal on ${started.url} (console ${consoleUrl})`);
}
