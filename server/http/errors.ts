import { RESULT_CODE } from '../../src/contract';

/**
 * An expected failure with a translated message. `status` is the HTTP status: 400 for bad input (docs/behaviour.md#errors:
 * the console shows the server's message for 400), 401 without a session, 403 for a role or permission
 * refusal, 404 for an unknown route, and 200 for business refusals (wrong password, locked account) and
 * the 1004 session timeout, which the console reads from the envelope code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly code: string = RESULT_CODE.error,
    /** Structured detail for the envelope's `data` (e.g. every refused row of an import); default null. */
    readonly data: unknown = null,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) =>
  new ApiError(400, key, params);
export const notSignedIn = () => new ApiError(401, 'api.tokenMissing');
export const sessionTimedOut = () => new ApiError(200, 'api.sessionTimeout', {}, RESULT_CODE.sessionTimeout);
export const forbidden = (key: string, params?: Record<string, string | number>) =>
  new ApiError(403, key, params);
export const refused = (key: string, params?: Record<string, string | number>) =>
  new ApiError(200, key, params);

/** A request that failed validation; the message is already translated. */
export class InvalidInputError extends Error {
  readonly status = 400;
  constructor(readonly translatedMessage: string) {
    super(translatedMessage);
    this.name = 'InvalidInputError';
  }
}
