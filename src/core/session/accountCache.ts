import type { AccountRef, SessionEvents } from './sessionEvents';

/** What an account cache reads of the session: who is signed in, and when that changes. */
export interface AccountSource {
  readonly user: { readonly account: AccountRef | null };
  readonly events: SessionEvents;
}

/**
 * A page-wide cache whose entries belong to the account that filled them (member names, department
 * names, icons…): another account never reads them, and a sign-out or a change of account empties it.
 */
export class AccountCache<V> {
  private owner: string | null = null;
  private entries = new Map<string, V>();
  private readonly session: AccountSource;

  constructor(session: AccountSource) {
    this.session = session;
    session.events.subscribe((event) => {
      if (event.type === 'signed-out' || event.type === 'account-changed') this.clear();
    });
  }

  /** The current account's entries; checked on every access so no listener order can leak one. */
  private current(): Map<string, V> | undefined {
    const id = this.session.user.account?.id ?? null;
    if (id !== this.owner) {
      this.entries = new Map();
      this.owner = id;
    }
    return id === null ? undefined : this.entries;
  }

  get(key: string): V | undefined {
    return this.current()?.get(key);
  }

  /** Ignored without a session: nothing is kept for nobody. */
  set(key: string, value: V): void {
    this.current()?.set(key, value);
  }

  get size(): number {
    return this.current()?.size ?? 0;
  }

  clear(): void {
    this.entries = new Map();
    this.owner = null;
  }
}

const caches = new WeakMap<AccountSource, Map<string, AccountCache<unknown>>>();

/** The session's cache called `name`, made on first use (one per session core and name). */
export function accountCache<V>(session: AccountSource, name: string): AccountCache<V> {
  let named = caches.get(session);
  if (!named) {
    named = new Map();
    caches.set(session, named);
  }
  let cache = named.get(name);
  if (!cache) {
    cache = new AccountCache<unknown>(session);
    named.set(name, cache);
  }
  return cache as AccountCache<V>;
}
