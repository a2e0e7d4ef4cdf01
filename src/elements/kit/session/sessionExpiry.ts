import { reaction } from 'mobx';
import { isHttpError } from '../../../core/http/httpError';
import type { RootStore } from '../../../core/session/RootStore';
import { forwardSessionEvents } from './sessionWindowEvents';

/** docs/architecture.md#elements host API: dispatched on `window` when the session times out or is refused. */
export const SESSION_EXPIRED_EVENT = 'dc-session-expired';

export type SessionExpiryReason = 'timeout' | 'unauthorized';

export interface SessionExpiredDetail {
  reason: SessionExpiryReason;
}

/** Armed while a session exists: an element mounted before any sign-in has nothing that could expire. */
let armed = false;
const watched = new WeakSet<RootStore>();

/** docs/behaviour.md#states: envelope code 1004 is a timeout; HTTP 401 is an unauthorised session. */
function sessionExpiryReasonOf(error: unknown): SessionExpiryReason | undefined {
  if (!isHttpError(error)) return undefined;
  if (error.kind === 'sessionTimeout') return 'timeout';
  if (error.status === 401) return 'unauthorized';
  return undefined;
}

/** Tells the page once that the session it had ended; the next session arms it again. */
function announceSessionExpired(reason: SessionExpiryReason): void {
  if (!armed || typeof window === 'undefined') return;
  armed = false;
  window.dispatchEvent(
    new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, {
      detail: { reason },
      bubbles: true,
      composed: true,
    }),
  );
}

/** Announces the expiry when `error` is one; answers whether it was. */
export function reportIfSessionExpired(error: unknown): boolean {
  const reason = sessionExpiryReasonOf(error);
  if (reason) announceSessionExpired(reason);
  return reason !== undefined;
}

/**
 * Follows the session: a signed-in session (a token and its account) arms the announcement, and the
 * page-cover flag the session sets on a 401 (docs/behaviour.md#states) announces it even when no element made the failing
 * call. The session's own events reach the host page as DOM events on `window` (sessionWindowEvents.ts).
 */
export function watchSessionExpiry(store: RootStore): void {
  if (watched.has(store)) return;
  watched.add(store);
  reaction(
    // Each token of a signed-in session arms it once.
    () => (store.user.signedIn ? store.user.token : undefined),
    (token) => {
      if (token) armed = true;
    },
    { fireImmediately: true },
  );
  forwardSessionEvents(store);
  reaction(
    () => store.user.sessionTimeout,
    (timedOut) => {
      if (timedOut) announceSessionExpired('unauthorized');
    },
  );
}

/** Test seam: forget any session the announcement was armed for. */
export function resetSessionExpiryAnnouncement(): void {
  armed = false;
}
