import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** App versions and feedback: multipart calls with any token (console or app). */
export { multipart } from '../support/multipart';

/** The committed APK fixture (tests/fixtures/apk/make-fixture.ts). */
export function fixtureApk(): Buffer {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return readFileSync(path.join(here, '../../fixtures/apk/dispatch-app.apk'));
}

export const APK_TYPE = 'application/vnd.android.package-archive';
