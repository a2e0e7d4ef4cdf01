import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';
import { SignInField } from './SignInField';
import { SignInIcon } from './SignInIcon';

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
 * caps-lock hint and the server's message on failure (docs/behaviour.md#screens-and-routes sign-in, docs/behaviour.md#errors login failure).
 *
 * Plain form controls styled by the shell's sheet (`.dc-field`, `.dc-button` …), not Blueprint's:
 * the sign-in page is the first thing every visitor downloads, and Blueprint's components and stylesheet
 * were 130 kB of its 362 kB on the wire. The look follows Blueprint's large inputs and primary button.
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
  const passwordHelp = passwordMissing
    ? t('validation.passwordRequired')
    : capsLock
      ? t('sys.login.capsLockOn')
      : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password || busy) return;
    setBusy(true);
    setError('');
    try {
      await store.user.login({ username: username.trim(), password }, { goHome: false });
      if (showRemember) {
        if (remember) cache.setLocal('REMEMBER_ME', { username: username.trim() }, true);
        else cache.removeLocal('REMEMBER_ME', true);
      }
      // The login gate (or the cover) sees the token and moves on (docs/behaviour.md#screens-and-routes guard rule 2).
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('sys.api.errorMessage'));
    } finally {
      setBusy(false);
    }
  };

  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    setCapsLock(event.getModifierState?.('CapsLock') ?? false);
  };
  const usernameId = `${idPrefix}-username`;
  const passwordId = `${idPrefix}-password`;

  return (
    <form onSubmit={submit} noValidate className="dc-login-form" aria-busy={busy}>
      <SignInField
        id={usernameId}
        label={t('sys.login.userName')}
        icon="user"
        invalid={usernameMissing}
        help={usernameMissing ? t('validation.usernameRequired') : undefined}
        input={{
          autoComplete: 'username',
          // The sign-in page has one job: the cursor starts in it (in the password once the account is known).
          autoFocus: !username,
          readOnly: fixedUsername !== undefined,
          value: username,
          placeholder: t('sys.login.accountPlaceholder'),
          onChange: (event) => setUsername(event.currentTarget.value),
        }}
      />
      <SignInField
        id={passwordId}
        label={t('sys.login.password')}
        icon="lock"
        invalid={passwordMissing}
        help={passwordHelp || undefined}
        input={{
          type: showPassword ? 'text' : 'password',
          autoComplete: 'current-password',
          autoFocus: Boolean(username),
          value: password,
          placeholder: t('sys.login.passwordPlaceholder'),
          onChange: (event) => setPassword(event.currentTarget.value),
          onKeyUp: watchCapsLock,
          onKeyDown: watchCapsLock,
        }}
        action={
          <button
            type="button"
            className="dc-field__action"
            aria-label={t(showPassword ? 'sys.login.hidePassword' : 'sys.login.showPassword')}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <SignInIcon name={showPassword ? 'eyeOff' : 'eyeOpen'} />
          </button>
        }
      />
      {showRemember ? (
        <label className="dc-check">
          <input
            type="checkbox"
            data-testid={`${idPrefix}-remember`}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <span>{t('sys.login.rememberMe')}</span>
        </label>
      ) : null}
      {error ? (
        <div className="dc-alert dc-alert--danger dc-login__error" role="alert">
          <span data-testid={`${idPrefix}-error`}>{error}</span>
        </div>
      ) : null}
      <button
        type="submit"
        className="dc-button dc-button--primary dc-button--fill"
        data-testid={`${idPrefix}-submit`}
        aria-disabled={busy}
      >
        {busy ? <span className="dc-spinner dc-spinner--small" aria-hidden="true" /> : null}
        <span className={busy ? 'dc-button__text dc-button__text--hidden' : 'dc-button__text'}>
          {submitText ?? t('sys.login.loginButton')}
        </span>
      </button>
    </form>
  );
});
