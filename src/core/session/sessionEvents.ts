import type { UserInfo } from '../../contract';

/** Who a session belongs to, as the elements and the host page see it. */
export interface AccountRef {
  /** Stable across tokens of the same account: the enterprise and the user. */
  id: string;
  username: string;
}

/**
 * What the session announces (docs/architecture.md#session): every mounted element follows
 * these at once, and the element library repeats them to the host page as DOM events.
 */
export type SessionEvent =
  | { type: 'signed-in'; account: AccountRef }
  | { type: 'signed-out'; previous: AccountRef }
  | { type: 'account-changed'; previous: AccountRef; account: AccountRef }
  /** The same account goes on with a fresh token (a portal renewing its partner token). */
  | { type: 'token-replaced'; account: AccountRef }
  /** The token ends at `expiresAt` (epoch ms) and cannot be extended: the host should hand over a new one. */
  | { type: 'token-expiring'; account: AccountRef | null; expiresAt: number };

export type SessionListener = (event: SessionEvent) => void;

/** The enterprise and user behind user info: two tokens of one account give the same id. */
export function accountRefOf(info: UserInfo): AccountRef {
  return {
    id: `${info.enterpriseId ?? info.enterprisePrefix ?? ''}/${info.userId}`,
    username: info.username,
  };
}

/** A small synchronous emitter: listeners run in subscription order, one failing does not stop the rest. */
export class SessionEvents {
  private readonly listeners = new Set<SessionListener>();

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: SessionEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error('[session] a session listener failed', error);
      }
    }
  }
}
