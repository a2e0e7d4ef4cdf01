import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useShell } from '../app/ConsoleContext';
import { LoginFrame } from './LoginPage';
import { isLoginMethod, loginMethodEnabled, loginMethodKey } from './loginMethods';

/**
 * spec §2 sign-in variants (register, forgot password, mobile, QR code). Whether each is on is the
 * platform's choice (`loginMethods` of /sysinfo/get); the screen says so plainly instead of offering a
 * form that cannot work.
 */
const LoginVariantPage = observer(function LoginVariantPage() {
  const { method } = useParams();
  const shell = useShell();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    void shell.loadSystemInfo().then(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [shell]);

  if (!isLoginMethod(method)) return <Navigate to="/login" replace />;
  const name = t(`shell.login.methods.${loginMethodKey(method)}`);
  const enabled = loginMethodEnabled(shell.systemInfo, method);
  return (
    <LoginFrame subtitle={name}>
      {!checked ? (
        <Spinner size={24} />
      ) : (
        <Callout
          intent={enabled ? Intent.PRIMARY : Intent.WARNING}
          role="status"
          data-testid="login-method-status"
          data-enabled={enabled}
        >
          {enabled ? t('shell.login.methodNoEndpoint', { name }) : t('shell.login.methodDisabled', { name })}
        </Callout>
      )}
      <Button
        className="dc-login__back"
        icon={<ArrowLeft />}
        fill
        text={t('shell.login.backToSignIn')}
        onClick={() => navigate('/login')}
        data-testid="login-back"
      />
    </LoginFrame>
  );
});

export default LoginVariantPage;
