/** docs/behaviour.md#constants: business constants and limits. One place, cited by the rules that use them. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const GET_RETRY_COUNT = 5;
export const GET_RETRY_DELAY_MS = 100;
export const DEFAULT_CACHE_TIME_S = 60 * 60 * 24 * 7;
export const DEFAULT_LOCALE = 'zh_CN';
export const AVAILABLE_LOCALES = ['zh_CN', 'en'] as const;
type LocaleCode = (typeof AVAILABLE_LOCALES)[number];
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export const MENU_WIDTH = 210;
export const SIDEBAR_MINI_WIDTH = 48;
export const SIDEBAR_MINI_WITH_TITLE_WIDTH = 80;
const STYLE_PREFIX = 'vben';

export const DARK_HEADER_BG = '#151515';
export const DARK_SIDEBAR_BG = '#212121';
export const HEADER_LIGHTEN = 6;
export const SIDEBAR_LIGHTEN = 5;
export const DARK_LUMINANCE_THRESHOLD = 192;

export const PAGE_LOADING_DELAY_MS = 50;
export const PAGE_LOADING_HIDE_DELAY_MS = 220;
export const RESIZE_WAIT_MS = 80;
const COLLAPSE_RESIZE_MS = 200;
const SCROLL_TO_MS = 500;

export const MOBILE_BREAKPOINT = 992;
const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

export const MENU_SEARCH_DEBOUNCE_MS = 200;
export const ICON_PICKER_PAGE_SIZE = 140;
export const ICON_PICKER_DEBOUNCE_MS = 100;
export const ICON_DEFAULT_SIZE = 16;
const HELP_TOOLTIP_MAX_WIDTH = 600;

export const DEFAULT_WS_PORT = 8012;
export const MENU_LOADING_MESSAGE_MS = 1000;
export const NOTIFICATION_DURATION_MS = 3000;

export const TABLE_PAGE_SIZES = [10, 50, 80, 100] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const GRID_PAGE_SIZES = [20, 50, 100, 500] as const;
export const GRID_DEFAULT_PAGE_SIZE = 20;

export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleSpeed: 800 } as const;
/** docs/behaviour.md#constants, shared with the server's query parser. */

export const PRESET_THEME_COLORS = [
  '#0960bd',
  '#0084f4',
  '#009688',
  '#536dfe',
  '#ff5c93',
  '#ee4f12',
  '#0096c7',
  '#9c27b0',
  '#ff9800',
] as const;
export const HEADER_PRESET_BG_COLORS = [
  '#ffffff',
  '#151515',
  '#009688',
  '#5172dc',
  '#018ffb',
  '#409eff',
  '#e74c3c',
  '#24292e',
  '#394664',
  '#001529',
  '#383f45',
] as const;
export const SIDEBAR_PRESET_BG_COLORS = [
  '#001529',
  '#212121',
  '#273352',
  '#ffffff',
  '#191b24',
  '#191a23',
  '#304156',
  '#001628',
  '#28333e',
  '#344058',
  '#383f45',
] as const;
/** Primary colour: a blue (docs/behaviour.md#constants). */
export const PRIMARY_COLOR = PRESET_THEME_COLORS[0];
