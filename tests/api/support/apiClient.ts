import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * A test client that speaks the protocol of docs/protocol.md with node:crypto only, independent of the
 * console's src/core client: if both agree with the server, they agree with each other.
 */
export interface ProtocolSecrets {
  signSecret: string;
  cryptoKey: string;
  cryptoIv: string;
}

export interface CallOptions {
  /** JSON value of the body (POST). Ignored when `rawBody` is given. */
  body?: unknown;
  /** Exact body string to send. */
  rawBody?: string;
  /** Query parameters (GET); `_t` is added like the console does. */
  query?: Record<string, string>;
  token?: string;
  /** Encrypt the body and send `Mode: encrypt`. */
  encrypt?: boolean;
  lang?: string;
  /** Timestamp header value; default now. */
  timestamp?: number | string;
  /** `null` leaves the Sign header out; a string replaces the computed one. */
  sign?: string | null;
  contentType?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** The parsed envelope (or the raw text when it was not JSON). */
  envelope: { code: string; data: unknown; message: string };
  /** `data`, decrypted when the answer carries `mode: encrypt`. */
  data: unknown;
}

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function encrypt(plain: string, secrets: ProtocolSecrets): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(secrets.cryptoKey), Buffer.from(secrets.cryptoIv));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function decrypt(base64: string, secrets: ProtocolSecrets): string {
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(secrets.cryptoKey),
    Buffer.from(secrets.cryptoIv),
  );
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly secrets: ProtocolSecrets,
    readonly urlPrefix = '/api',
  ) {}

  async call(method: 'GET' | 'POST' | string, path: string, options: CallOptions = {}): Promise<CallResult> {
    let rawBody = options.rawBody ?? '';
    if (options.rawBody === undefined && options.body !== undefined) {
      const json = JSON.stringify(options.body);
      rawBody = options.encrypt ? JSON.stringify({ data: encrypt(json, this.secrets) }) : json;
    }
    const timestamp = String(options.timestamp ?? Date.now());
    const token = options.token ?? '';
    // docs/protocol.md: the Sign covers the raw token, without an Authorization scheme.
    const signedToken = token.replace(/^bearer\s+/i, '');
    const headers: Record<string, string> = {
      Timestamp: timestamp,
      traceId: `test-${Math.random().toString(36).slice(2, 10)}`,
      lang: options.lang ?? 'zh_CN',
      ...options.headers,
    };
    if (options.token !== undefined) headers.Authorization = token;
    if (options.sign !== null)
      headers.Sign = options.sign ?? md5(`${timestamp}${this.secrets.signSecret}${rawBody}${signedToken}`);
    if (options.encrypt) headers.Mode = 'encrypt';
    if (rawBody !== '' && options.contentType !== null) {
      headers['Content-Type'] = options.contentType ?? 'application/json;charset=UTF-8';
    }
    const query = new URLSearchParams(
      method === 'GET' ? { ...options.query, _t: String(Date.now()) } : options.query,
    );
    const queryText = query.toString();
    const url = `${this.baseUrl}${this.urlPrefix}${path}${queryText ? `?${queryText}` : ''}`;
    const response = await fetch(url, { method, headers, body: rawBody === '' ? undefined : rawBody });
    const text = await response.text();
    let envelope: CallResult['envelope'];
    try {
      envelope = JSON.parse(text) as CallResult['envelope'];
    } catch {
      envelope = { code: 'not-json', data: text, message: text };
    }
    const encrypted = response.headers.get('mode') === 'encrypt' && typeof envelope.data === 'string';
    const data: unknown = encrypted
      ? JSON.parse(decrypt(envelope.data as string, this.secrets))
      : envelope.data;
    return { status: response.status, headers: response.headers, envelope, data };
  }
}
