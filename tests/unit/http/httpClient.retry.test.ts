// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { GET_RETRY_COUNT, GET_RETRY_DELAY_MS } from '../../../src/core/config/constants';
import { createHttpClient } from '../../../src/core/http/client';
import { isCancel } from '../../../src/core/http/httpError';
import type { HttpClientOptions } from '../../../src/core/http/types';
import {
  type Handler,
  ok,
  recordingHooks,
  startTestServer,
  type TestServer,
  testConfig,
} from './protocolTestServer';

const fail500: Handler = () => ({ status: 500, body: { code: '-1', data: null, message: '' } });

describe('GET retry and cancellation (docs/protocol.md#the-calls)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  /** The pause between retries is recorded, not waited for: the test counts, it does not time. */
  async function setUp(handler: Handler, wait?: HttpClientOptions['wait']) {
    server = await startTestServer(handler);
    const recorded = recordingHooks('tok');
    const pauses: number[] = [];
    const client = createHttpClient({
      getConfig: () => testConfig(server.baseUrl),
      hooks: recorded.hooks,
      wait:
        wait ??
        (async (ms) => {
          pauses.push(ms);
        }),
    });
    return { client, pauses, ...recorded };
  }

  it('GET retries up to 5 times, 100 ms apart', async () => {
    const { client, pauses, notices } = await setUp(fail500);
    await expect(client.get('/flaky')).rejects.toThrow('sys.api.errMsg500');
    expect(GET_RETRY_COUNT).toBe(5);
    expect(server.requests).toHaveLength(1 + 5);
    expect(pauses).toEqual(Array(5).fill(GET_RETRY_DELAY_MS));
    expect(GET_RETRY_DELAY_MS).toBe(100);
    // The failure is reported once, after the last attempt.
    expect(notices).toHaveLength(1);
  });

  it('the caller receives the retried answer', async () => {
    const { client, notices } = await setUp((_seen, index) =>
      index < 2 ? fail500(_seen, index) : ok({ n: 42 }),
    );
    await expect(client.get('/flaky')).resolves.toEqual({ n: 42 });
    expect(server.requests).toHaveLength(3);
    expect(notices).toEqual([]);
  });

  it('each retry is signed afresh with a valid Sign', async () => {
    const { client } = await setUp((_seen, index) => (index < 2 ? fail500(_seen, index) : ok(null)));
    await client.get('/flaky');
    expect(server.requests.map((seen) => seen.signValid)).toEqual([true, true, true]);
  });

  it('retry works when there was no response at all', async () => {
    const { client } = await setUp((_seen, index) => (index < 3 ? { destroy: true } : ok('back')));
    await expect(client.get('/unstable')).resolves.toBe('back');
    expect(server.requests).toHaveLength(4);
  });

  it('an error envelope on a GET is retried too', async () => {
    const { client } = await setUp((_seen, index) =>
      index === 0 ? { body: { code: '-1', data: null, message: 'busy' } } : ok('fine'),
    );
    await expect(client.get('/x')).resolves.toBe('fine');
    expect(server.requests).toHaveLength(2);
  });

  it.each([401, 403])('no retry on HTTP %i', async (status) => {
    const { client } = await setUp(() => ({ status, body: { code: '-1', data: null, message: '' } }));
    await expect(client.get('/x')).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('no retry on envelope 1004', async () => {
    const { client, hooks } = await setUp(() => ({ body: { code: '1004', data: null, message: '' } }));
    await expect(client.get('/x')).rejects.toThrow('sys.api.timeoutMessage');
    expect(server.requests).toHaveLength(1);
    expect(hooks.onSessionTimeout).toHaveBeenCalledTimes(1);
  });

  it('no retry after logout: the token is gone since the request started', async () => {
    let logout = () => {};
    const { client, setToken } = await setUp((seen, index) => {
      logout();
      return fail500(seen, index);
    });
    logout = () => setToken(undefined);
    await expect(client.get('/x')).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('the request option retry: false disables the retry', async () => {
    const { client } = await setUp(fail500);
    await expect(client.get('/x', undefined, { retry: false })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('POST never retries', async () => {
    const { client } = await setUp(fail500);
    await expect(client.post('/x', { a: 1 }, { retry: true })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });

  it('a cancelled request passes on silently: a recognisable cancel error, no notice', async () => {
    const controller = new AbortController();
    const { client, notices } = await setUp(() => {
      controller.abort();
      return { hang: true };
    });
    const error = await client
      .post('/x', {}, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isCancel(error)).toBe(true);
    expect(notices).toEqual([]);
  });

  it('cancelling during the pause between retries stops the GET silently', async () => {
    const controller = new AbortController();
    const { client, notices } = await setUp(fail500, async () => {
      controller.abort();
    });
    const error = await client
      .get('/x', undefined, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isCancel(error)).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('isCancel is false for ordinary failures', async () => {
    const { client } = await setUp(fail500);
    const error = await client.post('/x', {}).catch((caught: unknown) => caught);
    expect(isCancel(error)).toBe(false);
  });
});
