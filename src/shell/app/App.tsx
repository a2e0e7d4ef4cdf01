import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { EXCEPTION_PATH, LOGIN_PATH } from '../../contract';
import type { ConsoleCore } from '../../core/consoleCore';
import { AboutPage } from '../pages/AboutPage';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ConsoleProvider } from './ConsoleContext';
import { HomeRedirect, LoginGate, RequireSession } from './guards';
import { NavigatorBridge } from './NavigatorBridge';
import { NoticeHost } from './NoticeHost';
import { SignedInLayout } from './SignedInLayout';

/** The console shell: hash routes (spec §2), the guard, and the signed-in frame. */
export function App({ core }: { core: ConsoleCore }) {
  return (
    <ConsoleProvider core={core}>
      <HashRouter>
        <NavigatorBridge />
        <NoticeHost />
        <Routes>
          <Route
            path={LOGIN_PATH}
            element={
              <LoginGate>
                <LoginPage />
              </LoginGate>
            }
          />
          <Route path={EXCEPTION_PATH} element={<NotFoundPage kind="500" />} />
          <Route
            element={
              <RequireSession>
                <SignedInLayout />
              </RequireSession>
            }
          >
            <Route path="/" element={<HomeRedirect />} />
            <Route path="/dashboard" element={<Navigate to="/dashboard/index" replace />} />
            <Route path="/dashboard/index" element={<HomePage />} />
            <Route path="/about/index" element={<AboutPage />} />
            <Route path="*" element={<NotFoundPage kind="404" />} />
          </Route>
        </Routes>
      </HashRouter>
    </ConsoleProvider>
  );
}
