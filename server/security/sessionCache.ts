import { type TableWrite, type TableWritePhase, tableWritesOf } from '../db/tableWrites';
import type { Session } from './sessionRecord';

/*
 * Resolved sessions, kept so a repeated call does not read `sessions`, `accounts`, `enterprises` and
 * `account_permits` again (measured on SQLite: a signed /getPermCode took 131 µs of server CPU, 64 with it). What is kept is what those rows
 * said; whether the session is still alive is judged by the caller on every call against the time
 * (sessions.ts). It is forgotten:
 * - on any write to those tables through this server's Kysely (server/db/tableWrites.ts): a write to one
 *   session row (`where token_hash = …`) forgets that session, any other write forgets all;
 * - on the word of another server on the same database (the cluster bus, shareSessionForgetting);
 * - after ENTRY_LIFETIME_MS at the latest, so a write nobody reported (a missed notification, a restored
 *   file) cannot keep a disabled account signed in for longer.
 * A reader notes the epoch before it reads and keeps its answer only if no write came in between: an answer
 * read before a write became visible is never kept past it.
 */

/** The tables lookUpSession and loadSessionAccount read. */
const SESSION_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'accounts',
  'enterprises',
  'account_permits',
]);

/** How long a kept session may go unchecked against the database, whatever was heard. */
export const ENTRY_LIFETIME_MS = 2_000;
/** Kept sessions at most; past it the cache starts again empty (a sign-in storm, not normal use). */
const MAX_ENTRIES = 10_000;

/** What the session row and its account said when read; judged against the time on every use. */
export interface CachedSession {
  session: Session;
  lastSeenAt: number;
  /** A partner token's hard end. */
  expiresAt: number | null;
  /** The enterprise's expiry time (null: none, or no enterprise). */
  enterpriseExpiry: number | null;
}

interface Entry extends CachedSession {
  /** When it was read (the real clock, not the request's time). */
  readAt: number;
}

/** What to forget, as it travels between servers. */
export type SessionForgetting = { all: true } | { tokenHashes: string[] };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private readonly forgetListeners = new Set<(what: SessionForgetting) => void>();

  /** Note this before reading the database; pass it to keep(). */
  currentEpoch(): number {
    return this.epoch;
  }

  find(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (Date.now() - entry.readAt > ENTRY_LIFETIME_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps what was read since `epoch` (and `readAt`), unless something was written meanwhile. */
  keep(tokenHash: string, cached: CachedSession, epoch: number, readAt: number): void {
    if (epoch !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { ...cached, readAt });
  }

  /** Forgets sessions; `local` ones (a write here) are also told to the other servers. */
  forget(what: SessionForgetting, local: boolean): void {
    this.epoch += 1;
    if ('all' in what) this.entries.clear();
    else for (const tokenHash of what.tokenHashes) this.entries.delete(tokenHash);
    if (local) for (const listener of this.forgetListeners) listener(what);
  }

  onLocalForget(listener: (what: SessionForgetting) => void): () => void {
    this.forgetListeners.add(listener);
    return () => this.forgetListeners.delete(listener);
  }

  /**
   * Servers sharing one PostgreSQL database tell each other what their writes made stale (a sign-out, a
   * disabled account, changed permits), so each forgets it within the notification's delay; the entry
   * lifetime bounds what a lost notification can cost. What is heard is not sent on.
   */
  shareWith(bus: ForgettingBus): () => void {
    const stopSending = this.onLocalForget((what) => bus.sendInternal(FORGET_MESSAGE, what));
    const stopHearing = bus.onInternal(FORGET_MESSAGE, (data) => this.forget(readForgetting(data), false));
    return () => {
      stopSending();
      stopHearing();
    };
  }

  /** What a batch of writes makes stale: one session, or every one. */
  static forgettingOf(writes: readonly TableWrite[]): SessionForgetting | undefined {
    const tokenHashes: string[] = [];
    for (const write of writes) {
      if (write.table !== '*' && !SESSION_TABLES.has(write.table)) continue;
      const tokenHash = write.table === 'sessions' ? write.equals?.get('token_hash') : undefined;
      if (typeof tokenHash !== 'string') return { all: true };
      tokenHashes.push(tokenHash);
    }
    return tokenHashes.length ? { tokenHashes } : undefined;
  }
}

/** The part of the cluster (server/cluster/cluster.ts) that carries word between servers. */
export interface ForgettingBus {
  sendInternal(kind: string, data: unknown): void;
  onInternal(kind: string, listener: (data: unknown) => void): () => void;
}

const FORGET_MESSAGE = 'session-cache-forget';

/** A message from another server; anything unexpected forgets everything rather than nothing. */
function readForgetting(data: unknown): SessionForgetting {
  const tokenHashes = (data as { tokenHashes?: unknown } | null)?.tokenHashes;
  if (Array.isArray(tokenHashes) && tokenHashes.every((hash) => typeof hash === 'string'))
    return { tokenHashes: [...tokenHashes] };
  return { all: true };
}

const caches = new WeakMap<object, SessionCache | null>();

/**
 * The session cache of a Kysely instance, made on first use and fed by its write watch. An instance without
 * a watch (one a test built itself) gets none: its sessions are read every time.
 */
export function sessionCacheOf(db: object): SessionCache | undefined {
  let cache = caches.get(db);
  if (cache === undefined) {
    const watch = tableWritesOf(db);
    cache = watch ? new SessionCache() : null;
    if (watch && cache) {
      const own = cache;
      watch.listen((writes, phase: TableWritePhase) => {
        const what = SessionCache.forgettingOf(writes);
        // The other servers hear of it once it is visible to them (after it ran, or at the commit).
        if (what) own.forget(what, phase !== 'before');
      });
    }
    caches.set(db, cache);
  }
  return cache ?? undefined;
}

/** Links the session cache of a Kysely instance to the cluster bus (server/app.ts). */
export function shareSessionForgetting(db: object, bus: ForgettingBus): () => void {
  return sessionCacheOf(db)?.shareWith(bus) ?? (() => {});
}
