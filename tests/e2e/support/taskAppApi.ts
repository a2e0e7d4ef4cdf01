import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../../src/core/config/runtimeConfig';
import { ApiClient } from '../../api/support/apiClient';
import { E2E_PORT } from './serverDatabase';

/*
 * Issue 14: the dispatch app, played from the test process against the e2e server with the signed protocol
 * (Sign = md5(Timestamp + secret + body + token); /app/login's body encrypted), using the dev secrets the
 * e2e server runs with.
 */

const DEMO_APP_PASSWORD = 'App@12345';

export interface AppMemberSession {
  token: string;
  call<T = unknown>(method: 'GET' | 'POST', path: string, input?: Record<string, unknown>): Promise<T>;
}

function client(): ApiClient {
  return new ApiClient(`http://127.0.0.1:${E2E_PORT}`, {
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  });
}

/** Signs a demo member in as the app does; each answered call fails the test on a refusal. */
export async function appMemberSignIn(prefix: string, account: string): Promise<AppMemberSession> {
  const api = client();
  const login = await api.call('POST', '/app/login', {
    body: {
      enterprise: prefix,
      account,
      password: DEMO_APP_PASSWORD,
      deviceId: `e2e-task-${account}`.slice(0, 64).replace(/[^A-Za-z0-9._:-]/g, '-'),
      platform: 'android',
      deviceModel: 'Pixel 8',
      osVersion: '14',
      appVersionName: '1.0.0',
      appVersionCode: 100,
    },
    encrypt: true,
    lang: 'en_US',
  });
  if (login.envelope.code !== '0000') throw new Error(`app sign-in refused: ${login.envelope.message}`);
  const { token } = login.data as { token: string };
  return {
    token,
    call: async <T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}) => {
      const result = await api.call(method, path, {
        ...(method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
        token,
        lang: 'en_US',
      });
      if (result.envelope.code !== '0000') throw new Error(`${path} refused: ${result.envelope.message}`);
      return result.data as T;
    },
  };
}
