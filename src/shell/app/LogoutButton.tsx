import { Alert, Button, Intent } from '@blueprintjs/core';
import { LogOut } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from './ConsoleContext';

/**
 * docs/behaviour.md#screens-and-routes: logout asks confirmation with a warning dialog (title and message); logout happens on OK.
 * `compact`: the icon alone, named for assistive technology (the phone header has no room for the text).
 */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const { store } = useConsole();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="minimal"
        icon={<LogOut />}
        text={compact ? undefined : t('sys.login.logout')}
        aria-label={compact ? t('sys.login.logout') : undefined}
        title={compact ? t('sys.login.logout') : undefined}
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
