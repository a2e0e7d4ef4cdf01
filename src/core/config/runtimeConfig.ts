/**
 * Settings that a deployment changes without touching code (docs/protocol.md). The server serving the
 * console writes them into `<meta name="dc-config" content="{json}">`; a portal passes them to
 * `configure()`. The development defaults match the server's.
 */
export interface RuntimeConfig {
  appTitle: string;
  /** Environment name, part of the storage prefix. */
  env: string;
  version: string;
  apiBase: string;
  urlPrefix: string;
  uploadUrl: string;
  signSecret: string;
  cryptoKey: string;
  cryptoIv: string;
  /** Encrypt web storage (docs/behaviour.md#states: stored values are encrypted in production). */
  storageEncrypt: boolean;
  /** Optional Authorization scheme prefix, e.g. `Bearer`. Empty: the raw token. */
  authScheme: string;
}

export const DEV_SIGN_SECRET = 'dc-dev-sign-secret';
export const DEV_CRYPTO_KEY = 'dcDevKey16Chars!';
export const DEV_CRYPTO_IV = 'dcDevIv016Chars!';

export function defaultRuntimeConfig(): RuntimeConfig {
  return {
    appTitle: 'Dispatch Console',
    env: 'production',
    version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '2.10.1',
    apiBase: '',
    urlPrefix: '/api',
    uploadUrl: '/api/upload',
    signSecret: DEV_SIGN_SECRET,
    cryptoKey: DEV_CRYPTO_KEY,
    cryptoIv: DEV_CRYPTO_IV,
    storageEncrypt: true,
    authScheme: '',
  };
}

let current: RuntimeConfig = defaultRuntimeConfig();

/** Reads the server-written meta tag once at start (no inline script: CSP-friendly). */
export function readMetaConfig(doc: Document | undefined = globalThis.document): Partial<RuntimeConfig> {
  const content = doc?.querySelector('meta[name="dc-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<RuntimeConfig>) : {};
  } catch {
    return {};
  }
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** A server path (`/api/media/…`, `/api/branding/…`) as the browser loads it: against `apiBase` when set. */
export function resolveApiUrl(url: string, config: Pick<RuntimeConfig, 'apiBase'>): string {
  if (/^[a-z]+:/i.test(url) || !config.apiBase) return url;
  return `${config.apiBase.replace(/\/$/, '')}${url}`;
}

/** `resolveApiUrl` with the page's configuration. */
export function apiUrl(url: string): string {
  return resolveApiUrl(url, current);
}

export function setRuntimeConfig(patch: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...patch };
  return current;
}

export function resetRuntimeConfig(): void {
  current = defaultRuntimeConfig();
  settling = Promise.resolve();
}

let settling: Promise<unknown> = Promise.resolve();

/** Resolves once the settings being learnt from the server (serverSettings.ts) are in; calls wait for it. */
export function runtimeConfigSettled(): Promise<unknown> {
  return settling;
}

/** Makes every call wait for `loading` (which must not reject). */
export function settleRuntimeConfig(loading: Promise<unknown>): void {
  settling = loading;
}
