import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { BASIC_ROUTES, LOGIN_PATH } from '../../contract';
import { buildPageTitle } from '../routing/pageTitle';
import { useConsole, useShell } from './ConsoleContext';

/** The title key of the route at `pathname`: a layout page, a basic route, else the not-found page. */
function useRouteTitleKey(pathname: string): string | undefined {
  const { store } = useConsole();
  const shell = useShell();
  const page = shell.matchPage(pathname);
  if (page) return page.page.meta.title;
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return 'routes.basic.login';
  const basic = BASIC_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
  if (basic) return basic.meta.title;
  return store.permission.isDynamicAddedRoute ? 'routes.basic.pageNotFound' : undefined;
}

/** docs/behaviour.md#screens-and-routes guard rule 5: the title is the translated route title, a dash, then the system web title. */
export const DocumentTitle = observer(function DocumentTitle() {
  const { store } = useConsole();
  const shell = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  const key = useRouteTitleKey(location.pathname);
  const locale = store.app.locale;
  const title = buildPageTitle(key, shell.webTitle, t);
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = locale === 'zh_CN' ? 'zh-CN' : locale;
  }, [title, locale]);
  return null;
});
