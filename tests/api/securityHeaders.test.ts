import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

/** Security headers on the console and the API (server/http/securityHeaders.ts). */
let t: TestServer;
let staticDir: string;
beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-dist-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><!--dc-config--></head></html>',
  );
  t = await startTestServer({ staticDir });
});
afterAll(async () => {
  await t?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** The policy as a map of directive → sources. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The policy the console page is served under when asked with this Host header. */
function policyForHost(host: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    request(`${t.server.url}/`, { headers: { host } }, (response) => {
      response.resume();
      resolve(String(response.headers['content-security-policy']));
    })
      .on('error', reject)
      .end();
  });
}

describe('the console page', () => {
  it('is served under a strict Content-Security-Policy', async () => {
    const response = await fetch(`${t.server.url}/`);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toContain("'self'");
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const wsPort = new URL(t.server.wsUrl).port;
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      `ws://127.0.0.1:${wsPort}`,
      `wss://127.0.0.1:${wsPort}`,
    ]);
    for (const sources of csp.values()) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
    }
    // The runtime configuration is still the data tag, not a script.
    expect(await response.text()).toContain('<meta name="dc-config"');
  });

  it('sends nosniff, a referrer policy, frame and opener policies, and no HSTS over plain HTTP', async () => {
    const response = await fetch(`${t.server.url}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('does not echo a Host header that could inject a directive', async () => {
    const policy = await policyForHost("evil; script-src 'unsafe-inline'");
    expect(policy).not.toContain('unsafe-inline');
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
  });

  it("names each request's own host in connect-src, asked in turn and again", async () => {
    const wsPort = new URL(t.server.wsUrl).port;
    const sockets = (host: string) => ["'self'", `ws://${host}:${wsPort}`, `wss://${host}:${wsPort}`];
    for (const host of ['console.example', 'other.example', 'console.example', '[::1]']) {
      const policy = directives(await policyForHost(`${host}:8080`));
      expect(policy.get('connect-src')).toEqual(sockets(host));
      expect(policy.get('script-src')).toEqual(["'self'"]);
    }
  });
});

describe('the API', () => {
  it("answers contract calls with an API's headers, not the console page's, and -1 errors too", async () => {
    const info = await t.client.call('POST', '/sysinfo/get');
    const refused = await t.client.call('POST', '/cdr/page', { body: { pageNum: 'x' } });
    expect(refused.envelope.code).not.toBe('0000');
    for (const answer of [info, refused]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(directives(answer.headers.get('content-security-policy'))).toEqual(
        new Map([
          ['default-src', ["'none'"]],
          ['frame-ancestors', ["'none'"]],
        ]),
      );
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      // The document's policies are the console page's only.
      for (const name of ['cross-origin-opener-policy', 'x-dns-prefetch-control', 'origin-agent-cluster'])
        expect(answer.headers.get(name), name).toBeNull();
    }
  });

  it('answers an unknown API path with the usual headers and a -1 envelope', async () => {
    const missing = await fetch(`${t.server.url}/api/nothing-here`);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await missing.json()) as { code: string }).code).toBe('-1');
  });
});
