import { HEADER_PRESET_BG_COLORS, MENU_WIDTH, PRIMARY_COLOR, SIDEBAR_PRESET_BG_COLORS } from './constants';

/** docs/behaviour.md#states enumerations. */
const PERMISSION_MODES = ['ROLE', 'BACK', 'ROUTE_MAPPING'] as const;
export type PermissionMode = (typeof PERMISSION_MODES)[number];
export const SESSION_TIMEOUT_PROCESSING = ['ROUTE_JUMP', 'PAGE_COVERAGE'] as const;
type SessionTimeoutProcessing = (typeof SESSION_TIMEOUT_PROCESSING)[number];
export const CONTENT_WIDTHS = ['full', 'fixed'] as const;
type ContentWidth = (typeof CONTENT_WIDTHS)[number];
const THEMES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEMES)[number];
export const SETTING_BUTTON_POSITIONS = ['auto', 'header', 'fixed'] as const;
type SettingButtonPosition = (typeof SETTING_BUTTON_POSITIONS)[number];
export const ROUTE_TRANSITIONS = [
  'zoom-fade',
  'zoom-out',
  'fade-slide',
  'fade',
  'fade-bottom',
  'fade-scale',
] as const;
type RouteTransition = (typeof ROUTE_TRANSITIONS)[number];

export interface ProjectConfig {
  permissionMode: PermissionMode;
  sessionTimeoutProcessing: SessionTimeoutProcessing;
  themeColor: string;
  contentWidth: ContentWidth;
  settingButtonPosition: SettingButtonPosition;
  showAdvancedConfig: boolean;
  /** Minutes of idleness before the screen locks; 0 never (docs/behaviour.md#constants lock time 0). */
  lockTime: number;
  showLogo: boolean;
  showFooter: boolean;
  useErrorHandle: boolean;
  headerSetting: {
    bgColor: string;
    fixed: boolean;
    show: boolean;
    showSearch: boolean;
    showLocalePicker: boolean;
    useLockPage: boolean;
  };
  menuSetting: {
    bgColor: string;
    collapsed: boolean;
    menuWidth: number;
    mode: 'inline';
    type: 'sidebar';
    accordion: boolean;
    split: boolean;
    collapsedShowTitle: boolean;
  };
  multiTabsSetting: {
    show: boolean;
    cache: boolean;
    canDrag: boolean;
    showQuick: boolean;
    showRedo: boolean;
  };
  transitionSetting: {
    enable: boolean;
    basicTransition: RouteTransition;
    openPageLoading: boolean;
    openNProgress: boolean;
  };
  /** Locale picker: reload the page after switching. */
  reloadOnLocaleChange: boolean;
}

/** docs/behaviour.md#constants defaults. */
export function defaultProjectConfig(): ProjectConfig {
  return {
    permissionMode: 'ROLE',
    sessionTimeoutProcessing: 'ROUTE_JUMP',
    themeColor: PRIMARY_COLOR,
    contentWidth: 'full',
    settingButtonPosition: 'auto',
    showAdvancedConfig: false,
    lockTime: 0,
    showLogo: true,
    showFooter: false,
    useErrorHandle: true,
    headerSetting: {
      bgColor: HEADER_PRESET_BG_COLORS[0],
      fixed: true,
      show: true,
      showSearch: true,
      showLocalePicker: true,
      useLockPage: true,
    },
    menuSetting: {
      bgColor: SIDEBAR_PRESET_BG_COLORS[0],
      collapsed: false,
      menuWidth: MENU_WIDTH,
      mode: 'inline',
      type: 'sidebar',
      accordion: true,
      split: false,
      collapsedShowTitle: false,
    },
    multiTabsSetting: { show: true, cache: false, canDrag: true, showQuick: true, showRedo: true },
    transitionSetting: {
      enable: true,
      basicTransition: 'fade-slide',
      openPageLoading: true,
      openNProgress: true,
    },
    reloadOnLocaleChange: false,
  };
}
