import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { proxyTrust } from '../../../server/origins/trustedProxies';
import { realtimeProtocols } from '../../../src/contract/monitor';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * Behind a trusted reverse proxy the WebSocket judges the page's Origin against the proxy's X-Forwarded-Host
 * and -Proto, as the HTTP API does; from anyone else those headers are ignored.
 */

const PUBLIC = 'https://console.example.com';

let proxied: TestServer;
let direct: TestServer;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startTestServer({ trustedProxies: ['loopback'] }),
    startTestServer({ trustedProxies: [] }),
  ]);
});
afterAll(async () => Promise.all([proxied?.stop(), direct?.stop()]));

/** The upgrade's answer: 101 when the socket opened, else the refusal's HTTP status. */
async function open(t: TestServer, headers: Record<string, string>): Promise<number> {
  const token = await t.login('acme');
  return new Promise<number>((resolve) => {
    const socket = new WebSocket(`${t.server.wsUrl}/`, realtimeProtocols(token), { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
}

describe('the WebSocket behind a trusted proxy', () => {
  it('takes the console page of the public host the proxy names', async () => {
    const forwarded = {
      Origin: PUBLIC,
      'X-Forwarded-Host': 'console.example.com',
      'X-Forwarded-Proto': 'https',
    };
    expect(await open(proxied, forwarded)).toBe(101);
    // A chain of proxies: the nearest one's entry counts.
    expect(
      await open(proxied, { ...forwarded, 'X-Forwarded-Host': 'spoofed.example.net, console.example.com' }),
    ).toBe(101);
  });

  it('refuses a page of another host or scheme than the proxy names', async () => {
    expect(await open(proxied, { Origin: PUBLIC })).toBe(403);
    expect(
      await open(proxied, {
        Origin: 'https://evil.example.net',
        'X-Forwarded-Host': 'console.example.com',
        'X-Forwarded-Proto': 'https',
      }),
    ).toBe(403);
    expect(
      await open(proxied, {
        Origin: PUBLIC,
        'X-Forwarded-Host': 'console.example.com',
        'X-Forwarded-Proto': 'http',
      }),
    ).toBe(403);
  });

  it('ignores forwarded headers from a peer that is not a trusted proxy', async () => {
    const forwarded = {
      Origin: PUBLIC,
      'X-Forwarded-Host': 'console.example.com',
      'X-Forwarded-Proto': 'https',
    };
    expect(await open(direct, forwarded)).toBe(403);
    // The console's own page still opens it directly.
    expect(await open(direct, { Origin: new URL(direct.server.url).origin })).toBe(101);
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it('match addresses, ranges, masks and the named ranges, IPv4-mapped peers included', () => {
    const trusts = proxyTrust(['loopback', '10.1.0.0/16', '192.168.5.0/255.255.255.0', '2001:db8::7']);
    for (const address of [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '::1',
      '10.1.200.3',
      '192.168.5.9',
      '2001:db8::7',
    ])
      expect(trusts(address), address).toBe(true);
    for (const address of ['10.2.0.1', '192.168.6.1', '2001:db8::8', '8.8.8.8', undefined])
      expect(trusts(address), String(address)).toBe(false);
    expect(proxyTrust([])('127.0.0.1')).toBe(false);
  });
});
