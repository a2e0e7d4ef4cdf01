import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../../src/core/config/runtimeConfig';
import { ApiClient, type CallResult } from '../../api/support/apiClient';
import { E2E_PORT } from './serverDatabase';

/*
 * Issue 14: e2e tests act as the dispatch app by calling the server directly with the console's protocol
 * (Timestamp + Sign, encrypted sign-in) and the development secrets the e2e server runs with.
 */

export const DEMO_APP_PASSWORD = 'App@12345';

export function appClient(): ApiClient {
  return new ApiClient(`http://127.0.0.1:${E2E_PORT}`, {
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  });
}

export interface AppSession {
  client: ApiClient;
  token: string;
  member: { id: string; account: string; name: string };
  /** A call with the member's app token. */
  call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<CallResult>;
}

/** Signs a demo member in through `/app/login` as a phone would; throws when refused. */
export async function appSignIn(
  account: string,
  prefix = '8001',
  deviceId = 'e2e-phone-0001',
): Promise<AppSession> {
  const client = appClient();
  const result = await client.call('POST', '/app/login', {
    body: {
      enterprise: prefix,
      account,
      password: DEMO_APP_PASSWORD,
      deviceId,
      platform: 'android',
      deviceModel: 'Pixel 8',
      osVersion: '14',
      appVersionName: '1.0.0',
      appVersionCode: 100,
    },
    encrypt: true,
  });
  if (result.envelope.code !== '0000')
    throw new Error(`app sign-in of ${account}: ${result.envelope.message}`);
  const data = result.data as { token: string; member: AppSession['member'] };
  return {
    client,
    token: data.token,
    member: data.member,
    call: (method, path, body) =>
      client.call(
        method,
        path,
        method === 'GET' ? { token: data.token } : { body: body ?? {}, token: data.token },
      ),
  };
}
