import { makeAutoObservable } from 'mobx';
import { throttledRefusalSchema } from '../../contract/auth';
import type { ProjectConfig } from '../config/projectSetting';
import { isHttpError } from '../http/httpError';
import type { ResolvedRootStoreDeps } from './rootStoreDeps';

/**
 * docs/behaviour.md#entities lock info. `pwd` is part of the stored shape of the original product; this console never
 * fills it, because the account password is checked by the server (POST /login/unlock) instead.
 */
export interface LockInfo {
  isLock: boolean;
  pwd?: string;
}

const MINUTE_MS = 60_000;

/**
 * How an unlock went: unlocked; refused for a wrong password; or refused because the password checks of this
 * account from this address must wait (the server's message, in the session's language, says how long).
 */
export type UnlockOutcome =
  | { kind: 'unlocked' }
  | { kind: 'wrongPassword' }
  | { kind: 'throttled'; message: string; retryAfterSeconds: number };

/*
 * What this store reaches through the root (docs/architecture.md#session): declared here, so the store does
 * not import the root that imports it; the root store satisfies it.
 */
export interface LockStoreRoot {
  readonly deps: ResolvedRootStoreDeps;
  readonly app: { readonly projectConfig: ProjectConfig };
  readonly user: { readonly token: string | undefined };
}

/** The screen lock: lock state (persisted, docs/behaviour.md#entities) and the idle timer of projectConfig.lockTime. */
export class LockStore {
  lockInfo: LockInfo | null;
  private idleTimer: unknown = undefined;
  private readonly root: LockStoreRoot;

  constructor(root: LockStoreRoot) {
    this.root = root;
    this.lockInfo = root.deps.cache.getLocal<LockInfo>('LOCK_INFO');
    makeAutoObservable<LockStore, 'root' | 'idleTimer'>(
      this,
      { root: false, idleTimer: false },
      { autoBind: true },
    );
  }

  get isLocked(): boolean {
    return this.lockInfo?.isLock === true;
  }

  /**
   * docs/behaviour.md#entities: lock info is left out of the unload write-back, so it is stored at once; a reload stays
   * locked.
   */
  lock(): void {
    this.stopIdleTimer();
    this.lockInfo = { isLock: true };
    this.root.deps.cache.setLocal('LOCK_INFO', { ...this.lockInfo }, true);
  }

  /** Asks the server to check the password; only when it accepts is the screen unlocked. */
  async unlock(password: string): Promise<UnlockOutcome> {
    try {
      await this.root.deps.api.unlock(password);
    } catch (error) {
      const throttled = isHttpError(error)
        ? throttledRefusalSchema.safeParse(error.envelope?.data)
        : undefined;
      return throttled?.success
        ? {
            kind: 'throttled',
            message: (error as Error).message,
            retryAfterSeconds: throttled.data.retryAfterSeconds,
          }
        : { kind: 'wrongPassword' };
    }
    this.clearLock();
    this.touch();
    return { kind: 'unlocked' };
  }

  private clearLock(): void {
    this.lockInfo = null;
    this.root.deps.cache.removeLocal('LOCK_INFO', true);
  }

  /**
   * Leaves the locked state without a password: signing out (also from the lock screen) and reaching
   * /login, so a stored lock never covers the next user's session.
   */
  reset(): void {
    this.stopIdleTimer();
    this.clearLock();
  }

  /**
   * User activity (the shell calls this on key and pointer events): restarts the idle countdown. The
   * screen locks after projectConfig.lockTime minutes without activity; 0 means never. Nothing runs
   * while signed out or already locked.
   */
  touch(): void {
    this.stopIdleTimer();
    const minutes = this.root.app.projectConfig.lockTime;
    if (!this.root.user.token || this.isLocked || !minutes || minutes < 1) return;
    this.idleTimer = this.root.deps.clock.setTimeout(() => this.lock(), minutes * MINUTE_MS);
  }

  stopIdleTimer(): void {
    if (this.idleTimer === undefined) return;
    this.root.deps.clock.clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }
}
