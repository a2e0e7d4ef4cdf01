import { Alert, Button, Intent } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from './ConsoleContext';

/** spec §2: logout asks confirmation with a warning dialog (title and message); logout happens on OK. */
export function LogoutButton() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        icon={<LogOut />}
        text={t('sys.login.logout')}
        data-testid="logout"
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent={Intent.WARNING}
        icon="warning-sign"
        cancelButtonText={t('common.cancelText')}
        confirmButtonText={t('common.okText')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void store.user.logout(true);
        }}
      >
        <h4 className="bp6-heading">{t('sys.app.logoutTip')}</h4>
        <p>{t('sys.app.logoutMessage')}</p>
      </Alert>
    </>
  );
}
