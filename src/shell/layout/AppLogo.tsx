import { Satellite } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiUrl } from '../../core/config/runtimeConfig';
import { useConsole, useShell } from '../app/ConsoleContext';

/** docs/behaviour.md#screens-and-routes: clicking the logo goes to the user's home path. */
export const AppLogo = observer(function AppLogo({ compact = false }: { compact?: boolean }) {
  const { store } = useConsole();
  const shell = useShell();
  const { t } = useTranslation();
  if (!store.app.projectConfig.showLogo) return null;
  const logoUrl = shell.branding?.logoUrl ? apiUrl(shell.branding.logoUrl) : null;
  return (
    <Link
      to={store.user.homePath}
      className="dc-logo"
      data-testid="app-logo"
      aria-label={t('shell.header.home', { title: shell.webTitle })}
    >
      {logoUrl ? (
        // The title beside it names the link; the picture itself says nothing more.
        <img src={logoUrl} alt="" className="dc-logo__image" data-testid="brand-logo" />
      ) : (
        <Satellite size={compact ? 18 : 22} className="dc-logo__mark" />
      )}
      {compact ? null : <span className="dc-logo__title">{shell.webTitle}</span>}
    </Link>
  );
});
