// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../src/core/config/constants';
import { isCancel } from '../../../src/core/http/httpError';
import { sendRequest, TransportError, type TransportRequest } from '../../../src/core/http/transport';
import { type Handler, startTestServer, type TestServer } from './protocolTestServer';

describe('transport on fetch (docs/protocol.md#the-calls)', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await server?.close();
    server = undefined;
  });

  async function urlOf(handler: Handler, path = '/x'): Promise<string> {
    server = await startTestServer(handler);
    return `${server.baseUrl}${path}`;
  }

  async function failure(request: TransportRequest): Promise<TransportError> {
    const error = await sendRequest(request).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof TransportError))
      throw new Error(`expected a TransportError, got ${String(error)}`);
    return error;
  }

  it('times out after REQUEST_TIMEOUT_MS (10 s) by default, as a time-out naming the URL', async () => {
    const url = await urlOf(() => ({ hang: true }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: unknown;
    const pending = sendRequest({ method: 'GET', url }).then(
      () => 'answered',
      (error: unknown) => error,
    );
    void pending.then((outcome) => {
      settled = outcome;
    });
    // Only the transport's own timer is faked: the exchange with the server runs on real I/O meanwhile.
    while (server?.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).kind).toBe('timeout');
    expect((error as TransportError).url).toBe(url);
  });

  it('a per-call time-out overrides the default', async () => {
    const url = await urlOf(() => ({ hang: true }));
    const error = await failure({ method: 'POST', url, body: '{}', timeout: 30 });
    expect(error.kind).toBe('timeout');
    expect(isCancel(error)).toBe(false);
  });

  it('the caller’s signal cancels a call on the wire, and one aborted before it starts sends nothing', async () => {
    const url = await urlOf(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = failure({ method: 'GET', url, signal: controller.signal });
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('cancel');
    expect(isCancel(error)).toBe(true);

    const again = await failure({ method: 'GET', url, signal: controller.signal });
    expect(again.kind).toBe('cancel');
    expect(server?.requests).toHaveLength(1);
  });

  it('a dropped connection and a closed port are network failures', async () => {
    const url = await urlOf(() => ({ destroy: true }));
    expect((await failure({ method: 'GET', url })).kind).toBe('network');
    await server?.close();
    const closed = await failure({ method: 'GET', url });
    expect(closed.kind).toBe('network');
    expect(closed.url).toBe(url);
  });

  it('a status outside 200–299 rejects with the response, its envelope body parsed', async () => {
    const envelope = { code: '-1', data: null, message: '名称 is required' };
    const url = await urlOf((seen) => {
      const status = Number(seen.path.slice(1));
      return { status, body: status === 204 ? undefined : envelope };
    }, '');
    const refused = await failure({ method: 'POST', url: `${url}/400`, body: '{}' });
    expect(refused.kind).toBe('status');
    expect(refused.response?.status).toBe(400);
    expect(refused.response?.data).toEqual(envelope);
    expect((await failure({ method: 'GET', url: `${url}/300` })).response?.status).toBe(300);
    await expect(sendRequest({ method: 'GET', url: `${url}/299` })).resolves.toMatchObject({
      status: 299,
      data: envelope,
    });
    await expect(sendRequest({ method: 'GET', url: `${url}/204` })).resolves.toMatchObject({
      status: 204,
      data: '',
    });
  });

  it('a JSON call reads text that is not JSON as text', async () => {
    const url = await urlOf(() => ({
      headers: { 'content-type': 'text/html' },
      body: '<h1>Bad gateway</h1>',
    }));
    await expect(sendRequest({ method: 'GET', url })).resolves.toMatchObject({
      data: '<h1>Bad gateway</h1>',
    });
    await expect(sendRequest({ method: 'GET', url, responseType: 'text' })).resolves.toMatchObject({
      data: '<h1>Bad gateway</h1>',
    });
  });

  it('an arraybuffer call answers the bytes as sent', async () => {
    const bytes = Buffer.from([0, 1, 2, 0xff, 0xfe, ...Buffer.from('调度')]);
    const url = await urlOf(() => ({ headers: { 'content-type': 'application/octet-stream' }, body: bytes }));
    const answer = await sendRequest({ method: 'POST', url, responseType: 'arraybuffer' });
    expect(answer.data).toBeInstanceOf(ArrayBuffer);
    expect(Buffer.from(answer.data as ArrayBuffer).equals(bytes)).toBe(true);
  });

  it('a FormData body goes as multipart with the browser’s boundary, the string body as it is', async () => {
    const url = await urlOf(() => ({ body: { code: '0000', data: null, message: '' } }));
    const form = new FormData();
    form.append('updateExisting', 'true');
    form.append('file', new Blob(['name\n调度\n'], { type: 'text/csv' }), 'rows.csv');
    await sendRequest({ method: 'POST', url, body: form, headers: { Sign: 's' } });
    const [upload] = server?.requests ?? [];
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.headers.sign).toBe('s');
    expect(upload.body).toContain('name="updateExisting"\r\n\r\ntrue');
    expect(upload.body).toContain('filename="rows.csv"');
    expect(upload.body).toContain('name\n调度\n');

    await sendRequest({ method: 'POST', url, body: '{"a":" 1 "}' });
    expect(server?.requests[1].body).toBe('{"a":" 1 "}');
    await sendRequest({ method: 'POST', url });
    expect(server?.requests[2].body).toBe('');
    expect(server?.requests[2].headers['content-type']).toBeUndefined();
  });

  it('answers the response headers under lower-case names', async () => {
    const url = await urlOf(() => ({
      headers: {
        Mode: 'encrypt',
        'Content-Disposition': 'attachment; filename="a.csv"',
        'X-Export-Total': '3',
      },
      body: { code: '0000', data: null, message: '' },
    }));
    const { headers } = await sendRequest({ method: 'GET', url });
    expect(headers).toMatchObject({
      mode: 'encrypt',
      'content-disposition': 'attachment; filename="a.csv"',
      'x-export-total': '3',
    });
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });
});
