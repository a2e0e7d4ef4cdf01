// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/core/http/client';
import {
  type Handler,
  recordingHooks,
  startTestServer,
  type TestServer,
  testConfig,
} from './protocolTestServer';

describe('download (docs/protocol.md#the-calls)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  async function setUp(handler: Handler) {
    server = await startTestServer(handler);
    const recorded = recordingHooks('tok');
    const saved: { blob: Blob; filename: string }[] = [];
    const client = createHttpClient({
      getConfig: () => testConfig(server.baseUrl),
      hooks: recorded.hooks,
      saveFile: (blob, filename) => saved.push({ blob, filename }),
    });
    return { client, saved, ...recorded };
  }

  const csv: Handler = () => ({
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="server-name.csv"' },
    body: Buffer.from('id,name\n1,调度\n'),
  });

  it('is a signed POST with a blob answer, saved under the given name', async () => {
    const { client, saved } = await setUp(csv);
    const result = await client.download('/cdr/export', { format: ' csv ' }, 'calls.csv');
    const [seen] = server.requests;
    expect(seen.method).toBe('POST');
    expect(seen.body).toBe('{"format":"csv"}');
    expect(seen.signValid).toBe(true);
    expect(saved).toHaveLength(1);
    expect(saved[0].filename).toBe('calls.csv');
    expect(await saved[0].blob.text()).toBe('id,name\n1,调度\n');
    expect(saved[0].blob.type).toBe('text/csv');
    expect(result.filename).toBe('calls.csv');
  });

  it('without a given name the Content-Disposition file name is used', async () => {
    const { client, saved } = await setUp(csv);
    await client.download('/cdr/export', {});
    expect(saved[0].filename).toBe('server-name.csv');
  });

  it('an error blob that is actually a JSON envelope shows its message and saves nothing', async () => {
    const { client, saved, notices } = await setUp(() => ({
      body: { code: '-1', data: null, message: 'Nothing to export' },
    }));
    await expect(client.download('/cdr/export', {}, 'x.csv')).rejects.toThrow('Nothing to export');
    expect(notices.map((notice) => notice.text)).toEqual(['Nothing to export']);
    expect(saved).toEqual([]);
  });

  it('an HTTP 400 whose blob is a JSON envelope shows the server message', async () => {
    const { client, notices } = await setUp(() => ({
      status: 400,
      body: { code: '-1', data: null, message: 'Too many rows' },
    }));
    await expect(client.download('/cdr/export', {}, 'x.csv')).rejects.toThrow('Too many rows');
    expect(notices.map((notice) => notice.text)).toEqual(['Too many rows']);
  });

  it('a download is never retried', async () => {
    const { client } = await setUp(() => ({ status: 503, body: '' }));
    await expect(client.download('/cdr/export', {}, 'x.csv')).rejects.toThrow('sys.api.errMsg503');
    expect(server.requests).toHaveLength(1);
  });
});
