import {
  Button,
  Divider,
  Drawer,
  DrawerSize,
  FormGroup,
  H6,
  HTMLSelect,
  Intent,
  NumericInput,
  Switch,
} from '@blueprintjs/core';
import { Reset } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEADER_PRESET_BG_COLORS,
  PRESET_THEME_COLORS,
  SIDEBAR_PRESET_BG_COLORS,
} from '../../core/config/constants';
import {
  CONTENT_WIDTHS,
  defaultProjectConfig,
  ROUTE_TRANSITIONS,
  SESSION_TIMEOUT_PROCESSING,
  SETTING_BUTTON_POSITIONS,
} from '../../core/config/projectSetting';
import { useConsole, useShell } from '../app/ConsoleContext';
import { DialogTitle } from '../components/DialogTitle';
import { ColorSwatches } from './ColorSwatches';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="dc-settings__section">
      <Divider />
      <H6>{title}</H6>
      {children}
    </section>
  );
}

/**
 * The settings drawer (docs/behaviour.md#states, docs/behaviour.md#constants project config): theme and colours, layout, transitions, tabs, lock,
 * session-timeout handling and advanced config. Every change is persisted by the app store at once;
 * "reset" restores the defaults.
 */
const SettingsDrawer = observer(function SettingsDrawer() {
  const { store } = useConsole();
  const shell = useShell();
  const { t } = useTranslation();
  const { app, permission } = store;
  const config = app.projectConfig;
  const set = app.setProjectConfig;

  const setAdvancedConfig = async (show: boolean) => {
    permission.setShowAdvancedConfig(show);
    await permission.rebuildRoutes();
  };
  const reset = async () => {
    app.resetProjectConfig();
    app.setDarkMode('light');
    // Back to the account's own default (on for admin), else the deployment's.
    const advancedDefault =
      store.user.userInfo?.showAdvancedConfig ?? defaultProjectConfig().showAdvancedConfig;
    if (permission.showAdvancedConfig !== advancedDefault) await setAdvancedConfig(advancedDefault);
    store.notices.message('success', t('shell.settings.resetDone'));
  };

  const toggle = (label: string, checked: boolean, onChange: (checked: boolean) => void, testId?: string) => (
    <Switch
      label={label}
      checked={checked}
      alignIndicator="end"
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid={testId}
    />
  );

  return (
    <Drawer
      isOpen={shell.settingsOpen}
      onClose={() => shell.setSettingsOpen(false)}
      title={<DialogTitle text={t('shell.settings.title')} onClose={() => shell.setSettingsOpen(false)} />}
      isCloseButtonShown={false}
      size={DrawerSize.SMALL}
      className="dc-settings"
    >
      <div className="dc-settings__body" data-testid="settings-drawer">
        <H6>{t('shell.settings.theme')}</H6>
        {toggle(
          t('shell.settings.darkMode'),
          app.darkMode === 'dark',
          (dark) => app.setDarkMode(dark ? 'dark' : 'light'),
          'settings-dark-mode',
        )}
        <FormGroup label={t('shell.settings.themeColor')}>
          <ColorSwatches
            label={t('shell.settings.themeColor')}
            colors={PRESET_THEME_COLORS}
            value={config.themeColor}
            onChange={(themeColor) => set({ themeColor })}
            testId="settings-theme-color"
          />
        </FormGroup>
        <FormGroup label={t('shell.settings.headerBg')}>
          <ColorSwatches
            label={t('shell.settings.headerBg')}
            colors={HEADER_PRESET_BG_COLORS}
            value={config.headerSetting.bgColor}
            onChange={(bgColor) => set({ headerSetting: { bgColor } })}
            testId="settings-header-bg"
          />
        </FormGroup>
        <FormGroup label={t('shell.settings.sidebarBg')}>
          <ColorSwatches
            label={t('shell.settings.sidebarBg')}
            colors={SIDEBAR_PRESET_BG_COLORS}
            value={config.menuSetting.bgColor}
            onChange={(bgColor) => set({ menuSetting: { bgColor } })}
            testId="settings-sidebar-bg"
          />
        </FormGroup>

        <Section title={t('shell.settings.layout')}>
          {toggle(t('shell.settings.menuCollapsed'), config.menuSetting.collapsed, (collapsed) =>
            set({ menuSetting: { collapsed } }),
          )}
          {toggle(
            t('shell.settings.collapsedShowTitle'),
            config.menuSetting.collapsedShowTitle,
            (collapsedShowTitle) => set({ menuSetting: { collapsedShowTitle } }),
          )}
          {toggle(t('shell.settings.accordion'), config.menuSetting.accordion, (accordion) =>
            set({ menuSetting: { accordion } }),
          )}
          {toggle(t('shell.settings.showLogo'), config.showLogo, (showLogo) => set({ showLogo }))}
          {toggle(t('shell.settings.showFooter'), config.showFooter, (showFooter) => set({ showFooter }))}
          {toggle(t('shell.settings.showSearch'), config.headerSetting.showSearch, (showSearch) =>
            set({ headerSetting: { showSearch } }),
          )}
          {toggle(
            t('shell.settings.showLocalePicker'),
            config.headerSetting.showLocalePicker,
            (showLocalePicker) => set({ headerSetting: { showLocalePicker } }),
          )}
          {toggle(
            t('shell.settings.reloadOnLocaleChange'),
            config.reloadOnLocaleChange,
            (reloadOnLocaleChange) => set({ reloadOnLocaleChange }),
          )}
          <FormGroup label={t('shell.settings.contentWidth')} labelFor="dc-setting-content-width" inline>
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-setting-content-width"
              value={config.contentWidth}
              onChange={(event) =>
                set({ contentWidth: event.currentTarget.value as (typeof CONTENT_WIDTHS)[number] })
              }
              options={CONTENT_WIDTHS.map((value) => ({
                value,
                label: t(`shell.settings.contentWidths.${value}`),
              }))}
            />
          </FormGroup>
          <FormGroup
            label={t('shell.settings.settingButtonPosition')}
            labelFor="dc-setting-button-position"
            inline
          >
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-setting-button-position"
              value={config.settingButtonPosition}
              onChange={(event) =>
                set({
                  settingButtonPosition: event.currentTarget
                    .value as (typeof SETTING_BUTTON_POSITIONS)[number],
                })
              }
              options={SETTING_BUTTON_POSITIONS.map((value) => ({
                value,
                label: t(`shell.settings.buttonPositions.${value}`),
              }))}
            />
          </FormGroup>
        </Section>

        <Section title={t('shell.settings.transitions')}>
          {toggle(t('shell.settings.transitionEnable'), config.transitionSetting.enable, (enable) =>
            set({ transitionSetting: { enable } }),
          )}
          <FormGroup label={t('shell.settings.routeTransition')} labelFor="dc-setting-transition" inline>
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-setting-transition"
              value={config.transitionSetting.basicTransition}
              disabled={!config.transitionSetting.enable}
              onChange={(event) =>
                set({
                  transitionSetting: {
                    basicTransition: event.currentTarget.value as (typeof ROUTE_TRANSITIONS)[number],
                  },
                })
              }
              options={ROUTE_TRANSITIONS.map((value) => ({
                value,
                label: t(`shell.settings.transitionNames.${value}`),
              }))}
            />
          </FormGroup>
          {toggle(
            t('shell.settings.openPageLoading'),
            config.transitionSetting.openPageLoading,
            (openPageLoading) => set({ transitionSetting: { openPageLoading } }),
          )}
          {toggle(
            t('shell.settings.openNProgress'),
            config.transitionSetting.openNProgress,
            (openNProgress) => set({ transitionSetting: { openNProgress } }),
          )}
        </Section>

        <Section title={t('shell.settings.tabs')}>
          {toggle(
            t('shell.settings.tabsShow'),
            config.multiTabsSetting.show,
            (show) => set({ multiTabsSetting: { show } }),
            'settings-tabs-show',
          )}
          {toggle(
            t('shell.settings.tabsCache'),
            config.multiTabsSetting.cache,
            (cache) => set({ multiTabsSetting: { cache } }),
            'settings-tabs-cache',
          )}
          {toggle(t('shell.settings.tabsDrag'), config.multiTabsSetting.canDrag, (canDrag) =>
            set({ multiTabsSetting: { canDrag } }),
          )}
          {toggle(t('shell.settings.tabsQuick'), config.multiTabsSetting.showQuick, (showQuick) =>
            set({ multiTabsSetting: { showQuick } }),
          )}
          {toggle(t('shell.settings.tabsRedo'), config.multiTabsSetting.showRedo, (showRedo) =>
            set({ multiTabsSetting: { showRedo } }),
          )}
        </Section>

        <Section title={t('shell.settings.session')}>
          {toggle(t('shell.settings.useLockPage'), config.headerSetting.useLockPage, (useLockPage) =>
            set({ headerSetting: { useLockPage } }),
          )}
          <FormGroup label={t('shell.settings.lockTime')} helperText={t('shell.settings.lockTimeHelp')}>
            <NumericInput
              // Blueprint points its step buttons' aria-controls at its own input id: passing ours breaks it.
              aria-label={t('shell.settings.lockTime')}
              min={0}
              max={1440}
              stepSize={1}
              minorStepSize={null}
              clampValueOnBlur
              value={config.lockTime}
              onValueChange={(minutes) => {
                const lockTime = Number.isFinite(minutes) ? Math.max(0, Math.trunc(minutes)) : 0;
                set({ lockTime });
                store.lock.touch();
              }}
              data-testid="settings-lock-time"
            />
          </FormGroup>
          <FormGroup label={t('shell.settings.sessionTimeout')} labelFor="dc-setting-session-timeout">
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-setting-session-timeout"
              value={config.sessionTimeoutProcessing}
              onChange={(event) =>
                set({
                  sessionTimeoutProcessing: event.currentTarget
                    .value as (typeof SESSION_TIMEOUT_PROCESSING)[number],
                })
              }
              options={SESSION_TIMEOUT_PROCESSING.map((value) => ({
                value,
                label: t(`shell.settings.sessionTimeouts.${value}`),
              }))}
              data-testid="settings-session-timeout"
            />
          </FormGroup>
          {toggle(t('shell.settings.useErrorHandle'), config.useErrorHandle, (useErrorHandle) =>
            set({ useErrorHandle }),
          )}
          {store.user.roles.includes('ADMIN')
            ? toggle(
                t('shell.settings.showAdvancedConfig'),
                permission.showAdvancedConfig,
                (show) => void setAdvancedConfig(show),
                'settings-advanced-config',
              )
            : null}
        </Section>
        <Divider />
        <Button
          icon={<Reset />}
          intent={Intent.WARNING}
          fill
          text={t('shell.settings.reset')}
          onClick={() => void reset()}
          data-testid="settings-reset"
        />
      </div>
    </Drawer>
  );
});

export default SettingsDrawer;
