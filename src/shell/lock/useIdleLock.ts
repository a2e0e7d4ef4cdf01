import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { RootStore } from '../../core/session';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'mousemove', 'touchstart'] as const;
/** Activity restarts the idle countdown at most once a second. */
const ACTIVITY_THROTTLE_MS = 1000;

/**
 * The lock after projectConfig.lockTime idle minutes (0 never, docs/behaviour.md#constants): activity restarts the store's
 * countdown; a new token or a new lock time restarts it too.
 */
export function useIdleLock(store: RootStore): void {
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      store.lock.touch();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const dispose = reaction(
      () => [store.user.token, store.app.projectConfig.lockTime, store.lock.isLocked] as const,
      () => store.lock.touch(),
      { fireImmediately: true },
    );
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      dispose();
      store.lock.stopIdleTimer();
    };
  }, [store]);
}
