import { type RuntimeConfig, setRuntimeConfig, settleRuntimeConfig } from './runtimeConfig';

/** The protocol settings a page signs and encrypts with (src/contract/publicRoutes.ts `clientConfigSchema`). */
type ProtocolSettings = Pick<RuntimeConfig, 'signSecret' | 'cryptoKey' | 'cryptoIv'>;

const PROTOCOL_KEYS = ['signSecret', 'cryptoKey', 'cryptoIv'] as const;

/** The settings in an answer of `GET <apiBase><urlPrefix>/client-config`, or null when it is not one. */
function readProtocolSettings(answer: unknown): ProtocolSettings | null {
  const data = (answer as { code?: unknown; data?: unknown } | null)?.data;
  if ((answer as { code?: unknown } | null)?.code !== '0000' || !data || typeof data !== 'object')
    return null;
  const record = data as Record<string, unknown>;
  if (!PROTOCOL_KEYS.every((key) => typeof record[key] === 'string')) return null;
  return {
    signSecret: String(record.signSecret),
    cryptoKey: String(record.cryptoKey),
    cryptoIv: String(record.cryptoIv),
  };
}

/**
 * Learns the deployment's protocol settings from its public endpoint (no Sign: a page cannot sign before it
 * has them) and applies them; every call of the session core waits for this (runtimeConfigSettled). When the
 * server cannot be asked (an origin it does not know), the calls go out with the defaults and show the
 * server's refusal.
 */
export function learnProtocolSettings(
  apiBase: string,
  urlPrefix: string,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<boolean> {
  const url = `${apiBase.replace(/\/$/, '')}${urlPrefix}/client-config`;
  const learning = fetcher(url, { credentials: 'omit', headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then((answer: unknown) => {
      const settings = readProtocolSettings(answer);
      if (!settings) throw new Error(`${url} answered no protocol settings`);
      setRuntimeConfig(settings);
      return true;
    })
    .catch((error: unknown) => {
      console.warn('[elements] could not read the protocol settings; pass them to configure()', error);
      return false;
    });
  settleRuntimeConfig(learning);
  return learning;
}
