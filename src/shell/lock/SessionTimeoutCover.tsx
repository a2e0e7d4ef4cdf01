import { Callout, Dialog, DialogBody, Intent } from '@blueprintjs/core';
import '../styles/blueprintStyles';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { LoginForm } from '../login/LoginForm';

/**
 * docs/behaviour.md#states session expiry, page-cover handling: after a 401 the page stays as it is under a sign-in
 * dialog; signing in again clears the timeout flag without navigating, so the page keeps its state.
 */
export const SessionTimeoutCover = observer(function SessionTimeoutCover() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const open = store.user.sessionTimeout && !store.user.token;
  const username = store.user.userInfo?.username;
  return (
    <Dialog
      isOpen={open}
      title={t('shell.sessionTimeout.title')}
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className="dc-session-cover"
      data-testid="session-timeout-cover"
    >
      <DialogBody>
        <Callout intent={Intent.WARNING} className="dc-session-cover__text">
          {t('shell.sessionTimeout.message')}
        </Callout>
        {open ? <LoginForm idPrefix="relogin" username={username} showRemember={false} /> : null}
      </DialogBody>
    </Dialog>
  );
});
