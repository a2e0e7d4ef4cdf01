import { HttpError } from './httpError';
import type { NoticeGate } from './noticeGate';
import type { Failure } from './responseReading';
import { API_TEXT } from './statusMessages';
import type { HttpHooks, MessageMode } from './types';

/** The notice key that suppresses duplicates (docs/behaviour.md#errors: once per status while on screen). */
function duplicateKey(failure: Failure): string | undefined {
  switch (failure.kind) {
    case 'status':
      return `status:${failure.status}`;
    case 'timeout':
    case 'network':
    case 'sessionTimeout':
      return failure.kind;
    default:
      // Envelope errors carry their own, varying server messages: every one is shown.
      return undefined;
  }
}

/**
 * Reports a final failure: the session hooks (docs/behaviour.md#states: 1004 logs out, 401 ends the session), the notice
 * per errorMessageMode (docs/behaviour.md#errors; the timeout message of 1004 always), and the error the call rejects with.
 */
export function reportFailure(
  failure: Failure,
  mode: MessageMode,
  hooks: HttpHooks,
  gate: NoticeGate,
): HttpError {
  if (failure.kind === 'sessionTimeout') hooks.onSessionTimeout();
  if (failure.kind === 'status' && failure.status === 401) hooks.onUnauthorized(failure.message);

  const key = duplicateKey(failure);
  // The session's end is the reader's news whichever call found it: a silent call (a live screen's poll, the
  // socket's check) must not sign them out without saying why.
  const shown = mode !== 'none' || failure.kind === 'sessionTimeout';
  if (shown && (key === undefined || gate.admit(key))) {
    if (mode === 'modal') hooks.notifier.modal('error', hooks.translate(API_TEXT.errorTip), failure.message);
    else hooks.notifier.message('error', failure.message);
  }
  return new HttpError(failure.message, failure);
}

/** docs/behaviour.md#errors: a success notice when asked for; with no server message the generic operation-success text. */
export function reportSuccess(serverMessage: string | undefined, mode: MessageMode, hooks: HttpHooks): void {
  if (mode === 'none') return;
  const text = serverMessage || hooks.translate(API_TEXT.operationSuccess);
  if (mode === 'modal') hooks.notifier.modal('success', hooks.translate(API_TEXT.successTip), text);
  else hooks.notifier.message('success', text);
}
