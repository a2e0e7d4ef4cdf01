import { ENCRYPT_MODE, type EndpointDef, TIMESTAMP_TOLERANCE_MS } from '../../src/contract';
import { type CipherKeys, decryptText, encryptText } from '../security/cipher';
import { computeSign, signMatches } from '../security/sign';
import { badRequest } from './errors';

/** docs/protocol.md: `Authorization` carries the raw token, with an optional scheme such as `Bearer `. */
export function readToken(authorization: string | undefined): string {
  if (!authorization) return '';
  return authorization.replace(/^bearer\s+/i, '').trim();
}

function single(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

export interface SignedRequest {
  timestamp: string | string[] | undefined;
  sign: string | string[] | undefined;
  rawBody: string;
  token: string;
}

/**
 * docs/protocol.md: a Timestamp within ±300 s of the server clock and
 * `Sign = md5(Timestamp + secret + body + token)` over the exact body string sent.
 */
export function verifySignature(request: SignedRequest, secret: string, now: number): void {
  const timestamp = single(request.timestamp)?.trim() ?? '';
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > TIMESTAMP_TOLERANCE_MS) {
    throw badRequest('api.timestampInvalid');
  }
  const sign = single(request.sign)?.trim().toLowerCase();
  if (!sign) throw badRequest('api.signMissing');
  if (!signMatches(sign, computeSign(timestamp, secret, request.rawBody, request.token))) {
    throw badRequest('api.signInvalid');
  }
}

export function isEncryptMode(header: string | string[] | undefined): boolean {
  return single(header)?.trim().toLowerCase() === ENCRYPT_MODE;
}

function parseJson(text: string, errorKey: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(errorKey);
  }
}

/**
 * The input the endpoint's schema validates: the query (without `_t`) for GET, the JSON body for POST —
 * decrypted from `{"data":"<base64>"}` when `Mode: encrypt` is set. Endpoints marked `encrypted` accept
 * nothing else.
 */
export function readInput(
  endpoint: EndpointDef,
  request: { rawBody: string; query: unknown; encrypted: boolean },
  keys: CipherKeys,
): unknown {
  if (endpoint.method === 'GET') {
    const { _t: _ignored, ...query } = (request.query ?? {}) as Record<string, unknown>;
    return query;
  }
  if (endpoint.encrypted && !request.encrypted) throw badRequest('api.encryptionRequired');
  if (request.rawBody.trim() === '') return request.encrypted ? failDecrypt() : undefined;
  const body = parseJson(request.rawBody, 'api.badJson');
  if (!request.encrypted) return body;
  const ciphertext =
    body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 1
      ? (body as Record<string, unknown>).data
      : undefined;
  if (typeof ciphertext !== 'string') return failDecrypt();
  let plain: string;
  try {
    plain = decryptText(ciphertext, keys);
  } catch {
    return failDecrypt();
  }
  return parseJson(plain, 'api.decryptFailed');
}

function failDecrypt(): never {
  throw badRequest('api.decryptFailed');
}

/** docs/protocol.md: an encrypted answer's `data` is the Base64 ciphertext of the JSON value. */
export function encryptData(data: unknown, keys: CipherKeys): string {
  return encryptText(JSON.stringify(data), keys);
}
