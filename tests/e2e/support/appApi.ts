import { DEV_CRYPTO_IV, DEV_CRYPTO_KEY, DEV_SIGN_SECRET } from '../../../src/core/config/runtimeConfig';
import { ApiClient, type CallResult, md5 } from '../../api/support/apiClient';
import { E2E_PORT } from './serverDatabase';

/*
 * (and 13's versions and feedback): e2e tests play the dispatch app from the test process against
 * the e2e server with the console's protocol (Sign = md5(Timestamp + secret + body + token); /app/login's
 * body encrypted; a multipart body signs the empty string) and the development secrets it runs with.
 */

/** The seed's app password of every demo member (README). */
export const DEMO_APP_PASSWORD = 'App@12345';
/** Demo members as the seed names them (server/resources/seedOrganisation.ts: serials 1 and 2). */
export const DEMO_MEMBERS = ['farah.silva01', 'kai.li02'] as const;

const baseUrl = () => `http://127.0.0.1:${E2E_PORT}`;
const client = () =>
  new ApiClient(baseUrl(), {
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
  });

export interface AppSession {
  token: string;
  member: { id: string; account: string; name: string };
  /** A call with the member's token, answered as it came (refusals included). */
  send(method: 'GET' | 'POST', path: string, input?: Record<string, unknown>): Promise<CallResult>;
  /** A call whose refusal fails the test; answers `data`. */
  call<T = unknown>(method: 'GET' | 'POST', path: string, input?: Record<string, unknown>): Promise<T>;
  /** A multipart call with one file part named `file`; a refusal fails the test. */
  upload<T = unknown>(
    path: string,
    file: { name: string; type: string; content: Buffer | string },
    fields: Record<string, string>,
  ): Promise<T>;
}

/** A device id the server accepts, from any label. */
export function deviceIdOf(label: string): string {
  return label.replace(/[^A-Za-z0-9._:-]/g, '-').slice(0, 64);
}

/** Signs a demo member in as a phone on `deviceId` running `versionCode`; a refusal fails the test. */
export async function appSignIn(
  prefix: string,
  account: string,
  options: { deviceId?: string; versionCode?: number } = {},
): Promise<AppSession> {
  const api = client();
  const versionCode = options.versionCode ?? 100;
  const login = await api.call('POST', '/app/login', {
    body: {
      enterprise: prefix,
      account,
      password: DEMO_APP_PASSWORD,
      deviceId: options.deviceId ?? deviceIdOf(`e2e-${account}`),
      platform: 'android',
      deviceModel: 'Pixel 8',
      osVersion: '14',
      appVersionName: `1.0.${versionCode}`,
      appVersionCode: versionCode,
    },
    encrypt: true,
    lang: 'en_US',
  });
  if (login.envelope.code !== '0000') throw new Error(`app sign-in refused: ${login.envelope.message}`);
  const { token, member } = login.data as { token: string; member: AppSession['member'] };
  const send: AppSession['send'] = (method, path, input = {}) =>
    api.call(method, path, {
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])) }
        : { body: input }),
      token,
      lang: 'en_US',
    });
  return {
    token,
    member,
    send,
    call: async <T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown> = {}) => {
      const result = await send(method, path, input);
      if (result.envelope.code !== '0000') throw new Error(`${path} refused: ${result.envelope.message}`);
      return result.data as T;
    },
    upload: async <T>(
      path: string,
      file: { name: string; type: string; content: Buffer | string },
      fields: Record<string, string>,
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const content = typeof file.content === 'string' ? file.content : new Uint8Array(file.content);
      form.append('file', new Blob([content], { type: file.type }), file.name);
      const timestamp = String(Date.now());
      const response = await fetch(`${baseUrl()}/api${path}`, {
        method: 'POST',
        body: form,
        headers: {
          Timestamp: timestamp,
          Sign: md5(`${timestamp}${DEV_SIGN_SECRET}${token}`),
          Authorization: token,
          lang: 'en_US',
        },
      });
      const envelope = (await response.json()) as { code: string; data: unknown; message: string };
      if (envelope.code !== '0000') throw new Error(`${path} refused: ${envelope.message}`);
      return envelope.data as T;
    },
  };
}
