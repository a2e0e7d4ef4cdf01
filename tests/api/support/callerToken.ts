import type { EndpointDef } from '../../../src/contract';
import { appSignIn, sharedAppToken } from './appMembers';
import type { TestServer } from './testServer';

/**
 * Endpoints whose accepted call ends the caller's session. Their tests sign in afresh for each call, so
 * the file's shared tokens stay alive (a missed entry only costs a new sign-in, see `sharedToken`).
 */
const SESSION_ENDING_PATHS: ReadonlySet<string> = new Set(['/login/logout', '/app/logout']);

/**
 * The token a test sends to `endpoint` as `username`: none for public endpoints, a fresh sign-in for
 * endpoints that end the session, otherwise the file's shared token of the account.
 */
export async function callerToken(
  t: TestServer,
  endpoint: EndpointDef,
  username: string,
): Promise<string | undefined> {
  if (endpoint.access.kind === 'public') return undefined;
  // The app endpoints take a member's app token (a demo member of acme).
  if (endpoint.access.kind === 'app')
    return SESSION_ENDING_PATHS.has(endpoint.path)
      ? (await appSignIn(t, { deviceId: 'session-ending-device' })).token
      : sharedAppToken(t);
  return SESSION_ENDING_PATHS.has(endpoint.path) ? t.login(username) : t.sharedToken(username);
}
