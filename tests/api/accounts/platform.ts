import WebSocket from 'ws';
import type { Enterprise } from '../../../src/contract/accounts';
import { realtimeProtocols } from '../../../src/contract/monitor';
import { signIn } from '../resources/resourceClient';
import { multipart } from '../support/multipart';
import type { TestServer } from '../support/testServer';

/** Helpers of the platform-account tests. */

export const ADMIN_PASSWORD = 'Fresh@Admin1';

let serial = 0;
/**
 * A prefix no seeded or earlier-created enterprise uses, and that no keyword search for another contains:
 * 7 and five digits (the seed has 8001–8003; each test file has a database of its own).
 */
export function freshPrefix(): string {
  serial += 1;
  return `7${String(serial).padStart(5, '0')}`;
}

/** Creates an enterprise with its administrator as `creator` (admin by default); answers it. */
export async function createEnterprise(
  t: TestServer,
  fields: Partial<Record<string, unknown>> = {},
  creator = 'admin',
): Promise<Enterprise & { adminUsername: string }> {
  const session = await signIn(t, creator);
  const prefix = (fields.prefix as string | undefined) ?? freshPrefix();
  return session.ok('/enterprise/add', {
    name: `Enterprise ${prefix}`,
    prefix,
    adminUsername: `admin-${prefix}`,
    adminPassword: ADMIN_PASSWORD,
    ...fields,
  });
}

/** Opens a WebSocket with a token; resolves once open, with a promise of its close code. */
export function openSocket(
  t: TestServer,
  token: string,
): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.server.wsUrl}/`, realtimeProtocols(token));
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('open', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Uploads a CSV text to an import endpoint as a browser would (multipart; the Sign covers an empty body). */
export async function uploadCsv(
  t: TestServer,
  token: string,
  path: string,
  csv: string,
): Promise<{ code: string; message: string; data: unknown }> {
  const { envelope } = await multipart(t, token, path, {
    name: 'import.csv',
    type: 'text/csv',
    content: csv,
  });
  return envelope;
}
