import type { Envelope } from '../../contract/envelope';
import { TransportError } from './transport';

/**
 * Why a call failed:
 * - `envelope`: an answer with a code other than 0000 (docs/behaviour.md#errors);
 * - `sessionTimeout`: envelope code 1004;
 * - `status`: an HTTP status outside 200–299;
 * - `timeout`, `network`: no answer (docs/behaviour.md#errors);
 * - `emptyBody`: 2xx with no envelope (docs/behaviour.md#errors "empty body: request-failed error"), or one that does not decrypt.
 */
export type HttpFailureKind = 'envelope' | 'sessionTimeout' | 'status' | 'timeout' | 'network' | 'emptyBody';

/** The error a failed call rejects with; `message` is the translated text a person can act on. */
export class HttpError extends Error {
  readonly kind: HttpFailureKind;
  readonly status?: number;
  readonly code?: string;
  readonly envelope?: Envelope<unknown>;

  constructor(
    message: string,
    details: { kind: HttpFailureKind; status?: number; code?: string; envelope?: Envelope<unknown> },
  ) {
    super(message);
    this.name = 'HttpError';
    this.kind = details.kind;
    this.status = details.status;
    this.code = details.code;
    this.envelope = details.envelope;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A call given up by its caller (its AbortSignal), while waiting to retry or on the wire. */
export class CancelError extends Error {
  constructor() {
    super('canceled');
    this.name = 'CancelError';
  }
}

/** docs/protocol.md#the-calls: cancelled requests are passed on silently; callers recognise them with this. */
export function isCancel(error: unknown): boolean {
  return error instanceof CancelError || (error instanceof TransportError && error.kind === 'cancel');
}

export function createCancelError(): CancelError {
  return new CancelError();
}
