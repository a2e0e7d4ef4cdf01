import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { realtimeProtocols } from '../../../src/contract/monitor';
import { type ResourceSession, signIn } from '../resources/resourceClient';
import { message } from '../support/messages';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * CORS and origins. An enterprise registers its partner portal's origin; from there the API answers
 * preflights with the protocol's headers and takes the enterprise's tokens — no other enterprise's, and no
 * platform account's unless ALLOWED_ORIGINS names the origin; unknown origins get no CORS and a clear refusal;
 * the WebSocket checks the page's origin the same way.
 */

const PORTAL = 'http://127.0.0.1:3310';
const PLATFORM_PORTAL = 'https://ops.example.com';
const EVIL = 'http://evil.example';
let t: TestServer;
let acme: ResourceSession;

beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: [PLATFORM_PORTAL] });
  acme = await signIn(t, 'acme');
});
afterAll(async () => t?.stop());

const preflight = (origin: string, path = '/api/cdr/page') =>
  fetch(`${t.server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,sign,timestamp,content-type,lang,traceid,mode',
    },
  });
const callFrom = (origin: string, token: string, path = '/dept/tree') =>
  t.client.call('POST', path, { body: {}, token, headers: { Origin: origin }, lang: 'en_US' });

describe('partner origins', () => {
  it('an unknown origin gets no CORS headers and its API calls are refused with the reason', async () => {
    const answer = await preflight(EVIL);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await callFrom(EVIL, acme.token);
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe(message('en', 'api.originRefused', { origin: EVIL }));
  });

  it('a call from the console itself (no Origin, or its own) gets no CORS headers, only Vary: Origin', async () => {
    const own = new URL(t.server.url).origin;
    for (const headers of [{}, { Origin: own }] as Record<string, string>[]) {
      const answer = await t.client.call('POST', '/dept/tree', { body: {}, token: acme.token, headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-expose-headers')).toBeNull();
      expect(answer.headers.get('vary')?.split(/\s*,\s*/)).toContain('Origin');
    }
  });

  it('an origin is scheme://host[:port] over http or https: wildcards, paths and other schemes are refused by name', async () => {
    for (const entry of [
      'http://*.evil.com',
      'https://*',
      'ftp://portal.example.com',
      'https://portal.example.com/app',
    ]) {
      const refused = await acme.refused('/enterprise-oem/setOrigins', { origins: [PORTAL, entry] });
      expect(refused.status, entry).toBe(400);
      expect(refused.message, entry).toBe(
        message('en', 'validation.origin', {
          field: `${message('en', 'portalOrigins.fields.origins')} (2)`,
          value: entry,
        }),
      );
    }
    expect(await acme.ok('/enterprise-oem/origins')).toEqual({ origins: [] });
    // The same rule in Chinese, naming the entry.
    const zh = await acme.refused('/enterprise-oem/setOrigins', { origins: ['http://*.evil.com'] }, 'zh_CN');
    expect(zh.message).toContain('“http://*.evil.com”');
  });

  it("an enterprise's registered origin gets the protocol's CORS and takes that enterprise's tokens only", async () => {
    const bad = await acme.refused('/enterprise-oem/setOrigins', { origins: ['http://127.0.0.1:3310/path'] });
    expect(bad.status).toBe(400);
    await acme.ok('/enterprise-oem/setOrigins', { origins: [PORTAL] });
    expect(await acme.ok('/enterprise-oem/origins')).toEqual({ origins: [PORTAL] });

    const answer = await preflight(PORTAL);
    expect(answer.status).toBeLessThan(300);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'sign', 'timestamp', 'mode', 'lang', 'traceid', 'content-type'])
      expect(allowed).toContain(header);

    const ok = await callFrom(PORTAL, acme.token);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PORTAL);
    // With fetch an answer header that is not exposed is simply missing on a partner page: the client reads
    // `mode` (an encrypted answer) and `content-disposition` (a download's file name).
    const exposed = (ok.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['mode', 'content-disposition']));

    const globex = await callFrom(PORTAL, await t.login('globex'));
    expect(globex.status).toBe(403);
    expect(globex.envelope.message).toBe(message('en', 'api.originNotAllowed', { origin: PORTAL }));
    expect((await callFrom(PORTAL, await t.login('admin'), '/operlog/page')).status).toBe(403);
    // Another enterprise cannot see or change acme's list.
    expect(await (await signIn(t, 'globex')).ok('/enterprise-oem/origins')).toEqual({ origins: [] });
  });

  it('the element library is public: any page may load it, while the API stays closed to unknown origins', async () => {
    const library = await fetch(`${t.server.url}/elements/index.js`, { headers: { Origin: EVIL } });
    expect(library.headers.get('access-control-allow-origin')).toBe('*');
    expect(library.headers.get('access-control-allow-credentials')).toBeNull();
    const api = await preflight(EVIL);
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('ALLOWED_ORIGINS is for every account: a platform administrator works from there', async () => {
    const admin = await callFrom(PLATFORM_PORTAL, await t.login('admin'), '/operlog/page');
    expect(admin.status).toBe(200);
    expect((await callFrom(PLATFORM_PORTAL, acme.token)).status).toBe(200);
  });

  it('the WebSocket takes a page origin allowed for the session only', async () => {
    const open = (origin: string, token: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${t.server.wsUrl}/`, realtimeProtocols(token), {
          headers: { Origin: origin },
        });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('error', () => resolve(0));
      });
    expect(await open(PORTAL, acme.token)).toBe(101);
    // The console's own page: the same host on the HTTP port.
    expect(await open(new URL(t.server.url).origin, await t.login('globex'))).toBe(101);
    expect(await open(EVIL, acme.token)).toBe(403);
    expect(await open(PORTAL, await t.login('globex'))).toBe(403);
  });
});
