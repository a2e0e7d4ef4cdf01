import type { Failure } from './responseReading';

/**
 * docs/protocol.md#the-calls: failed GET calls are retried — no answer at all, a time-out, an error status, an error
 * envelope — except when retrying cannot help: 401 and 403 (the session or the right is missing) and
 * envelope 1004 (the session is over).
 */
export function isRetryableFailure(failure: Failure): boolean {
  if (failure.kind === 'sessionTimeout') return false;
  if (failure.kind === 'status' && (failure.status === 401 || failure.status === 403)) return false;
  return true;
}
