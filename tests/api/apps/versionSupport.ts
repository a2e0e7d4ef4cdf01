import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { md5 } from '../support/apiClient';
import type { TestServer } from '../support/testServer';

/** Issue 13 app versions and feedback: multipart calls with any token (console or app), as a browser or the app. */
export async function multipart(
  t: TestServer,
  token: string,
  apiPath: string,
  file: { name: string; type: string; content: Buffer | string } | null,
  fields: Record<string, string> = {},
  lang = 'en_US',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const content = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
    form.append('file', new Blob([content], { type: file.type }), file.name);
  }
  const timestamp = String(Date.now());
  const response = await fetch(`${t.client.baseUrl}/api${apiPath}`, {
    method: 'POST',
    body: form,
    // The Sign covers the empty body string for multipart (src/contract/endpoint.ts).
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

/** The committed APK fixture (tests/fixtures/apk/make-fixture.ts). */
export function fixtureApk(): Buffer {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return readFileSync(path.join(here, '../../fixtures/apk/dispatch-app.apk'));
}

export const APK_TYPE = 'application/vnd.android.package-archive';
