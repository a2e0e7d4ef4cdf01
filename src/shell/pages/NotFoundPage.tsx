import { Button, NonIdealState } from '@blueprintjs/core';
import { Error as ErrorIcon, Search } from '@blueprintjs/icons';
import '../styles/blueprintStyles';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConsole } from '../app/ConsoleContext';

export interface StatusPageProps {
  /** 404: the page does not exist; 500: the exception page. */
  kind: '404' | '500';
  /** Extra explanation under the standard text (e.g. which screen is missing). */
  detail?: string;
}

/** The not-found (catch-all) and exception pages of docs/behaviour.md#screens-and-routes, each with a way back home. */
export const NotFoundPage = observer(function NotFoundPage({ kind, detail }: StatusPageProps) {
  const { store } = useConsole();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A role with no page at all (NORMAL, docs/behaviour.md#the-product: "what they may do is not shown") lands here from the home
  // path: say why, and offer no "back home" that leads back to this page.
  const noPages = kind === '404' && store.permission.menus.length === 0;
  return (
    <div className="dc-status-page" data-testid={kind === '404' ? 'not-found-page' : 'exception-page'}>
      <NonIdealState
        icon={kind === '404' ? <Search size={48} /> : <ErrorIcon size={48} />}
        title={noPages ? t('shell.menu.empty') : kind}
        description={
          noPages ? (
            <p data-testid="no-pages">{t('shell.menu.noPages')}</p>
          ) : (
            <>
              <p>{t(kind === '404' ? 'sys.exception.subTitle404' : 'sys.exception.subTitle500')}</p>
              {detail ? <p data-testid="exception-detail">{detail}</p> : null}
            </>
          )
        }
        action={
          noPages ? undefined : (
            <Button text={t('sys.exception.backHome')} onClick={() => navigate(store.user.homePath)} />
          )
        }
      />
    </div>
  );
});
