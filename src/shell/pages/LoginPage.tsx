import { Button, Callout, Card, Checkbox, FormGroup, H3, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOff, EyeOpen, Lock, User } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { LocalePicker } from '../app/LocalePicker';

interface RememberedLogin {
  username: string;
}

/** The sign-in page (spec §2 /login): account and password, remember-me, the server's message on failure. */
export const LoginPage = observer(function LoginPage() {
  const { store, cache } = useConsole();
  const { t } = useTranslation();
  const remembered = cache.getLocal<RememberedLogin>('REMEMBER_ME');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  const usernameMissing = touched && !username.trim();
  const passwordMissing = touched && !password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setError('');
    try {
      await store.user.login({ username: username.trim(), password }, { goHome: false });
      // Remember only the account name, never the password.
      if (remember) cache.setLocal('REMEMBER_ME', { username: username.trim() }, true);
      else cache.removeLocal('REMEMBER_ME', true);
      // The login gate now sees the token and sends the user on (spec §2 guard rule 2).
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('sys.api.errorMessage'));
    } finally {
      setBusy(false);
    }
  };

  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  };

  return (
    <main className="dc-login">
      <div className="dc-login__locale">
        <LocalePicker />
      </div>
      <Card className="dc-login__card" elevation={2}>
        <H3 className="dc-login__title">{t('sys.title')}</H3>
        <p className="dc-login__subtitle">{t('sys.login.signInFormTitle')}</p>
        <form onSubmit={submit} noValidate>
          <FormGroup
            label={t('sys.login.userName')}
            labelFor="login-username"
            intent={usernameMissing ? Intent.DANGER : Intent.NONE}
            helperText={usernameMissing ? t('validation.usernameRequired') : undefined}
          >
            <InputGroup
              id="login-username"
              data-testid="login-username"
              leftIcon={<User />}
              autoComplete="username"
              autoFocus={!username}
              value={username}
              placeholder={t('sys.login.accountPlaceholder')}
              intent={usernameMissing ? Intent.DANGER : Intent.NONE}
              onValueChange={setUsername}
              size="large"
            />
          </FormGroup>
          <FormGroup
            label={t('sys.login.password')}
            labelFor="login-password"
            intent={passwordMissing ? Intent.DANGER : Intent.NONE}
            helperText={
              passwordMissing
                ? t('validation.passwordRequired')
                : capsLock
                  ? t('sys.login.capsLockOn')
                  : undefined
            }
          >
            <InputGroup
              id="login-password"
              data-testid="login-password"
              leftIcon={<Lock />}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              autoFocus={Boolean(username)}
              value={password}
              placeholder={t('sys.login.passwordPlaceholder')}
              intent={passwordMissing ? Intent.DANGER : Intent.NONE}
              onValueChange={setPassword}
              onKeyUp={watchCapsLock}
              onKeyDown={watchCapsLock}
              size="large"
              rightElement={
                <Button
                  variant="minimal"
                  aria-label={t(showPassword ? 'sys.login.hidePassword' : 'sys.login.showPassword')}
                  icon={showPassword ? <EyeOff /> : <EyeOpen />}
                  onClick={() => setShowPassword((shown) => !shown)}
                />
              }
            />
          </FormGroup>
          <Checkbox
            data-testid="login-remember"
            checked={remember}
            label={t('sys.login.rememberMe')}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          {error ? (
            <Callout intent={Intent.DANGER} className="dc-login__error" role="alert">
              <span data-testid="login-error">{error}</span>
            </Callout>
          ) : null}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            fill
            loading={busy}
            data-testid="login-submit"
            text={t('sys.login.loginButton')}
          />
        </form>
      </Card>
    </main>
  );
});
