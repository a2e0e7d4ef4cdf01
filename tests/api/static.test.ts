import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let t: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-dist-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><!--dc-config--><title>x</title></head><body></body></html>',
  );
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("console");');
  fs.mkdirSync(path.join(staticDir, 'elements'));
  fs.writeFileSync(
    path.join(staticDir, 'elements', 'index.d.ts'),
    'export declare function defineAll(): string[];',
  );
  t = await startTestServer({ staticDir, signSecret: 'secret with "quotes" & <tags>' });
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

function metaContent(html: string): unknown {
  const match = /<meta name="dc-config" content="([^"]*)">/.exec(html);
  if (!match) throw new Error('no dc-config meta');
  const decoded = match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(decoded);
}

describe('the built console at / (docs/protocol.md, docs/architecture.md#reference-server)', () => {
  it('index.html gets the runtime config as an attribute-escaped meta tag in place of <!--dc-config-->', async () => {
    const response = await fetch(`${t.server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).not.toContain('<!--dc-config-->');
    expect(metaContent(html)).toEqual({
      signSecret: 'secret with "quotes" & <tags>',
      cryptoKey: t.server.config.cryptoKey,
      cryptoIv: t.server.config.cryptoIv,
      apiBase: '',
      urlPrefix: '/api',
    });
  });

  it('other files are served as they are', async () => {
    const response = await fetch(`${t.server.url}/assets/app.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("console");');
  });

  it('TypeScript declarations are served as TypeScript, not as an MPEG stream (.ts)', async () => {
    const response = await fetch(`${t.server.url}/elements/index.d.ts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/typescript; charset=utf-8');
    expect(await response.text()).toContain('defineAll');
  });

  it('the API still answers beside the console, and unknown API paths stay -1 envelopes', async () => {
    const info = await t.client.call('POST', '/sysinfo/get');
    expect(info.envelope.code).toBe('0000');
    const missing = await fetch(`${t.server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('-1');
  });
});
