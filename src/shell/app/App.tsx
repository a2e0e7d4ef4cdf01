import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode, Suspense } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../../contract';
import type { ConsoleCore } from '../../core/consoleCore';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { LockScreen } from '../lock/LockScreen';
import { SessionTimeoutCover } from '../lock/SessionTimeoutCover';
import { useIdleLock } from '../lock/useIdleLock';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageView } from '../pages/PageView';
import { RedirectPage } from '../pages/RedirectPage';
import { ConsoleProvider } from './ConsoleContext';
import { DocumentTitle } from './DocumentTitle';
import { HomeRedirect, LockRoute, LoginGate, RequireSession } from './guards';
import { NavigatorBridge } from './NavigatorBridge';
import { NoticeHost } from './NoticeHost';
import type { ShellState } from './ShellState';
import { ThemeEffect } from './ThemeEffect';

const LoginPage = lazy(() => import('../login/LoginPage'));
const LoginVariantPage = lazy(() => import('../login/LoginVariantPage'));
const MainOutPage = lazy(() => import('../pages/MainOutPage'));
const QrConfirmPage = lazy(() => import('../login/QrConfirmPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * The console shell: hash routes for every path of spec §2 built from the resolved route table (the
 * user's routes once the guard added them, then the system pages, then the catch-all not-found page).
 */
export const App = observer(function App({ core, shell }: { core: ConsoleCore; shell: ShellState }) {
  useIdleLock(core.store);
  const { pages, redirects } = shell.routeTable;
  return (
    <ConsoleProvider core={core} shell={shell}>
      <HashRouter>
        <NavigatorBridge />
        <NoticeHost />
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
                <RedirectPage />
              </RequireSession>
            }
          />
          <Route
            element={
              <RequireSession>
                <ConsoleLayout />
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
                element={<PageView page={page} />}
              />
            ))}
            <Route path="*" element={<NotFoundPage kind="404" />} />
          </Route>
        </Routes>
        <SessionTimeoutCover />
        <LockScreen />
      </HashRouter>
    </ConsoleProvider>
  );
});
