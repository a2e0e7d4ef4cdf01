import { reaction } from 'mobx';
import { isHttpError } from '../../../core/http/httpError';
import type { RootStore } from '../../../core/session/RootStore';

/** ARCHITECTURE §2 host API: dispatched on `window` when the session times out or is refused. */
export const SESSION_EXPIRED_EVENT = 'dc-session-expired';

export type SessionExpiryReason = 'timeout' | 'unauthorized';

export interface SessionExpiredDetail {
  reason: SessionExpiryReason;
}

let announced = false;
const watched = new WeakSet<RootStore>();

/** spec §4: envelope code 1004 is a timeout; HTTP 401 is an unauthorised session. */
export function sessionExpiryReasonOf(error: unknown): SessionExpiryReason | undefined {
  if (!isHttpError(error)) return undefined;
  if (error.kind === 'sessionTimeout') return 'timeout';
  if (error.status === 401) return 'unauthorized';
  return undefined;
}

/** Tells the page once per session that it ended; a new token arms it again. */
export function announceSessionExpired(reason: SessionExpiryReason): void {
  if (announced || typeof window === 'undefined') return;
  announced = true;
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
 * Follows the session: a fresh token re-arms the announcement, and the page-cover flag the session
 * sets on a 401 (spec §4) announces it even when no element made the failing call.
 */
export function watchSessionExpiry(store: RootStore): void {
  if (watched.has(store)) return;
  watched.add(store);
  reaction(
    () => store.user.token,
    (token) => {
      if (token) announced = false;
    },
  );
  reaction(
    () => store.user.sessionTimeout,
    (timedOut) => {
      if (timedOut) announceSessionExpired('unauthorized');
    },
  );
}

/** Test seam: forget that an expiry was announced. */
export function resetSessionExpiryAnnouncement(): void {
  announced = false;
}
