import { md5 } from './apiClient';
import type { TestServer } from './testServer';

/** A file part of a multipart call (a string is sent as text). */
export interface UploadPart {
  name: string;
  type: string;
  content: Buffer | string;
}

/**
 * A signed multipart call to an `upload` endpoint with any token (console or app): one file part named
 * `file`, the other fields as text parts. docs/protocol.md as the contract states it for multipart: the Sign
 * covers the empty body string.
 */
export async function multipart(
  t: TestServer,
  token: string,
  apiPath: string,
  file: UploadPart | null,
  fields: Record<string, string> = {},
  lang = 'en_US',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    // A copy in a plain ArrayBuffer: Blob parts may not be views of a SharedArrayBuffer.
    const content = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append('file', new Blob([content], { type: file.type }), file.name);
  }
  const timestamp = String(Date.now());
  const response = await fetch(`${t.client.baseUrl}/api${apiPath}`, {
    method: 'POST',
    body: form,
    headers: {
      Timestamp: timestamp,
      Sign: md5(`${timestamp}${t.client.secrets.signSecret}${token}`),
      Authorization: token,
      lang,
    },
  });
  return {
    status: response.status,
    envelope: (await response.json()) as { code: string; data: unknown; message: string },
  };
}
