import { type Envelope, RESULT_CODE } from '../../src/contract';

/** docs/protocol.md: every answer is `{code, data, message}`. */
export function successEnvelope<T>(data: T): Envelope<T> {
  return { code: RESULT_CODE.success, data, message: '' };
}

export function failureEnvelope(code: string, message: string, data: unknown = null): Envelope<unknown> {
  return { code, data, message };
}
