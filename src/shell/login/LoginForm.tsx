import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { EyeOff, EyeOpen, Lock, User } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';

interface RememberedLogin {
  username: string;
}

export interface LoginFormProps {
  /** Fixed account (the session-timeout cover signs the same user in again). */
  username?: string;
  /** Account filled in but editable (after registering, the new account name). */
  initialUsername?: string;
  /** Show the remember-me box (the sign-in page; not the cover). */
  showRemember?: boolean;
  /** Prefix of the ids, so two forms never share one. */
  idPrefix?: string;
  submitText?: string;
}

/**
 * Account and password with remember-me (stored under the remember-me key, the account name only), the
 * caps-lock hint and the server's message on failure (spec §2 sign-in, §8 login failure).
 */
export const LoginForm = observer(function LoginForm({
  username: fixedUsername,
  initialUsername,
  showRemember = true,
  idPrefix = 'login',
  submitText,
}: LoginFormProps) {
  const { store, cache } = useConsole();
  const { t } = useTranslation();
  const remembered = showRemember ? cache.getLocal<RememberedLogin>('REMEMBER_ME') : null;
  const [username, setUsername] = useState(fixedUsername ?? initialUsername ?? remembered?.username ?? '');
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
      if (showRemember) {
        if (remember) cache.setLocal('REMEMBER_ME', { username: username.trim() }, true);
        else cache.removeLocal('REMEMBER_ME', true);
      }
      // The login gate (or the cover) sees the token and moves on (spec §2 guard rule 2).
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
    <form onSubmit={submit} noValidate className="dc-login-form">
      <FormGroup
        label={t('sys.login.userName')}
        labelFor={`${idPrefix}-username`}
        intent={usernameMissing ? Intent.DANGER : Intent.NONE}
        helperText={usernameMissing ? t('validation.usernameRequired') : undefined}
      >
        <InputGroup
          id={`${idPrefix}-username`}
          data-testid={`${idPrefix}-username`}
          leftIcon={<User />}
          autoComplete="username"
          autoFocus={!username}
          readOnly={fixedUsername !== undefined}
          value={username}
          placeholder={t('sys.login.accountPlaceholder')}
          intent={usernameMissing ? Intent.DANGER : Intent.NONE}
          onValueChange={setUsername}
          size="large"
        />
      </FormGroup>
      <FormGroup
        label={t('sys.login.password')}
        labelFor={`${idPrefix}-password`}
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
          id={`${idPrefix}-password`}
          data-testid={`${idPrefix}-password`}
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
      {showRemember ? (
        <Checkbox
          data-testid={`${idPrefix}-remember`}
          checked={remember}
          label={t('sys.login.rememberMe')}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
      ) : null}
      {error ? (
        <Callout intent={Intent.DANGER} className="dc-login__error" role="alert">
          <span data-testid={`${idPrefix}-error`}>{error}</span>
        </Callout>
      ) : null}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        size="large"
        fill
        loading={busy}
        data-testid={`${idPrefix}-submit`}
        text={submitText ?? t('sys.login.loginButton')}
      />
    </form>
  );
});
