import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { cancelQrLogin, confirmQrLogin, scanQrLogin } from '../../contract';
import { useConsole } from '../app/ConsoleContext';
import '../styles/blueprintStyles';
import { adoptDocumentCss } from '../styles/documentStyles';
import { FormFailure } from './FormFailure';
import { LoginFrame } from './LoginPage';
import loginVariantsCss from './loginVariants.css?inline';

adoptDocumentCss(loginVariantsCss);

type Phase = 'opening' | 'asking' | 'confirmed' | 'cancelled' | 'failed';

/**
 * docs/behaviour.md#screens-and-routes QR sign-in, the signed-in side: opening the code's address tells the other screen it was scanned,
 * then asks whether to sign the other device in as this account.
 */
const QrConfirmPage = observer(function QrConfirmPage() {
  const { qrId = '' } = useParams();
  const { http, store } = useConsole();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('opening');
  const [busy, setBusy] = useState<'confirm' | 'cancel' | null>(null);
  const [failure, setFailure] = useState('');
  const username = store.user.userInfo?.username ?? '';
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

  useEffect(() => {
    let live = true;
    http.call(scanQrLogin, { qrId }, { errorMessageMode: 'none' }).then(
      () => live && setPhase('asking'),
      (error: unknown) => {
        if (!live) return;
        setFailure(error instanceof Error ? error.message : '');
        setPhase('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [http, qrId]);

  const answer = async (action: 'confirm' | 'cancel') => {
    setBusy(action);
    setFailure('');
    try {
      await http.call(
        action === 'confirm' ? confirmQrLogin : cancelQrLogin,
        { qrId },
        { errorMessageMode: 'none' },
      );
      setPhase(action === 'confirm' ? 'confirmed' : 'cancelled');
    } catch (error) {
      setFailure(messageOf(error) || t('sys.api.errorMessage'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <LoginFrame subtitle={t('shell.login.qrConfirm.title')}>
      {phase === 'opening' ? <Spinner size={32} /> : null}
      {phase === 'asking' ? (
        <>
          <p data-testid="qr-confirm-question">{t('shell.login.qrConfirm.question', { user: username })}</p>
          <Callout intent={Intent.WARNING}>{t('shell.login.qrConfirm.warning')}</Callout>
          <FormFailure idPrefix="qr-confirm" message={failure} />
          <div className="dc-qr-confirm__actions">
            <Button
              data-testid="qr-confirm-cancel"
              size="large"
              loading={busy === 'cancel'}
              disabled={busy !== null}
              text={t('shell.login.qrConfirm.cancel')}
              onClick={() => void answer('cancel')}
            />
            <Button
              data-testid="qr-confirm-ok"
              intent={Intent.PRIMARY}
              size="large"
              autoFocus
              loading={busy === 'confirm'}
              disabled={busy !== null}
              text={t('shell.login.qrConfirm.confirm')}
              onClick={() => void answer('confirm')}
            />
          </div>
        </>
      ) : null}
      {phase === 'confirmed' || phase === 'cancelled' ? (
        <Callout
          intent={phase === 'confirmed' ? Intent.SUCCESS : Intent.NONE}
          role="status"
          data-testid="qr-confirm-result"
        >
          {phase === 'confirmed'
            ? t('shell.login.qrConfirm.confirmed', { user: username })
            : t('shell.login.qrConfirm.cancelled')}
        </Callout>
      ) : null}
      {phase === 'failed' ? (
        <FormFailure idPrefix="qr-confirm" message={failure || t('sys.api.errorMessage')} />
      ) : null}
      {phase !== 'opening' && phase !== 'asking' ? (
        <Button
          className="dc-login__back"
          fill
          data-testid="qr-confirm-back"
          text={t('shell.login.qrConfirm.backToConsole')}
          onClick={() => navigate(store.user.homePath)}
        />
      ) : null}
    </LoginFrame>
  );
});

export default QrConfirmPage;
