import type { RootStore } from '../../../core/session/RootStore';
import type { SessionEvent } from '../../../core/session/sessionEvents';

/** On `window`: the session signed in, out, changed account or took a fresh token (detail: SessionChangeDetail). */
export const SESSION_CHANGE_EVENT = 'dc-session-change';
/** On `window`: the token ends soon and cannot be extended; hand a fresh one to `session.useToken`. */
export const TOKEN_EXPIRING_EVENT = 'dc-token-expiring';

export interface SessionChangeDetail {
  change: 'signed-in' | 'signed-out' | 'account-changed' | 'token-replaced';
  /** The account now signed in; null after a sign-out. */
  username: string | null;
}

export interface TokenExpiringDetail {
  /** Epoch milliseconds after which the server refuses the token. */
  expiresAt: number;
  username: string | null;
}

function dispatch<T>(type: string, detail: T): void {
  window.dispatchEvent(new CustomEvent<T>(type, { detail }));
}

function toWindow(event: SessionEvent): void {
  if (typeof window === 'undefined') return;
  switch (event.type) {
    case 'token-expiring':
      dispatch<TokenExpiringDetail>(TOKEN_EXPIRING_EVENT, {
        expiresAt: event.expiresAt,
        username: event.account?.username ?? null,
      });
      return;
    case 'signed-out':
      dispatch<SessionChangeDetail>(SESSION_CHANGE_EVENT, { change: event.type, username: null });
      return;
    default:
      dispatch<SessionChangeDetail>(SESSION_CHANGE_EVENT, {
        change: event.type,
        username: event.account.username,
      });
  }
}

const forwarded = new WeakSet<RootStore>();

/** The host page hears what the elements follow (once per session core). */
export function forwardSessionEvents(store: RootStore): void {
  if (forwarded.has(store)) return;
  forwarded.add(store);
  store.events.subscribe(toWindow);
}
