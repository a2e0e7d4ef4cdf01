// @vitest-environment node
import qs from 'qs';
import { afterEach, describe, expect, it } from 'vitest';
import { getPermCode, loginAuth } from '../../../src/contract/auth';
import { QUERY_STRING_LIMITS } from '../../../src/contract/envelope';
import type { RuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { createHttpClient } from '../../../src/core/http/client';
import {
  type Handler,
  IV,
  KEY,
  nodeDecrypt,
  nodeEncrypt,
  ok,
  recordingHooks,
  SECRET,
  startTestServer,
  type TestServer,
  testConfig,
} from './protocolTestServer';

describe('HTTP client protocol (docs/protocol.md#the-calls, docs/protocol.md)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  async function setUp(
    handler: Handler,
    options: { token?: string; locale?: string; config?: Partial<RuntimeConfig> } = {},
  ) {
    server = await startTestServer(handler, options.config?.authScheme ?? '');
    const recorded = recordingHooks(options.token, options.locale);
    let clock = 1_700_000_000_000;
    const client = createHttpClient({
      getConfig: () => testConfig(server.baseUrl, options.config),
      hooks: recorded.hooks,
      now: () => clock++,
      wait: async () => {},
    });
    return { client, ...recorded };
  }

  it('calls go to apiBase + urlPrefix and a 2xx envelope 0000 answers its data', async () => {
    const { client } = await setUp(() => ({
      status: 201,
      body: { code: '0000', data: { id: 7 }, message: '' },
    }));
    await expect(client.post('/things/add', { name: 'a' })).resolves.toEqual({ id: 7 });
    expect(server.requests[0].path).toBe('/api/things/add');
  });

  it('every request carries Authorization, Timestamp, Sign, traceId and lang; Sign = md5(Timestamp + secret + body + token)', async () => {
    const { client } = await setUp(() => ok(null), { token: 'tok-123', locale: 'en' });
    await client.post('/x', { a: 1 });
    await client.get('/y', { q: 'z' });
    for (const seen of server.requests) {
      expect(seen.headers.authorization).toBe('tok-123');
      expect(seen.headers.timestamp).toMatch(/^\d{13}$/);
      expect(seen.headers.traceid).toMatch(/^[0-9a-f]{32}$/);
      expect(seen.headers.lang).toBe('en_US');
      expect(seen.signValid).toBe(true);
    }
    expect(server.requests[0].headers.traceid).not.toBe(server.requests[1].headers.traceid);
  });

  it('the Sign covers the exact body string sent', async () => {
    const { client } = await setUp(() => ok(null), { token: 't' });
    await client.post('/x', { name: '  spaced  ', when: new Date(2024, 0, 2, 3, 4, 5), list: [1, ' b '] });
    const [seen] = server.requests;
    expect(seen.body).toBe('{"name":"spaced","when":"2024-01-02 03:04:05","list":[1,"b"]}');
    expect(seen.signValid).toBe(true);
    expect(seen.headers['content-type']).toBe('application/json;charset=UTF-8');
  });

  it('a GET signs an empty body and carries the timestamp parameter _t', async () => {
    const { client } = await setUp(() => ok([]));
    await client.get('/list', { name: ' a ' });
    const [seen] = server.requests;
    expect(seen.body).toBe('');
    expect(seen.signValid).toBe(true);
    const query = qs.parse(seen.query);
    expect(query.name).toBe('a');
    expect(query._t).toBe(seen.headers.timestamp);
  });

  it('GET parameters are written in qs’s bracket form and parse back under the query-string limits', async () => {
    const { client } = await setUp(() => ok([]));
    const params = {
      ids: ['1', '2', '3'],
      filter: { dept: { name: 'ops' } },
      from: new Date(2024, 1, 3, 4, 5, 6),
    };
    await client.get('/list', params);
    const parsed = qs.parse(server.requests[0].query, QUERY_STRING_LIMITS);
    expect(parsed).toMatchObject({
      ids: ['1', '2', '3'],
      filter: { dept: { name: 'ops' } },
      from: '2024-02-03 04:05:06',
    });
  });

  it('a POST without data sends no body and no content type; its Sign covers the empty string', async () => {
    const { client } = await setUp(() => ok(null));
    await client.post('/login/logout');
    const [seen] = server.requests;
    expect(seen.body).toBe('');
    expect(seen.headers['content-type']).toBeUndefined();
    expect(seen.signValid).toBe(true);
  });

  it('without a token there is no Authorization header and the Sign uses an empty token', async () => {
    const { client } = await setUp(() => ok(null));
    await client.post('/x', { a: 1 });
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(server.requests[0].signValid).toBe(true);
  });

  it('the optional auth scheme prefixes the token (Bearer <token>); the Sign still uses the raw token', async () => {
    const { client } = await setUp(() => ok(null), { token: 'raw', config: { authScheme: 'Bearer' } });
    await client.post('/x', { a: 1 });
    expect(server.requests[0].headers.authorization).toBe('Bearer raw');
    expect(server.requests[0].signValid).toBe(true);
  });

  it('withToken false sends neither Authorization nor the token in the Sign', async () => {
    const { client } = await setUp(() => ok(null), { token: 'secret-token' });
    await client.post('/x', { a: 1 }, { withToken: false });
    expect(server.requests[0].headers.authorization).toBeUndefined();
    expect(server.requests[0].signValid).toBe(true);
  });

  it('an encrypted body is {"data":"<base64 AES of the JSON payload>"} sent with Mode: encrypt', async () => {
    const { client } = await setUp(() => ok(null), { token: 't' });
    await client.post('/secret', { password: ' pw ' }, { encrypt: true });
    const [seen] = server.requests;
    expect(seen.headers.mode).toBe('encrypt');
    const envelope = JSON.parse(seen.body);
    expect(Object.keys(envelope)).toEqual(['data']);
    expect(JSON.parse(nodeDecrypt(envelope.data))).toEqual({ password: 'pw' });
    expect(seen.signValid).toBe(true);
  });

  it('an unencrypted request carries no Mode header', async () => {
    const { client } = await setUp(() => ok(null));
    await client.post('/x', { a: 1 });
    expect(server.requests[0].headers.mode).toBeUndefined();
  });

  it('when the response header mode is encrypt, the data field is decrypted and parsed as JSON', async () => {
    const answer = { token: 'abc', list: [1, 2], name: '管理员' };
    const { client } = await setUp(() => ({
      headers: { mode: 'encrypt' },
      body: { code: '0000', data: nodeEncrypt(JSON.stringify(answer)), message: '' },
    }));
    await expect(client.get('/secret')).resolves.toEqual(answer);
  });

  it('an encrypted answer that does not decrypt is a request-failed error', async () => {
    const { client, notices } = await setUp(() => ({
      headers: { mode: 'encrypt' },
      body: { code: '0000', data: 'bm90IGNpcGhlcg==', message: '' },
    }));
    await expect(client.post('/secret', {})).rejects.toThrow('sys.api.apiRequestFailed');
    expect(notices).toEqual([{ mode: 'message', kind: 'error', text: 'sys.api.apiRequestFailed' }]);
  });

  it('call() uses the endpoint method and path; endpoints marked encrypted are always encrypted', async () => {
    const loginAnswer = {
      token: 'new-token',
      wsport: 8012,
      role: 'ADMIN',
      permits: [],
      userInfo: { userId: '1', username: 'admin', realName: 'Admin', roles: [], permits: [] },
    };
    const { client } = await setUp((seen) =>
      seen.path === '/api/login/auth'
        ? {
            headers: { mode: 'encrypt' },
            body: { code: '0000', data: nodeEncrypt(JSON.stringify(loginAnswer)), message: '' },
          }
        : ok(['a:search']),
    );
    const result = await client.call(loginAuth, { username: 'admin', password: 'pw' }, { encrypt: false });
    expect(result.token).toBe('new-token');
    const [login] = server.requests;
    expect(login.method).toBe('POST');
    expect(login.headers.mode).toBe('encrypt');
    expect(JSON.parse(nodeDecrypt(JSON.parse(login.body).data))).toEqual({
      username: 'admin',
      password: 'pw',
    });

    await expect(client.call(getPermCode, {})).resolves.toEqual(['a:search']);
    expect(server.requests[1].method).toBe('GET');
    expect(server.requests[1].path).toBe('/api/getPermCode');
  });

  it('the config is read on every call, so a changed apiBase or secret applies at once', async () => {
    server = await startTestServer(() => ok(null));
    let config = testConfig(server.baseUrl, { signSecret: 'other' });
    const { hooks } = recordingHooks();
    const client = createHttpClient({ getConfig: () => config, hooks });
    await client.post('/x', {});
    expect(server.requests[0].signValid).toBe(false);
    config = testConfig(server.baseUrl, { cryptoKey: KEY, cryptoIv: IV, signSecret: SECRET });
    await client.post('/x', {});
    expect(server.requests[1].signValid).toBe(true);
  });
});
