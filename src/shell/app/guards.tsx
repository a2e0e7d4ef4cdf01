import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { EXCEPTION_PATH, LOGIN_PATH } from '../../contract';
import { useConsole } from './ConsoleContext';

/**
 * spec §2 guard rules 1 and 4: without a token a visitor goes to /login with the wanted path as
 * `redirect`; on the first entry with a token the user info is loaded and the menu routes are built.
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { store } = useConsole();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const token = store.user.token;
  const ready = Boolean(store.permission.isDynamicAddedRoute && store.user.userInfo);

  useEffect(() => {
    if (!token || ready) return;
    setFailed(false);
    (async () => {
      try {
        if (!store.user.userInfo) await store.user.getUserInfo();
        await store.permission.ensureRoutes();
      } catch (error) {
        // 401 and 1004 are handled by the HTTP hooks (logout or cover); anything else shows the exception page.
        console.warn('[guard] loading the session failed', error);
        setFailed(true);
      }
    })();
  }, [token, ready, store]);

  if (!token) {
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (failed) return <Navigate to={EXCEPTION_PATH} replace />;
  if (!ready) return <Spinner className="dc-page-spinner" aria-label="loading" />;
  return <>{children}</>;
});

/**
 * spec §2 guard rules 2 and 7: a signed-in user opening /login goes to the redirect target (or /);
 * otherwise reaching /login resets app, permission, tab and user state.
 */
export const LoginGate = observer(function LoginGate({ children }: { children: ReactNode }) {
  const { store } = useConsole();
  const [params] = useSearchParams();
  const [resetDone, setResetDone] = useState(false);
  const token = store.user.token;

  useEffect(() => {
    if (!token && !resetDone) {
      store.resetAll();
      setResetDone(true);
    }
  }, [token, resetDone, store]);

  if (token) {
    const redirect = params.get('redirect');
    return <Navigate to={redirect?.startsWith('/') ? redirect : '/'} replace />;
  }
  return <>{children}</>;
});

/** spec §2 guard rule 3: the user's own home path replaces the default home on entry from the root. */
export const HomeRedirect = observer(function HomeRedirect() {
  const { store } = useConsole();
  return <Navigate to={store.user.homePath} replace />;
});
