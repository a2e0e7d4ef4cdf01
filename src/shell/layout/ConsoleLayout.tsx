import { Button, Classes, Drawer, Spinner } from '@blueprintjs/core';
import { Cog } from '@blueprintjs/icons';
import '../styles/blueprintStyles';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_MINI_WITH_TITLE_WIDTH } from '../../core/config/constants';
import { useConsole, useShell } from '../app/ConsoleContext';
import { MenuSearchModal } from '../search/MenuSearchModal';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet';
import { TabBar } from '../tabs/TabBar';
import { AppLogo } from './AppLogo';
import { LayoutHeader } from './LayoutHeader';
import { SideMenu } from './SideMenu';
import { SosNotices } from './SosNotices';
import { layoutColors, type RegionColors } from './themeColors';
import { useTabTracking, useViewportWidth } from './useLayoutEffects';

const SettingsDrawer = lazy(() => import('../settings/SettingsDrawer'));

function regionClass(base: string, colors: RegionColors): string {
  return colors.theme === 'dark' ? `${base} ${Classes.DARK}` : base;
}

/** The signed-in frame (docs/behaviour.md#screens-and-routes layout, docs/behaviour.md#constants): sidebar menu, fixed header, tabs and the kept-alive pages. */
export const ConsoleLayout = observer(function ConsoleLayout() {
  const { store } = useConsole();
  const shell = useShell();
  const { t } = useTranslation();
  useViewportWidth(store);
  useTabTracking(store, shell);

  const config = store.app.projectConfig;
  const menu = store.app.menuSetting;
  const mobile = store.app.isMobile;
  const colors = layoutColors({
    darkMode: store.app.darkMode,
    headerBg: config.headerSetting.bgColor,
    sidebarBg: menu.bgColor,
  });
  const collapsed = !mobile && menu.collapsed;
  const miniWidth = menu.collapsedShowTitle ? SIDEBAR_MINI_WITH_TITLE_WIDTH : SIDEBAR_MINI_WIDTH;
  const sidebarWidth = mobile ? 0 : collapsed ? miniWidth : menu.menuWidth;
  const sidebarStyle = {
    background: colors.sidebar.background,
    ['--dc-sidebar-hover' as string]: colors.sidebar.hover,
  };

  return (
    <div
      className={mobile ? 'dc-layout is-mobile' : 'dc-layout'}
      style={{ ['--dc-sidebar-width' as string]: `${sidebarWidth}px` }}
      data-testid="console-layout"
    >
      {mobile ? (
        <Drawer
          isOpen={shell.mobileMenuOpen}
          position="left"
          size={menu.menuWidth}
          onClose={() => shell.setMobileMenuOpen(false)}
          title={<AppLogo />}
          className={regionClass('dc-mobile-menu', colors.sidebar)}
          style={sidebarStyle}
          isCloseButtonShown={false}
        >
          <SideMenu
            collapsed={false}
            collapsedShowTitle={false}
            accordion={menu.accordion}
            onNavigate={() => shell.setMobileMenuOpen(false)}
          />
        </Drawer>
      ) : (
        <aside
          className={regionClass(collapsed ? 'dc-sidebar is-collapsed' : 'dc-sidebar', colors.sidebar)}
          style={{ ...sidebarStyle, width: sidebarWidth }}
          data-testid="sidebar"
          data-theme={colors.sidebar.theme}
        >
          <div className="dc-sidebar__logo">
            <AppLogo compact={collapsed} />
          </div>
          <SideMenu
            collapsed={collapsed}
            collapsedShowTitle={menu.collapsedShowTitle}
            accordion={menu.accordion}
          />
        </aside>
      )}
      <div className="dc-main">
        <LayoutHeader colors={colors.header} />
        {config.multiTabsSetting.show ? <TabBar /> : null}
        <main
          className={config.contentWidth === 'fixed' ? 'dc-content is-fixed-width' : 'dc-content'}
          data-testid="layout-content"
        >
          {store.app.pageLoading ? (
            <div className="dc-page-loading" data-testid="page-loading">
              <Spinner size={40} aria-label={t('common.loadingText')} />
            </div>
          ) : null}
          <KeepAliveOutlet />
        </main>
        {config.showFooter ? <footer className="dc-footer">{shell.webTitle}</footer> : null}
      </div>
      {config.settingButtonPosition === 'fixed' ? (
        <Button
          className="dc-settings-fab"
          intent="primary"
          icon={<Cog />}
          aria-label={t('shell.settings.title')}
          onClick={() => shell.setSettingsOpen(true)}
          data-testid="open-settings"
        />
      ) : null}
      <MenuSearchModal />
      <SosNotices />
      {shell.settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      ) : null}
    </div>
  );
});
