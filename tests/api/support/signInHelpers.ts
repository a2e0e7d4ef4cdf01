import { afterEach } from 'vitest';
import type { TestServer } from './testServer';

/*
 * What the sign-in and session tests share: /login/auth as the console calls it (encrypted) and a clean
 * slate of sign-in waits. Called once at the top of a test file, with a getter of its beforeAll's server.
 */
export function signInHelpers(server: () => TestServer) {
  // A failed sign-in makes its (account, address) wait; no test inherits another's wait.
  const forgetWaits = () => server().server.db.deleteFrom('sign_in_throttles').execute();
  afterEach(forgetWaits);

  const login = (username: string, password: string, lang = 'zh_CN') =>
    server().client.call('POST', '/login/auth', { body: { username, password }, encrypt: true, lang });

  return { forgetWaits, login };
}
