import { runInAction } from 'mobx';
import type { RootStore } from '../../core/session';

/**
 * Leaves the locked state without a password, for signing out from the lock screen and for reaching
 * /login: otherwise the stored lock would cover the next user's session. The lock store has no public
 * reset yet (see the report of issue 3), so the shell clears its stored and in-memory state here.
 */
export function clearLockState(store: RootStore): void {
  store.lock.stopIdleTimer();
  store.deps.cache.removeLocal('LOCK_INFO');
  runInAction(() => {
    store.lock.lockInfo = null;
  });
}
