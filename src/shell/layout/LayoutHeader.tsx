import { Button, Classes, Menu, MenuDivider, MenuItem, PopoverNext, Tag, Tooltip } from '@blueprintjs/core';
import {
  Cog,
  Error as ErrorIcon,
  Flash,
  InfoSign,
  Lock,
  MenuClosed,
  Menu as MenuIconGlyph,
  MenuOpen,
  Moon,
  Search,
  Star,
  User,
} from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useConsole, useShell } from '../app/ConsoleContext';
import { LocalePicker } from '../app/LocalePicker';
import { LogoutButton } from '../app/LogoutButton';
import { ICON_PICKER_PATH } from '../routing/pageRoutes';
import { PageActionsButton } from '../tabs/PageActionsButton';
import { AppLogo } from './AppLogo';
import { HeaderBreadcrumb } from './HeaderBreadcrumb';
import type { RegionColors } from './themeColors';

/** The fixed header (docs/behaviour.md#constants header fixed): menu toggle, breadcrumb, search, tools, user and sign-out. */
export const LayoutHeader = observer(function LayoutHeader({ colors }: { colors: RegionColors }) {
  const { store } = useConsole();
  const shell = useShell();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { headerSetting, multiTabsSetting, settingButtonPosition, useErrorHandle } = store.app.projectConfig;
  const mobile = store.app.isMobile;
  const info = store.user.userInfo;
  const role = store.user.roles[0];
  const dark = store.app.darkMode === 'dark';

  const toggleMenu = () => (mobile ? shell.setMobileMenuOpen(true) : store.app.toggleMenuCollapsed());
  const toggleLabel = mobile
    ? t('shell.header.openMenu')
    : t(store.app.menuCollapsed ? 'shell.header.expandMenu' : 'shell.header.collapseMenu');

  return (
    <header
      className={colors.theme === 'dark' ? `dc-header ${Classes.DARK}` : 'dc-header'}
      style={{ background: colors.background, ['--dc-header-hover' as string]: colors.hover }}
      data-testid="layout-header"
      data-theme={colors.theme}
    >
      <div className="dc-header__start">
        <Button
          variant="minimal"
          icon={mobile ? <MenuIconGlyph /> : store.app.menuCollapsed ? <MenuOpen /> : <MenuClosed />}
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={toggleMenu}
          data-testid="menu-toggle"
        />
        {mobile ? <AppLogo compact /> : <HeaderBreadcrumb />}
      </div>
      <div className="dc-header__end">
        {/* With the tab bar off, the tab operations move here (docs/behaviour.md#errors answers the ones that need it). */}
        {multiTabsSetting.show ? null : <PageActionsButton />}
        {headerSetting.showSearch ? (
          <Tooltip content={t('shell.search.open')} placement="bottom">
            <Button
              variant="minimal"
              icon={<Search />}
              aria-label={t('shell.search.open')}
              onClick={() => shell.setSearchOpen(true)}
              data-testid="open-search"
            />
          </Tooltip>
        ) : null}
        {useErrorHandle && !mobile ? (
          <Tooltip content={t('routes.basic.errorLog')} placement="bottom">
            <Button
              variant="minimal"
              icon={<ErrorIcon />}
              aria-label={t('routes.basic.errorLog')}
              onClick={() => navigate('/error-log/list')}
              data-testid="error-log-button"
            >
              {store.errorLog.count > 0 ? (
                <Tag round intent="danger" data-testid="error-log-count">
                  {store.errorLog.count}
                </Tag>
              ) : null}
            </Button>
          </Tooltip>
        ) : null}
        {headerSetting.useLockPage ? (
          <Tooltip content={t('shell.lock.lockScreen')} placement="bottom">
            <Button
              variant="minimal"
              icon={<Lock />}
              aria-label={t('shell.lock.lockScreen')}
              onClick={store.lock.lock}
              data-testid="lock-screen-button"
            />
          </Tooltip>
        ) : null}
        <Tooltip content={t(dark ? 'shell.header.lightMode' : 'shell.header.darkMode')} placement="bottom">
          <Button
            variant="minimal"
            icon={dark ? <Flash /> : <Moon />}
            aria-label={t(dark ? 'shell.header.lightMode' : 'shell.header.darkMode')}
            aria-pressed={dark}
            onClick={() => store.app.setDarkMode(dark ? 'light' : 'dark')}
            data-testid="theme-toggle"
          />
        </Tooltip>
        {headerSetting.showLocalePicker ? <LocalePicker compact={mobile} /> : null}
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu>
              {mobile ? (
                <MenuItem disabled text={`${info?.realName || info?.username} (${info?.username})`} />
              ) : null}
              {role ? <MenuItem disabled text={t(`roles.${role}`)} icon={<User />} /> : null}
              <MenuDivider />
              <MenuItem
                icon={<InfoSign />}
                text={t('routes.basic.about')}
                onClick={() => navigate('/about/index')}
              />
              <MenuItem
                icon={<Star />}
                text={t('shell.iconPicker.title')}
                onClick={() => navigate(ICON_PICKER_PATH)}
              />
              <MenuItem
                icon={<Cog />}
                text={t('shell.settings.title')}
                onClick={() => shell.setSettingsOpen(true)}
              />
              {headerSetting.useLockPage ? (
                <MenuItem icon={<Lock />} text={t('shell.lock.lockScreen')} onClick={store.lock.lock} />
              ) : null}
            </Menu>
          }
        >
          <Button
            variant="minimal"
            icon={<User />}
            data-testid="user-menu"
            aria-label={t('shell.header.userMenu')}
          >
            {/* On a phone the icon alone: the name stays for assistive technology (and the tests). */}
            <span
              data-testid="current-user"
              className={mobile ? 'dc-current-user dc-visually-hidden' : 'dc-current-user'}
            >
              {info?.realName || info?.username}{' '}
              {mobile ? `(${info?.username})` : <Tag minimal>{info?.username}</Tag>}
            </span>
          </Button>
        </PopoverNext>
        {settingButtonPosition !== 'fixed' ? (
          <Tooltip content={t('shell.settings.title')} placement="bottom-end">
            <Button
              variant="minimal"
              icon={<Cog />}
              aria-label={t('shell.settings.title')}
              onClick={() => shell.setSettingsOpen(true)}
              data-testid="open-settings"
            />
          </Tooltip>
        ) : null}
        <LogoutButton compact={mobile} />
      </div>
    </header>
  );
});
