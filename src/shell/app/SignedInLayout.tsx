import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { useConsole } from './ConsoleContext';
import { LocalePicker } from './LocalePicker';
import { LogoutButton } from './LogoutButton';

/** The signed-in frame: header with the product, the user, the locale picker and logout. */
export const SignedInLayout = observer(function SignedInLayout() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const info = store.user.userInfo;
  const role = store.user.roles[0];
  return (
    <div className="dc-layout">
      <Navbar className="dc-header" fixedToTop>
        <NavbarGroup align={Alignment.START}>
          <NavbarHeading>
            <Link to={store.user.homePath} className="dc-logo">
              {t('sys.title')}
            </Link>
          </NavbarHeading>
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          <span data-testid="current-user" className="dc-current-user">
            {info?.realName || info?.username} <Tag minimal>{info?.username}</Tag>
          </span>
          {role ? <span className="dc-current-role">{t(`roles.${role}`)}</span> : null}
          <NavbarDivider />
          <LocalePicker />
          <LogoutButton />
        </NavbarGroup>
      </Navbar>
      <main className="dc-content">
        <Outlet />
      </main>
    </div>
  );
});
