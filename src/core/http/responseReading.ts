import { ENCRYPT_MODE, type Envelope, RESULT_CODE } from '../../contract/envelope';
import type { AesCipher } from '../storage/aesCipher';
import { decryptEnvelopeData } from './bodyEncryption';
import type { HttpFailureKind } from './httpError';
import { API_TEXT, statusMessage } from './statusMessages';
import { TransportError } from './transport';

/** A failed attempt, before it is reported: `message` is the translated text to show and reject with. */
export interface Failure {
  kind: HttpFailureKind;
  message: string;
  status?: number;
  code?: string;
  envelope?: Envelope<unknown>;
}

export type EnvelopeOutcome = { ok: true; envelope: Envelope<unknown> } | { ok: false; failure: Failure };

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string';
}

/** A body as the transport hands it over (parsed JSON, text, or bytes for file calls), read as JSON if it is. */
export function parseJsonBody(data: unknown): unknown {
  let text: string | undefined;
  if (typeof data === 'string') text = data;
  else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) text = new TextDecoder().decode(data);
  else return data;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** docs/protocol.md: the response header `mode: encrypt` marks an encrypted `data`. */
export function isEncryptedAnswer(headers: unknown): boolean {
  const mode = (headers as Record<string, unknown> | undefined)?.mode;
  return typeof mode === 'string' && mode.toLowerCase() === ENCRYPT_MODE;
}

/** docs/protocol.md#the-calls, docs/behaviour.md#errors: reads the envelope of a 2xx answer and decides success, session timeout or error. */
export function readEnvelope(
  body: unknown,
  encryptedAnswer: boolean,
  getCipher: () => AesCipher,
  translate: Translate,
): EnvelopeOutcome {
  const parsed = parseJsonBody(body);
  // docs/behaviour.md#errors: empty body (or one that is not an envelope) → request-failed error.
  if (!isEnvelope(parsed))
    return { ok: false, failure: { kind: 'emptyBody', message: translate(API_TEXT.requestFailed) } };
  let envelope = parsed;
  if (encryptedAnswer) {
    try {
      envelope = { ...parsed, data: decryptEnvelopeData(parsed.data, getCipher()) };
    } catch {
      return {
        ok: false,
        failure: { kind: 'emptyBody', message: translate(API_TEXT.requestFailed), code: parsed.code },
      };
    }
  }
  if (envelope.code === RESULT_CODE.success) return { ok: true, envelope };
  if (envelope.code === RESULT_CODE.sessionTimeout) {
    const message = translate(API_TEXT.sessionTimeout);
    return { ok: false, failure: { kind: 'sessionTimeout', message, code: envelope.code, envelope } };
  }
  // docs/behaviour.md#errors: the server message, or the generic 'request failed'.
  const message = envelope.message || translate(API_TEXT.errorMessage);
  return { ok: false, failure: { kind: 'envelope', message, code: envelope.code, envelope } };
}

/** docs/behaviour.md#errors: a rejected transport call — an HTTP error status, a time-out, or no answer at all. */
export function classifyTransportError(error: unknown, translate: Translate): Failure {
  const transportError = error instanceof TransportError ? error : undefined;
  const response = transportError?.response;
  if (response) {
    const body = parseJsonBody(response.data);
    const envelope = isEnvelope(body) ? body : undefined;
    const serverMessage = envelope?.message || undefined;
    return {
      kind: 'status',
      status: response.status,
      code: envelope?.code,
      envelope,
      message: statusMessage(response.status, serverMessage, translate),
    };
  }
  if (transportError?.kind === 'timeout') return { kind: 'timeout', message: translate(API_TEXT.apiTimeout) };
  // A page on another origin than the console that gets no answer is most likely refused by CORS
  // (its origin is not registered): say so, naming both, rather than a bare "network error".
  const consoleOrigin = crossOriginTarget(transportError?.url);
  if (consoleOrigin)
    return {
      kind: 'network',
      message: translate(API_TEXT.crossOriginUnreachable, {
        origin: window.location.origin,
        console: consoleOrigin,
      }),
    };
  return { kind: 'network', message: translate(API_TEXT.networkException) };
}

/** The console's origin when the failed call went to another origin than the page's; else undefined. */
function crossOriginTarget(url: string | undefined): string | undefined {
  if (url === undefined || typeof window === 'undefined') return undefined;
  try {
    const target = new URL(url, window.location.href);
    return target.origin !== window.location.origin ? target.origin : undefined;
  } catch {
    return undefined;
  }
}
