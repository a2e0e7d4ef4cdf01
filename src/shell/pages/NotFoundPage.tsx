import { Button, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConsole } from '../app/ConsoleContext';

/** Not-found (404) and exception (500) pages with a way back home. */
export const NotFoundPage = observer(function NotFoundPage({ kind }: { kind: '404' | '500' }) {
  const { store } = useConsole();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon={kind === '404' ? 'search' : 'error'}
      title={kind}
      description={t(kind === '404' ? 'sys.exception.subTitle404' : 'sys.exception.subTitle500')}
      action={<Button text={t('sys.exception.backHome')} onClick={() => navigate(store.user.homePath)} />}
    />
  );
});
