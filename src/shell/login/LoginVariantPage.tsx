import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useShell } from '../app/ConsoleContext';
import '../styles/blueprintStyles';
import { adoptDocumentCss } from '../styles/documentStyles';
import { LoginFrame } from './LoginPage';
import { isLoginMethod, type LoginMethod, loginMethodEnabled, loginMethodKey } from './loginMethods';
import loginVariantsCss from './loginVariants.css?inline';
import { MobileLoginForm } from './MobileLoginForm';
import { QrLogin } from './QrLogin';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';

adoptDocumentCss(loginVariantsCss);

const SCREENS: Record<LoginMethod, () => React.JSX.Element> = {
  register: RegisterForm,
  'forgot-password': ResetPasswordForm,
  mobile: MobileLoginForm,
  'qr-code': QrLogin,
};

/**
 * docs/behaviour.md#screens-and-routes sign-in variants (register, forgot password, mobile, QR code). Whether each is on is the
 * platform's choice (`loginMethods` of /sysinfo/get): a variant that is on shows its form; one that is off
 * says so plainly instead of offering a form that cannot work.
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
  const Screen = SCREENS[method];
  return (
    <LoginFrame subtitle={name}>
      {!checked ? (
        <Spinner size={24} />
      ) : enabled ? (
        <Screen />
      ) : (
        <Callout intent={Intent.WARNING} role="status" data-testid="login-method-status" data-enabled={false}>
          {t('shell.login.methodDisabled', { name })}
        </Callout>
      )}
      <Button
        className="dc-login__back"
        icon={<ArrowLeft />}
        fill
        variant={enabled ? 'minimal' : undefined}
        text={t('shell.login.backToSignIn')}
        onClick={() => navigate('/login')}
        data-testid="login-back"
      />
    </LoginFrame>
  );
});

export default LoginVariantPage;
