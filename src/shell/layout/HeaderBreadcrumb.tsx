import { Breadcrumb, type BreadcrumbProps, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuTrail, menuTitle } from '../../core/routes';
import { useConsole, useShell } from '../app/ConsoleContext';

/** The header breadcrumb: the menu trail of the current page, else the page's own title. */
export const HeaderBreadcrumb = observer(function HeaderBreadcrumb() {
  const { store } = useConsole();
  const shell = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const trail = findMenuTrail(store.permission.menus, location.pathname);
  let items: BreadcrumbProps[];
  if (trail.length > 0) {
    items = trail.map((entry, index) => {
      const last = index === trail.length - 1;
      const target = entry.redirect ?? entry.path;
      return {
        text: menuTitle(entry, t),
        current: last,
        onClick: last || entry.path.includes(':') ? undefined : () => navigate(target),
      };
    });
  } else {
    const matched = shell.matchPage(location.pathname);
    items = [{ text: matched ? t(matched.page.meta.title) : t('routes.basic.pageNotFound'), current: true }];
  }
  return (
    <nav aria-label={t('shell.header.breadcrumb')} className="dc-breadcrumb" data-testid="breadcrumb">
      {/* Blueprint's Breadcrumbs puts an overflow spacer <div> inside its <ol>: a list of <li> only. */}
      <ol className={Classes.BREADCRUMBS}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail is positional; titles may repeat.
          <li key={index}>
            <Breadcrumb {...item} />
          </li>
        ))}
      </ol>
    </nav>
  );
});
