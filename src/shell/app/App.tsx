import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../../contract';
import type { ConsoleCore } from '../../core/consoleCore';
import { loadAllMessages, translateAssistiveLabels } from '../../core/i18n';
import { useIdleLock } from '../lock/useIdleLock';
import { ConsoleProvider } from './ConsoleContext';
import { DocumentTitle } from './DocumentTitle';
import { HomeRedirect, LockRoute, LoginGate, RequireSession } from './guards';
import { LockScreenGate, NoticeGate, SessionCoverGate } from './lazyHosts';
import { NavigatorBridge } from './NavigatorBridge';
import type { ShellState } from './ShellState';
import { ThemeEffect } from './ThemeEffect';

// The sign-in page is the lightest path through the console; the signed-in frame, its pages and
// every Blueprint-drawn host load when first needed, not with the entry.
const ConsoleLayout = lazy(() =>
  import('../layout/ConsoleLayout').then((m) => ({ default: m.ConsoleLayout })),
);
const PageView = lazy(() => import('../pages/PageView').then((m) => ({ default: m.PageView })));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const RedirectPage = lazy(() => import('../pages/RedirectPage').then((m) => ({ default: m.RedirectPage })));
const LoginPage = lazy(() => import('../login/LoginPage'));
const LoginVariantPage = lazy(() => import('../login/LoginVariantPage'));
const MainOutPage = lazy(() => import('../pages/MainOutPage'));
const QrConfirmPage = lazy(() => import('../login/QrConfirmPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * The console shell: hash routes for every path of docs/behaviour.md#screens-and-routes built from the resolved route table (the
 * user's routes once the guard added them, then the system pages, then the catch-all not-found page).
 */
export const App = observer(function App({ core, shell }: { core: ConsoleCore; shell: ShellState }) {
  useIdleLock(core.store);
  // Blueprint's English assistive labels without a prop, in the console's language (core/i18n).
  useEffect(() => translateAssistiveLabels(document), []);
  const { pages, redirects } = shell.routeTable;
  return (
    <ConsoleProvider core={core} shell={shell}>
      <HashRouter>
        <NavigatorBridge />
        <NoticeGate />
        <DocumentTitle />
        <ThemeEffect />
        <Routes>
          <Route
            path={LOGIN_PATH}
            element={
              <LoginGate>
                <Lazy>
                  <LoginPage />
                </Lazy>
              </LoginGate>
            }
          />
          <Route
            path={`${LOGIN_PATH}/:method`}
            element={
              <LoginGate>
                <Lazy>
                  <LoginVariantPage />
                </Lazy>
              </LoginGate>
            }
          />
          <Route
            path="/main-out"
            element={
              // Public through its ignoreAuth flag in the route table (guard rule 1).
              <RequireSession>
                <Lazy>
                  <MainOutPage />
                </Lazy>
              </RequireSession>
            }
          />
          <Route
            path="/lock"
            element={
              <RequireSession>
                <LockRoute />
              </RequireSession>
            }
          />
          <Route
            path="/qr-confirm/:qrId"
            element={
              <RequireSession>
                <Lazy>
                  <QrConfirmPage />
                </Lazy>
              </RequireSession>
            }
          />
          <Route
            path="/redirect/:path/:redirect_type/:origin_params?"
            element={
              <RequireSession>
                <Lazy>
                  <RedirectPage />
                </Lazy>
              </RequireSession>
            }
          />
          <Route
            element={
              <RequireSession>
                <Lazy>
                  <ConsoleLayout />
                </Lazy>
              </RequireSession>
            }
          >
            <Route path="/" element={<HomeRedirect />} />
            {redirects.map((redirect) => (
              <Route
                key={`redirect:${redirect.pattern}`}
                path={redirect.pattern}
                element={<Navigate to={redirect.to} replace />}
              />
            ))}
            {pages.map((page) => (
              <Route
                key={`page:${page.name}:${page.pattern}`}
                path={page.pattern}
                element={
                  <Lazy>
                    <PageView page={page} />
                  </Lazy>
                }
              />
            ))}
            <Route
              path="*"
              element={
                <Lazy>
                  <NotFoundPage kind="404" />
                </Lazy>
              }
            />
          </Route>
        </Routes>
        <SessionCoverGate />
        <LockScreenGate />
      </HashRouter>
    </ConsoleProvider>
  );
});
