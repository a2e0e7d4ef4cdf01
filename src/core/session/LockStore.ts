import { makeAutoObservable } from 'mobx';
import type { ProjectConfig } from '../config/projectSetting';
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

  /** Answers whether the server accepted the password; only then is the screen unlocked. */
  async unlock(password: string): Promise<boolean> {
    try {
      await this.root.deps.api.unlock(password);
    } catch {
      return false;
    }
    this.clearLock();
    this.touch();
    return true;
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
