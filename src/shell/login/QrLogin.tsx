import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQrLogin, QR_LOGIN_RULES, type QrLoginStatus, qrLoginStatus } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import { FormFailure } from './FormFailure';

interface ShownCode {
  qrId: string;
  /** The confirm screen's address in this console, which the code holds. */
  url: string;
}

/** The QR code's content is a reference into this console; it is resolved against the page's own address. */
export function qrCodeUrl(content: string, pageUrl: string): string {
  return new URL(content, pageUrl).href;
}

/**
 * docs/behaviour.md#screens-and-routes QR sign-in: shows a one-time code, polls its state every 2 s while it is open, shows "scanned by"
 * and the expired or refused states with a refresh, and signs in when the other device confirmed — through
 * the same session path as the password sign-in. Polling stops when the code is finished or the screen goes.
 */
export function QrLogin() {
  const [round, setRound] = useState(0);
  // Refresh starts a new round: a new code, its own polling, nothing left of the old one.
  return <QrLoginRound key={round} onRefresh={() => setRound((value) => value + 1)} />;
}

function QrLoginRound({ onRefresh }: { onRefresh(): void }) {
  const { http, store } = useConsole();
  const { t } = useTranslation();
  const [code, setCode] = useState<ShownCode | null>(null);
  const [status, setStatus] = useState<QrLoginStatus>('waiting');
  const [scannedBy, setScannedBy] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: unknown) => {
      if (live) setFailure(error instanceof Error ? error.message : t('sys.api.errorMessage'));
    };
    const poll = (qrId: string, pollToken: string) => {
      timer = setTimeout(async () => {
        try {
          const answer = await http.call(qrLoginStatus, { qrId, pollToken }, { errorMessageMode: 'none' });
          if (!live) return;
          setStatus(answer.status);
          setScannedBy(answer.scannedBy ?? '');
          if (answer.login) {
            // The login gate sees the token and moves on (docs/behaviour.md#screens-and-routes guard rule 2).
            await store.user.signInWith(answer.login, { goHome: false });
            return;
          }
          if (answer.status === 'waiting' || answer.status === 'scanned') poll(qrId, pollToken);
        } catch (error) {
          fail(error);
        }
      }, QR_LOGIN_RULES.pollSeconds * 1000);
    };
    http.call(createQrLogin, undefined, { errorMessageMode: 'none' }).then((created) => {
      if (!live) return;
      setCode({ qrId: created.qrId, url: qrCodeUrl(created.content, window.location.href) });
      poll(created.qrId, created.pollToken);
    }, fail);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, store, t]);

  const finished = status === 'expired' || status === 'cancelled' || Boolean(failure);
  const message =
    status === 'scanned'
      ? t('shell.login.qr.scanned', { user: scannedBy })
      : status === 'confirmed'
        ? t('shell.login.qr.signingIn')
        : status === 'expired'
          ? t('shell.login.qr.expired')
          : status === 'cancelled'
            ? t('shell.login.qr.cancelled')
            : t('shell.login.qr.waiting');
  return (
    <div className="dc-qr">
      <p className="dc-login__hint">{t('shell.login.qr.hint')}</p>
      {code ? (
        <div className={`dc-qr__code${finished ? ' dc-qr__code--faded' : ''}`} data-testid="qr-code">
          <QRCodeSVG value={code.url} size={192} marginSize={2} title={t('shell.login.methods.qrCode')} />
        </div>
      ) : failure ? null : (
        <Spinner size={48} />
      )}
      {code ? (
        <Callout
          intent={finished ? Intent.WARNING : status === 'waiting' ? Intent.NONE : Intent.PRIMARY}
          role="status"
          data-testid="qr-status"
          data-status={status}
        >
          {message}
        </Callout>
      ) : null}
      <FormFailure idPrefix="qr" message={failure} />
      {finished ? (
        <Button
          icon={<Refresh />}
          intent={Intent.PRIMARY}
          data-testid="qr-refresh"
          text={t('shell.login.qr.refresh')}
          onClick={onRefresh}
        />
      ) : null}
      {code && !finished ? (
        <div className="dc-qr__link">
          {t('shell.login.qr.link')}: <span data-testid="qr-link">{code.url}</span>
        </div>
      ) : null}
    </div>
  );
}
