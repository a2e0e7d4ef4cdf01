import { Button, Callout, Classes, H1, InputGroup, Intent, Overlay2 } from '@blueprintjs/core';
import { Lock, LogOut, Unlock } from '@blueprintjs/icons';
import '../styles/blueprintStyles';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../core/config/constants';
import { useConsole } from '../app/ConsoleContext';

function useNow(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function LockClock() {
  const now = useNow();
  return (
    <div className="dc-lock__clock" aria-hidden="true">
      <H1>{now.format('HH:mm')}</H1>
      <p>{now.format(`${DATE_FORMAT} dddd`)}</p>
    </div>
  );
}

/**
 * The lock screen (docs/behaviour.md#screens-and-routes system screens): covers everything while the session is locked (the state is
 * stored, so a reload stays locked). Unlocking needs the account password, checked by the server; the
 * user may sign out from here instead.
 */
export const LockScreen = observer(function LockScreen() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  /** What the last refused try showed: the wrong-password text, or the server's throttle message. */
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = Boolean(store.user.token) && store.lock.isLocked;
  const info = store.user.userInfo;

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    const outcome = await store.lock.unlock(password);
    setBusy(false);
    if (outcome.kind === 'unlocked') {
      setError(null);
      setPassword('');
    } else setError(outcome.kind === 'throttled' ? outcome.message : t('shell.lock.wrongPassword'));
  };
  const signOut = async () => {
    setPassword('');
    await store.user.logout(true);
  };

  return (
    <Overlay2
      isOpen={locked}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      hasBackdrop
      enforceFocus
      autoFocus
      className={`dc-lock ${Classes.DARK}`}
    >
      <div
        className="dc-lock__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.lock.title')}
        data-testid="lock-screen"
      >
        <LockClock />
        <form className="dc-lock__form" onSubmit={unlock}>
          <p className="dc-lock__user">
            <Lock /> {t('shell.lock.lockedBy', { name: info?.realName || info?.username || '' })}
          </p>
          <InputGroup
            type="password"
            size="large"
            autoFocus
            autoComplete="current-password"
            aria-label={t('shell.lock.password')}
            placeholder={t('shell.lock.password')}
            value={password}
            onValueChange={(next) => {
              setPassword(next);
              setError(null);
            }}
            intent={error !== null ? Intent.DANGER : Intent.NONE}
            data-testid="lock-password"
          />
          {error !== null ? (
            <Callout intent={Intent.DANGER} role="alert" data-testid="lock-error">
              {error}
            </Callout>
          ) : null}
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            size="large"
            icon={<Unlock />}
            loading={busy}
            disabled={!password}
            text={t('shell.lock.unlock')}
            data-testid="lock-unlock"
          />
          <Button
            variant="minimal"
            icon={<LogOut />}
            text={t('shell.lock.backToLogin')}
            onClick={() => void signOut()}
            data-testid="lock-logout"
          />
        </form>
      </div>
    </Overlay2>
  );
});
