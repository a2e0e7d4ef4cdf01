// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { resetRuntimeConfig, setRuntimeConfig } from '../../../../src/core/config/runtimeConfig';
import { HttpError } from '../../../../src/core/http/httpError';
import type { HttpClient } from '../../../../src/core/http/types';
import { uploadMultipart } from '../../../../src/elements/kit/resource/uploadMultipart';
import {
  type Handler,
  nodeEncrypt,
  nodeMd5,
  SECRET,
  startTestServer,
  type TestServer,
  testConfig,
} from '../../http/protocolTestServer';

/** A core client without `upload` of its own: uploadMultipart sends the form itself. */
const coreClient = {} as HttpClient;
const session = { getToken: () => 'tok', getLocale: () => 'en' };

describe('uploadMultipart on the fetch transport (docs/protocol.md#the-calls imports)', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    resetRuntimeConfig();
    await server?.close();
  });

  async function upload(handler: Handler) {
    server = await startTestServer(handler);
    setRuntimeConfig(testConfig(server.baseUrl));
    const file = new File(['number\n8001\n'], 'extensions.csv', { type: 'text/csv' });
    return uploadMultipart(coreClient, '/extension/import', file, { updateExisting: 'true' }, session);
  }

  it('POSTs the fields and the file as multipart, signed over the empty body, and answers the data', async () => {
    await expect(
      upload(() => ({ body: { code: '0000', data: { imported: 1 }, message: '' } })),
    ).resolves.toEqual({ imported: 1 });
    const [seen] = server?.requests ?? [];
    expect(seen.method).toBe('POST');
    expect(seen.path).toBe('/api/extension/import');
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="updateExisting"\r\n\r\ntrue');
    expect(seen.body).toContain('filename="extensions.csv"');
    expect(seen.body).toContain('number\n8001\n');
    expect(seen.headers.authorization).toBe('tok');
    expect(seen.headers.sign).toBe(nodeMd5(`${seen.headers.timestamp}${SECRET}tok`));
  });

  it('a refused import (HTTP 422) rejects with its envelope, which lists the rows', async () => {
    const envelope = {
      code: '-1',
      data: { errors: [{ row: 2, message: 'duplicate' }] },
      message: 'Rows refused',
    };
    const error = await upload(() => ({ status: 422, body: envelope })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Rows refused');
    expect((error as HttpError).envelope).toEqual(envelope);
  });

  it('an encrypted answer (mode: encrypt) is decrypted', async () => {
    const answer = await upload(() => ({
      headers: { mode: 'encrypt' },
      body: { code: '0000', data: nodeEncrypt(JSON.stringify({ imported: 3, updated: 1 })), message: '' },
    }));
    expect(answer).toEqual({ imported: 3, updated: 1 });
  });

  it('no answer is a network failure, not a thrown TypeError', async () => {
    const error = await upload(() => ({ destroy: true })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).kind).toBe('network');
  });
});
