import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import '../styles/blueprintStyles';
import { useConsole } from '../app/ConsoleContext';
import { beginPageLoad } from '../app/pageLoading';
import type { PageRoute, ShellPageKind } from '../routing/pageRoutes';
import { ElementView } from './ElementView';
import { EmptySectionPage } from './EmptySectionPage';
import { IframeView } from './IframeView';
import { NotFoundPage } from './NotFoundPage';

const AboutPage = lazy(() => import('./AboutPage'));
const ErrorLogPage = lazy(() => import('./ErrorLogPage'));
const IconPickerPage = lazy(() => import('../components/IconPickerPage'));

/** While a lazy page's code loads: the page-loading state and the progress bar (docs/behaviour.md#screens-and-routes guard rule 6). */
function LoadingPage() {
  const { store } = useConsole();
  useEffect(() => beginPageLoad(store), [store]);
  return null;
}

function ShellPage({ kind }: { kind: ShellPageKind }) {
  switch (kind) {
    case 'about':
      return <AboutPage />;
    case 'errorLog':
      return <ErrorLogPage />;
    case 'iconPicker':
      return <IconPickerPage />;
    default:
      return <NotFoundPage kind="500" />;
  }
}

/** What a layout route renders, by its resolved view (docs/behaviour.md#screens-and-routes route resolution rules). */
export const PageView = observer(function PageView({ page }: { page: PageRoute }) {
  const { t } = useTranslation();
  const params = useParams() as Record<string, string>;
  const { view } = page;
  switch (view.kind) {
    case 'element':
      return <ElementView tag={view.tag} params={params} />;
    case 'iframe':
      return <IframeView src={view.src} title={t(page.meta.title)} />;
    case 'parentLayout':
      // A group with a name but no page of its own and none the user may open (docs/behaviour.md#screens-and-routes parent layout).
      return <EmptySectionPage title={t(page.meta.title)} />;
    case 'shell':
      return (
        <Suspense fallback={<LoadingPage />}>
          <ShellPage kind={view.page} />
        </Suspense>
      );
    default:
      // docs/behaviour.md#screens-and-routes: a missing view logs a warning and shows the exception page.
      console.warn(`[shell] route "${page.name}" has no view`);
      return <NotFoundPage kind="500" />;
  }
});
