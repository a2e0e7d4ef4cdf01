import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { clientConfigSchema, PUBLIC_ROUTES } from '../../../src/contract/publicRoutes';
import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../../src/core/config/runtimeConfig';
import { ApiClient } from '../support/apiClient';
import { startTestServer, type TestServer } from '../support/testServer';

/*
 * The public routes outside the signed protocol: a registered partner page learns the deployment's protocol
 * settings without a Sign (it cannot sign before it has them), another origin is refused; the API's OpenAPI
 * 3.1 document describes every contract endpoint with schemas that resolve.
 */

const PORTAL = 'https://portal.example.com';
const SECRETS = {
  signSecret: 'partner-deploy-secret',
  cryptoKey: 'PartnerKey16Char',
  cryptoIv: 'PartnerIv16Chars',
};
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ allowedOrigins: [PORTAL], ...SECRETS });
});
afterAll(async () => t?.stop());

describe('GET /api/client-config', () => {
  it("answers the deployment's own settings, unsigned, with CORS for a registered origin", async () => {
    const response = await fetch(`${t.server.url}/api/client-config`, { headers: { Origin: PORTAL } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const envelope = (await response.json()) as { code: string; data: unknown };
    expect(envelope.code).toBe('0000');
    expect(clientConfigSchema.parse(envelope.data)).toEqual({
      ...SECRETS,
      urlPrefix: '/api',
      wsport: t.server.config.wsPort,
    });
  });

  it('refuses a page of an origin that is not registered, with the reason', async () => {
    const response = await fetch(`${t.server.url}/api/client-config`, {
      headers: { Origin: 'http://evil.example', lang: 'en_US' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const envelope = (await response.json()) as { code: string; message: string };
    expect(envelope.code).toBe('-1');
    expect(envelope.message).toContain('evil.example');
  });

  it('a client signing with the settings it learnt is accepted where the defaults are refused', async () => {
    const response = await fetch(`${t.server.url}/api/client-config`);
    const learnt = clientConfigSchema.parse(((await response.json()) as { data: unknown }).data);
    const answer = await new ApiClient(t.server.url, learnt).call('POST', '/sysinfo/get');
    expect(answer.envelope.code).toBe('0000');
    const defaults = { signSecret: DEV_SIGN_SECRET, cryptoKey: DEV_CRYPTO_KEY, cryptoIv: DEV_CRYPTO_IV };
    const refused = await new ApiClient(t.server.url, defaults).call('POST', '/sysinfo/get', {
      lang: 'en_US',
    });
    expect(refused.envelope.message).toBe('The request signature is invalid');
  });
});

type Json = Record<string, unknown>;

/** Every `$ref` in the document, with where it was found. */
function refsOf(value: unknown, at: string, found: { ref: string; at: string }[] = []) {
  if (Array.isArray(value))
    for (const [index, item] of value.entries()) refsOf(item, `${at}/${index}`, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push({ ref: inner, at });
      else refsOf(inner, `${at}/${key}`, found);
    }
  return found;
}

function resolvePointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined),
      document,
    );
}

describe('GET /api/openapi.json', () => {
  let document: Json;
  beforeAll(async () => {
    const response = await fetch(`${t.server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    document = (await response.json()) as Json;
  });

  it('is an OpenAPI 3.1 document whose every path has operations with answers', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect((document.info as Json).title).toBeTruthy();
    const paths = document.paths as Record<string, Record<string, Json>>;
    expect(Object.keys(paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(paths)) {
      const operations = Object.entries(item).filter(([method]) => ['get', 'post'].includes(method));
      expect(operations.length, path).toBeGreaterThan(0);
      for (const [method, operation] of operations) {
        expect(operation.operationId, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation.responses as Json), `${method} ${path}`).toContain('200');
      }
    }
    const ids = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every contract endpoint and public route, with who may call it', () => {
    const paths = document.paths as Record<string, Record<string, Json>>;
    for (const endpoint of ENDPOINTS) {
      const operation = paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect((operation!['x-access'] as Json).kind).toBe(endpoint.access.kind);
      expect(operation!.summary).toBe(endpoint.summary);
    }
    for (const route of PUBLIC_ROUTES) expect(paths[`/api${route.path}`]?.get, route.path).toBeDefined();
  });

  it('every $ref resolves inside the document', () => {
    const refs = refsOf(document, '#');
    expect(refs.length).toBeGreaterThan(ENDPOINTS.length);
    const broken = refs.filter(({ ref }) => resolvePointer(document, ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('describes the signing and encryption scheme as its security', () => {
    const components = document.components as Json;
    const schemes = components.securitySchemes as Record<string, Json>;
    expect(schemes.sign).toMatchObject({ type: 'apiKey', in: 'header', name: 'Sign' });
    expect(String(schemes.sign!.description)).toContain('md5(Timestamp + signSecret + body + token)');
    expect(schemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(schemes.timestamp).toMatchObject({ type: 'apiKey', in: 'header', name: 'Timestamp' });
    expect(String((components.parameters as Record<string, Json>).mode!.description)).toContain(
      'AES-128-CBC',
    );
    const paths = document.paths as Record<string, Record<string, Json>>;
    expect(paths['/api/login/auth']!.post!['x-encrypted']).toBe(true);
    const session = ENDPOINTS.find((endpoint) => endpoint.access.kind === 'session')!;
    expect(paths[`/api${session.path}`]![session.method.toLowerCase()]!.security).toEqual([
      { token: [], timestamp: [], sign: [] },
    ]);
  });
});
