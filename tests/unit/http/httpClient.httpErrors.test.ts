// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/core/http/client';
import type { HttpError } from '../../../src/core/http/httpError';
import type { RequestFailureInfo } from '../../../src/core/http/types';
import {
  type Handler,
  recordingHooks,
  startTestServer,
  type TestServer,
  testConfig,
} from './protocolTestServer';

describe('HTTP errors (docs/behaviour.md#errors)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  async function setUp(handler: Handler, baseUrl?: string) {
    server = await startTestServer(handler);
    const recorded = recordingHooks('tok');
    let clock = 1_700_000_000_000;
    const client = createHttpClient({
      getConfig: () => testConfig(baseUrl ?? server.baseUrl),
      hooks: recorded.hooks,
      wait: async () => {},
      now: () => clock,
    });
    return {
      client,
      ...recorded,
      advance(ms: number) {
        clock += ms;
      },
    };
  }

  const failWith =
    (status: number, message = ''): Handler =>
    () => ({ status, body: { code: '-1', data: null, message } });

  it('a request time-out shows sys.api.apiTimeoutMessage', async () => {
    const { client, notices } = await setUp(() => ({ hang: true }));
    const error = await client.post('/slow', {}, { timeout: 50 }).catch((caught: unknown) => caught);
    expect((error as HttpError).kind).toBe('timeout');
    expect((error as HttpError).message).toBe('sys.api.apiTimeoutMessage');
    expect(notices.map((notice) => notice.text)).toEqual(['sys.api.apiTimeoutMessage']);
  });

  it('a network error (no response) shows sys.api.networkExceptionMsg', async () => {
    const { client, notices } = await setUp(() => ({ destroy: true }));
    const error = await client.post('/x', {}).catch((caught: unknown) => caught);
    expect((error as HttpError).kind).toBe('network');
    expect(notices.map((notice) => notice.text)).toEqual(['sys.api.networkExceptionMsg']);
  });

  it('no server listening at all is a network error too', async () => {
    const closed = await startTestServer(() => ({}));
    await closed.close();
    const { client, notices } = await setUp(() => ({}), closed.baseUrl);
    await expect(client.post('/x', {})).rejects.toThrow('sys.api.networkExceptionMsg');
    expect(notices).toHaveLength(1);
  });

  it("HTTP 400 shows the server's error message", async () => {
    const { client, notices } = await setUp(failWith(400, 'Page size too large'));
    await expect(client.post('/x', {})).rejects.toThrow('Page size too large');
    expect(notices.map((notice) => notice.text)).toEqual(['Page size too large']);
  });

  it('HTTP 401 shows the server message and ends the session through onUnauthorized', async () => {
    const { client, notices, hooks } = await setUp(failWith(401, 'Token revoked'));
    const error = await client.post('/x', {}).catch((caught: unknown) => caught);
    expect((error as HttpError).status).toBe(401);
    expect(notices.map((notice) => notice.text)).toEqual(['Token revoked']);
    expect(hooks.onUnauthorized).toHaveBeenCalledWith('Token revoked');
  });

  it('HTTP 401 without a server message shows sys.api.errMsg401', async () => {
    const { client, notices, hooks } = await setUp(() => ({ status: 401, body: '' }));
    await expect(client.post('/x', {})).rejects.toThrow('sys.api.errMsg401');
    expect(notices.map((notice) => notice.text)).toEqual(['sys.api.errMsg401']);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([403, 404, 405, 408, 500, 501, 502, 503, 504, 505])(
    'HTTP %i shows its own translated text sys.api.errMsg<status>',
    async (status) => {
      const { client, notices, hooks } = await setUp(failWith(status, 'server detail'));
      await expect(client.post('/x', {})).rejects.toThrow(`sys.api.errMsg${status}`);
      expect(notices).toEqual([{ mode: 'message', kind: 'error', text: `sys.api.errMsg${status}` }]);
      expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('each status message is shown once while it is on screen (3 s), then again', async () => {
    const { client, notices, advance } = await setUp(failWith(500));
    await Promise.all(
      [client.post('/a', {}), client.post('/b', {}), client.post('/c', {})].map((call) =>
        call.catch(() => {}),
      ),
    );
    expect(notices.map((notice) => notice.text)).toEqual(['sys.api.errMsg500']);

    await client.post('/d', {}).catch(() => {});
    expect(notices).toHaveLength(1);
    advance(2_999);
    await client.post('/e', {}).catch(() => {});
    expect(notices).toHaveLength(1);
    advance(1);
    await client.post('/f', {}).catch(() => {});
    expect(notices).toHaveLength(2);
  });

  it('different statuses are not suppressed by each other', async () => {
    const { client, notices } = await setUp((seen) => ({
      status: seen.path.endsWith('/a') ? 404 : 503,
      body: { code: '-1', data: null, message: '' },
    }));
    await client.post('/a', {}).catch(() => {});
    await client.post('/b', {}).catch(() => {});
    expect(notices.map((notice) => notice.text)).toEqual(['sys.api.errMsg404', 'sys.api.errMsg503']);
  });

  it("errorMessageMode 'modal' shows an HTTP error in a dialog titled sys.api.errorTip", async () => {
    const { client, notices } = await setUp(failWith(502));
    await client.post('/x', {}, { errorMessageMode: 'modal' }).catch(() => {});
    expect(notices).toEqual([
      { mode: 'modal', kind: 'error', title: 'sys.api.errorTip', text: 'sys.api.errMsg502' },
    ]);
  });

  it('a failed request is reported to the error log hook without the token or the sign', async () => {
    const { client, hooks } = await setUp(failWith(500, 'boom'));
    const failures: unknown[] = [];
    hooks.onRequestFailure = (failure) => failures.push(failure);
    await client.post('/orders', { id: 7 }).catch(() => undefined);
    expect(failures).toEqual([
      expect.objectContaining({ url: '/orders', method: 'POST', status: 500, params: '{"id":7}' }),
    ]);
    const headers = (failures[0] as { headers: Record<string, string> }).headers;
    expect(Object.keys(headers)).not.toContain('Authorization');
    expect(Object.keys(headers)).not.toContain('Sign');
  });

  it('the error log hook gets the stack of the error the call rejects with, holding no token or sign', async () => {
    const { client, hooks } = await setUp(failWith(500, 'boom'));
    const failures: RequestFailureInfo[] = [];
    hooks.onRequestFailure = (failure) => failures.push(failure);
    const rejected = (await client.post('/orders', { id: 7 }).catch((error: unknown) => error)) as HttpError;
    const [failure] = failures;
    expect(failure.stack).toBe(rejected.stack);
    expect(failure.stack).toMatch(/^HttpError: .+\n\s+at /);
    const sent = server.requests[0].headers;
    expect(failure.stack).not.toContain(String(sent.sign));
    expect(failure.stack).not.toContain(String(sent.authorization));
  });

  it('a cancelled request is not an error to log', async () => {
    const { client, hooks } = await setUp(() => ({ hang: true }));
    const failures: unknown[] = [];
    hooks.onRequestFailure = (failure) => failures.push(failure);
    const controller = new AbortController();
    const pending = client.post('/slow', {}, { signal: controller.signal }).catch(() => undefined);
    controller.abort();
    await pending;
    expect(failures).toEqual([]);
  });
});
