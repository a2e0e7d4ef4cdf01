import { reaction } from 'mobx';
import type { ResolvedRootStoreDeps } from './rootStoreDeps';
import type { AccountRef, SessionEvent } from './sessionEvents';

/** What the watch reads of the root store, declared here so this module does not import the root. */
export interface WatchedRoot {
  readonly deps: Pick<ResolvedRootStoreDeps, 'clock'>;
  readonly events: { emit(event: SessionEvent): void };
  readonly user: {
    readonly account: AccountRef | null;
    readonly token: string | undefined;
    readonly tokenExpiresAt: number | null;
  };
}

/** A partner token is announced this long before its hard end, so a portal renews it in the background. */
export const TOKEN_EXPIRING_LEAD_MS = 2 * 60_000;

/**
 * Turns the user store's state into session events: sign-in, sign-out and a change of account follow the
 * account behind the session; the expiry timer follows the token's hard end. Runs for the store's life.
 */
export function watchSession(root: WatchedRoot): void {
  const { user, events } = root;
  let current: AccountRef | null = user.account;
  reaction(
    () => user.account?.id ?? null,
    () => {
      const previous = current;
      const next = user.account;
      current = next;
      if (previous && next) events.emit({ type: 'account-changed', previous, account: next });
      else if (next) events.emit({ type: 'signed-in', account: next });
      else if (previous) events.emit({ type: 'signed-out', previous });
    },
  );

  const { clock } = root.deps;
  let timer: unknown;
  reaction(
    () => [user.token, user.tokenExpiresAt] as const,
    ([token, expiresAt]) => {
      clock.clearTimeout(timer);
      timer = undefined;
      if (!token || expiresAt === null) return;
      const wait = Math.max(0, expiresAt - TOKEN_EXPIRING_LEAD_MS - clock.now());
      timer = clock.setTimeout(() => {
        timer = undefined;
        if (user.token === token) events.emit({ type: 'token-expiring', account: user.account, expiresAt });
      }, wait);
    },
  );
}
