import { Card, H3 } from '@blueprintjs/core';
import '../styles/blueprintStyles';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShell } from '../app/ConsoleContext';

/** docs/behaviour.md#screens-and-routes /main-out: a public page outside the layout, open without signing in. */
const MainOutPage = observer(function MainOutPage() {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <main className="dc-main-out" data-testid="main-out-page">
      <Card elevation={1}>
        <H3>{shell.webTitle}</H3>
        <p>{t('shell.mainOut.text')}</p>
        <Link to="/">{t('shell.mainOut.enter')}</Link>
      </Card>
    </main>
  );
});

export default MainOutPage;
