import { Card, H3, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';

/** The signed-in landing page until the dashboard element takes its place. */
export const HomePage = observer(function HomePage() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const info = store.user.userInfo;
  return (
    <Card className="dc-home">
      <H3>{t('sys.home.title')}</H3>
      <p>{t('sys.login.welcome', { name: info?.realName || info?.username })}</p>
      <HTMLTable compact>
        <tbody>
          <tr>
            <th>{t('sys.home.role')}</th>
            <td data-testid="home-role">{store.user.roles.map((role) => t(`roles.${role}`)).join(', ')}</td>
          </tr>
          {info?.enterpriseName ? (
            <tr>
              <th>{t('sys.home.enterprise')}</th>
              <td>{info.enterpriseName}</td>
            </tr>
          ) : null}
        </tbody>
      </HTMLTable>
    </Card>
  );
});
