import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementEvents } from '../kit/element/elementEvents';
import { useKitCore } from '../kit/element/kitCore';

export interface ConsoleLoginProps {
  /** Pre-filled account. */
  username?: string;
  /** Hide the signed-in summary and its sign-out button. */
  hideSignedIn?: boolean;
}

/** Detail of `dc-signed-in`. */
export interface SignedInDetail {
  username: string;
  role: string;
}

/** Account/password sign-in for portals; signs the page's shared session in without navigating. */
export const ConsoleLogin = observer(function ConsoleLogin({
  username = '',
  hideSignedIn,
}: ConsoleLoginProps) {
  const { store } = useKitCore();
  const { t } = useTranslation();
  const { emit } = useElementEvents();
  const [account, setAccount] = useState(username);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const info = store.user.token ? store.user.userInfo : null;
  if (info) {
    if (hideSignedIn) return null;
    const role = info.roles[0]?.value ?? '';
    return (
      <div className="dc-login" part="form">
        <p>{t('sys.login.signedInAs', { name: info.realName || info.username, role })}</p>
        <Button
          text={t('sys.login.logout')}
          onClick={() => {
            void store.user.logout(false).then(() => emit('dc-signed-out', { username: info.username }));
          }}
        />
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = account.trim();
    if (!name) return setError(t('validation.usernameRequired'));
    if (!password) return setError(t('validation.passwordRequired'));
    setBusy(true);
    setError(null);
    try {
      const user = await store.user.login({ username: name, password }, { goHome: false, mode: 'none' });
      setPassword('');
      emit<SignedInDetail>('dc-signed-in', { username: user.username, role: user.roles[0]?.value ?? '' });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('kit.login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="dc-login" part="form" onSubmit={submit} noValidate>
      <FormGroup label={t('sys.login.userName')} labelFor="dc-login-account">
        <InputGroup
          id="dc-login-account"
          name="username"
          autoComplete="username"
          placeholder={t('sys.login.accountPlaceholder')}
          value={account}
          onValueChange={setAccount}
        />
      </FormGroup>
      <FormGroup label={t('sys.login.password')} labelFor="dc-login-password">
        <InputGroup
          id="dc-login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('sys.login.passwordPlaceholder')}
          value={password}
          onValueChange={setPassword}
        />
      </FormGroup>
      {error ? (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {error}
        </Callout>
      ) : null}
      <Button type="submit" intent={Intent.PRIMARY} fill loading={busy} text={t('sys.login.loginButton')} />
    </form>
  );
});
