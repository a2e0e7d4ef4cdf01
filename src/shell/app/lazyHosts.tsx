import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useConsole } from './ConsoleContext';

/*
 * The page-wide hosts drawn with Blueprint (notices, the session cover, the lock screen) load the
 * first time they have something to show, so the sign-in page does not download Blueprint for them. Once
 * loaded a host stays mounted (its closing transitions and its state keep working as before).
 */
const NoticeHost = lazy(() => import('./NoticeHost').then((m) => ({ default: m.NoticeHost })));
const SessionTimeoutCover = lazy(() =>
  import('../lock/SessionTimeoutCover').then((m) => ({ default: m.SessionTimeoutCover })),
);
const LockScreen = lazy(() => import('../lock/LockScreen').then((m) => ({ default: m.LockScreen })));

/** Renders its lazy host from the first render where `needed` holds, and from then on for good. */
function MountedOnceNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const seen = useRef(false);
  if (needed) seen.current = true;
  return seen.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The session's notices: claimed for the console at once, drawn by the host from the first notice or the
 * first signed-in moment on (a session's notices can be cleared on the way out, e.g. by the sign-in page's
 * reset, before a host loaded only then could show them).
 */
export const NoticeGate = observer(function NoticeGate() {
  const { store } = useConsole();
  // The console shows the session's notices; elements then leave them alone (even before the host loads).
  useEffect(() => store.notices.claimRenderer(), [store]);
  return (
    <MountedOnceNeeded needed={store.notices.notices.length > 0 || Boolean(store.user.token)}>
      <NoticeHost />
    </MountedOnceNeeded>
  );
});

/** docs/behaviour.md#states page cover after a 401: loaded the first time a session times out under a page. */
export const SessionCoverGate = observer(function SessionCoverGate() {
  const { store } = useConsole();
  return (
    <MountedOnceNeeded needed={store.user.sessionTimeout && !store.user.token}>
      <SessionTimeoutCover />
    </MountedOnceNeeded>
  );
});

/** The lock screen: loaded the first time the signed-in session is locked. */
export const LockScreenGate = observer(function LockScreenGate() {
  const { store } = useConsole();
  return (
    <MountedOnceNeeded needed={Boolean(store.user.token) && store.lock.isLocked}>
      <LockScreen />
    </MountedOnceNeeded>
  );
});
