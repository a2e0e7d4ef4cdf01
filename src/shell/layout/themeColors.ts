import {
  DARK_HEADER_BG,
  DARK_LUMINANCE_THRESHOLD,
  DARK_SIDEBAR_BG,
  HEADER_LIGHTEN,
  SIDEBAR_LIGHTEN,
} from '../../core/config/constants';
import type { ThemeMode } from '../../core/config/projectSetting';

/** docs/behaviour.md#constants: a hex colour is accepted in its 3- and 6-digit forms. */
export function isHexColor(color: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color);
}

/** `#abc` → `#aabbcc`, lower case; answers null for anything that is not a hex colour. */
export function normalizeHexColor(color: string): string | null {
  if (!isHexColor(color)) return null;
  const digits = color.slice(1).toLowerCase();
  const six = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${six}`;
}

function channelsOf(color: string): [number, number, number] | null {
  const hex = normalizeHexColor(color);
  if (!hex) return null;
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/** docs/behaviour.md#constants: a colour is dark when its weighted luminance is below 192. Not a hex colour: undefined. */
export function colorIsDark(color: string): boolean | undefined {
  const channels = channelsOf(color);
  if (!channels) return undefined;
  const [red, green, blue] = channels;
  return red * 0.299 + green * 0.578 + blue * 0.114 < DARK_LUMINANCE_THRESHOLD;
}

/** Lightens every channel by `percent` of 255, capped at 255 (the header by 6, the sidebar by 5). */
export function lighten(color: string, percent: number): string {
  const channels = channelsOf(color);
  if (!channels) return color;
  const amount = Math.trunc((255 * percent) / 100);
  return `#${channels
    .map((channel) =>
      Math.min(255, channel + amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export interface RegionColors {
  /** Background of the region. */
  background: string;
  /** Hover and active item background: the background lightened. */
  hover: string;
  /** Text theme: dark regions get light text. */
  theme: ThemeMode;
}

export interface LayoutColors {
  header: RegionColors;
  sidebar: RegionColors;
}

function regionColors(
  chosen: string,
  darkDefault: string,
  lightenBy: number,
  darkMode: boolean,
): RegionColors {
  // docs/behaviour.md#constants: in dark mode the header and sidebar take the dark defaults.
  const background = darkMode ? darkDefault : (normalizeHexColor(chosen) ?? darkDefault);
  return {
    background,
    hover: lighten(background, lightenBy),
    theme: darkMode || colorIsDark(background) ? 'dark' : 'light',
  };
}

/** The header and sidebar colours for the theme and the chosen backgrounds (docs/behaviour.md#screens-and-routes theme, docs/behaviour.md#constants). */
export function layoutColors(options: {
  darkMode: ThemeMode;
  headerBg: string;
  sidebarBg: string;
}): LayoutColors {
  const dark = options.darkMode === 'dark';
  return {
    header: regionColors(options.headerBg, DARK_HEADER_BG, HEADER_LIGHTEN, dark),
    sidebar: regionColors(options.sidebarBg, DARK_SIDEBAR_BG, SIDEBAR_LIGHTEN, dark),
  };
}
