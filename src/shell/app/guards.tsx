import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EXCEPTION_PATH, LOGIN_PATH } from '../../contract';
import { useConsole } from './ConsoleContext';
import { ignoresAuth } from './ignoresAuth';
import { beginPageLoad } from './pageLoading';

/**
 * docs/behaviour.md#screens-and-routes guard rules 1 and 4: without a token a visitor goes to /login with the wanted path as
 * `redirect`, unless the route table flags the route `ignoreAuth`; on the first entry with a token the user info is loaded and the menu routes are built and
 * added (the router adds its not-found route after them). While a 401 is answered with the page cover
 * (docs/behaviour.md#states) the page stays, under the cover, instead of jumping to /login.
 */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { store } = useConsole();
  const { t } = useTranslation();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const token = store.user.token;
  const covered = !token && store.user.sessionTimeout;
  const ready = Boolean(store.permission.isDynamicAddedRoute && store.user.userInfo);
  // A session that ends on this page (sign-out, 1004, a 401 answered by the route jump) goes to /login
  // plainly: the next user must not land on the previous user's page.
  const hadSession = useRef(false);
  if (token) hadSession.current = true;
  // Routes rebuilt in place (advanced-config switch, role change) keep the frame and its open pages.
  const wasReady = useRef(false);
  if (ready) wasReady.current = true;
  if (!token) wasReady.current = false;

  useEffect(() => {
    if (!token || ready || wasReady.current) return;
    setFailed(false);
    const endLoad = beginPageLoad(store);
    (async () => {
      try {
        if (!store.user.userInfo) await store.user.getUserInfo();
        await store.permission.ensureRoutes();
      } catch (error) {
        // 401 and 1004 are handled by the HTTP hooks (logout or cover); anything else shows the exception page.
        console.warn('[guard] loading the session failed', error);
        if (store.user.token) setFailed(true);
      } finally {
        endLoad();
      }
    })();
  }, [token, ready, store]);

  if (!token && !covered) {
    if (ignoresAuth(location.pathname)) return <>{children}</>;
    if (hadSession.current) return <Navigate to={LOGIN_PATH} replace />;
    const wanted = `${location.pathname}${location.search}`;
    return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (failed) return <Navigate to={EXCEPTION_PATH} replace />;
  if (!ready && !wasReady.current)
    // A plain spinner: this guard runs with the entry, before Blueprint is loaded.
    return store.app.pageLoading ? (
      <span className="dc-spinner dc-page-spinner" role="progressbar" aria-label={t('common.loadingText')} />
    ) : null;
  return <>{children}</>;
});

/**
 * docs/behaviour.md#screens-and-routes guard rules 2 and 7: a signed-in user opening /login goes to the redirect target (or /);
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

/** docs/behaviour.md#screens-and-routes guard rule 3: the user's own home path replaces the default home on entry from the root. */
export const HomeRedirect = observer(function HomeRedirect() {
  const { store } = useConsole();
  return <Navigate to={store.user.homePath} replace />;
});

/** /lock: locks the screen (docs/behaviour.md#screens-and-routes screen lock) and returns to where the user was. */
export function LockRoute() {
  const { store } = useConsole();
  const navigate = useNavigate();
  useEffect(() => {
    store.lock.lock();
    navigate(store.user.homePath, { replace: true });
  }, [store, navigate]);
  return null;
}
