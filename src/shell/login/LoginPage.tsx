import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { apiUrl } from '../../core/config/runtimeConfig';
import { useShell } from '../app/ConsoleContext';
import { LoginForm } from './LoginForm';
import { LOGIN_METHODS, loginMethodEnabled, loginMethodKey } from './loginMethods';
import { SignInLocalePicker } from './SignInLocalePicker';

/**
 * The frame of the sign-in screens: the product (or the enterprise's brand), the locale picker and
 * a card.
 */
export const LoginFrame = observer(function LoginFrame({
  subtitle,
  children,
}: {
  subtitle: string;
  children: ReactNode;
}) {
  const shell = useShell();
  const [params] = useSearchParams();
  const requestedBrand = params.get('brand');
  useEffect(() => {
    void shell.loadLoginBranding(requestedBrand);
  }, [shell, requestedBrand]);
  const background = shell.branding?.backgroundUrl;
  return (
    <main
      className={background ? 'dc-login dc-login--branded' : 'dc-login'}
      data-testid="login-frame"
      // The enterprise's sign-in background (a style property, allowed by the page's CSP).
      style={background ? { backgroundImage: `url("${apiUrl(background)}")` } : undefined}
    >
      <div className="dc-login__locale">
        <SignInLocalePicker />
      </div>
      {/* Plain elements with the shell's sheet; Blueprint is not downloaded for this page. */}
      <div className="dc-login__card">
        {shell.branding?.logoUrl ? (
          <img src={apiUrl(shell.branding.logoUrl)} alt="" className="dc-login__logo" />
        ) : null}
        <h1 className="dc-login__title">{shell.webTitle}</h1>
        <p className="dc-login__subtitle">{subtitle}</p>
        {children}
      </div>
    </main>
  );
});

/**
 * docs/behaviour.md#screens-and-routes /login: account and password; links to the register, forgot-password, mobile and QR variants that
 * the platform has switched on (`loginMethods` of /sysinfo/get, fetched again on every visit).
 */
const LoginPage = observer(function LoginPage() {
  const { t } = useTranslation();
  const shell = useShell();
  useEffect(() => {
    void shell.loadSystemInfo();
  }, [shell]);
  const methods = LOGIN_METHODS.filter((method) => loginMethodEnabled(shell.systemInfo, method));
  return (
    <LoginFrame subtitle={t('sys.login.signInFormTitle')}>
      <LoginForm />
      {methods.length ? (
        <nav className="dc-login__methods" aria-label={t('shell.login.otherMethods')}>
          {methods.map((method) => (
            <Link
              key={method}
              to={`/login/${method}`}
              className="dc-login__method"
              data-testid={`login-method-${method}`}
            >
              {t(`shell.login.methods.${loginMethodKey(method)}`)}
            </Link>
          ))}
        </nav>
      ) : null}
    </LoginFrame>
  );
});

export default LoginPage;
