import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResourceSession, signIn } from './resources/resourceClient';
import { message } from './support/messages';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Multipart bodies are parsed for the `upload` endpoints only (server/http/registerEndpoints.ts): the
 * multipart plugin and its per-request hooks live in those routes' context.
 */
let t: TestServer;
let acme: ResourceSession;
beforeAll(async () => {
  t = await startTestServer();
  acme = await signIn(t, 'acme');
});
afterAll(async () => {
  await t?.stop();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The hooks Fastify lists for one route, by kind (printRoutes with hooks). */
function hooksOf(url: string): Map<string, string> {
  const lines = t.server.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const at = lines.findIndex((line) => line.includes(`${url} (POST)`));
  expect(at, url).toBeGreaterThanOrEqual(0);
  const hooks = new Map<string, string>();
  for (const line of lines.slice(at + 1)) {
    const hook = /• \((\w+)\) (.*)$/.exec(line);
    if (!hook) break;
    hooks.set(hook[1]!, hook[2]!);
  }
  return hooks;
}

describe('multipart bodies', () => {
  it('are taken by an upload endpoint', async () => {
    const uploaded = await acme.upload(
      '/localuser-icon/upload',
      { name: 'dot.png', type: 'image/png', content: PNG },
      {
        name: 'Dot',
      },
    );
    expect(uploaded.envelope.code).toBe('0000');
  });

  it('sent to any other endpoint, are refused as an unsupported media type in the caller’s language', async () => {
    const refused = await acme.upload(
      '/cdr/page',
      { name: 'a.txt', type: 'text/plain', content: 'x' },
      {},
      'en_US',
    );
    expect(refused.status).toBe(400);
    expect(refused.envelope).toEqual({
      code: '-1',
      data: null,
      message: message('en', 'api.unsupportedMediaType'),
    });
  });

  it('have their plugin’s hooks on the upload routes only', () => {
    // An upload route runs the plugin's onResponse (temp files) besides the API's own hooks.
    expect(hooksOf('/api/localuser-icon/upload').get('onResponse')).toBeDefined();
    // A page call does not: one onRequest hook fewer too (the plugin's close listener).
    const page = hooksOf('/api/cdr/page');
    expect(page.get('onResponse')).toBeUndefined();
    expect(page.get('onRequest')?.split(',').length).toBe(
      (hooksOf('/api/localuser-icon/upload').get('onRequest')?.split(',').length ?? 0) - 1,
    );
  });
});
