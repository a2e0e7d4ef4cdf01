// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  colorIsDark,
  isHexColor,
  layoutColors,
  lighten,
  normalizeHexColor,
} from '../../../src/shell/layout/themeColors';

describe('theme colours (docs/behaviour.md#screens-and-routes theme, docs/behaviour.md#constants)', () => {
  it('a hex colour is accepted in its 3- and 6-digit forms only', () => {
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('#0960BD')).toBe(true);
    expect(isHexColor('#ffff')).toBe(false);
    expect(isHexColor('0960bd')).toBe(false);
    expect(isHexColor('#12345g')).toBe(false);
    expect(normalizeHexColor('#AbC')).toBe('#aabbcc');
    expect(normalizeHexColor('red')).toBeNull();
  });

  it('a colour is dark when its weighted luminance is below 192', () => {
    expect(colorIsDark('#001529')).toBe(true);
    expect(colorIsDark('#ffffff')).toBe(false);
    expect(colorIsDark('#fff')).toBe(false);
    // 0.299·r + 0.578·g + 0.114·b with r = g = b: 0.991·v; 193 → 191.3 (dark), 194 → 192.3 (light).
    expect(colorIsDark('#c1c1c1')).toBe(true);
    expect(colorIsDark('#c2c2c2')).toBe(false);
    expect(colorIsDark('not a colour')).toBeUndefined();
  });

  it('lighten adds the percentage of 255 to every channel, capped at 255', () => {
    expect(lighten('#151515', 6)).toBe('#242424');
    expect(lighten('#212121', 5)).toBe('#2d2d2d');
    expect(lighten('#fafafa', 6)).toBe('#ffffff');
    expect(lighten('#000', 5)).toBe('#0c0c0c');
  });

  it('dark mode uses #151515 for the header and #212121 for the sidebar, lightened by 6 and 5', () => {
    const colors = layoutColors({ darkMode: 'dark', headerBg: '#ffffff', sidebarBg: '#ffffff' });
    expect(colors.header).toEqual({ background: '#151515', hover: '#242424', theme: 'dark' });
    expect(colors.sidebar).toEqual({ background: '#212121', hover: '#2d2d2d', theme: 'dark' });
  });

  it('light mode uses the chosen backgrounds, with text for their darkness', () => {
    const colors = layoutColors({ darkMode: 'light', headerBg: '#ffffff', sidebarBg: '#001529' });
    expect(colors.header.theme).toBe('light');
    expect(colors.header.background).toBe('#ffffff');
    expect(colors.sidebar.theme).toBe('dark');
    expect(colors.sidebar.hover).toBe('#0c2135');
  });

  it('an invalid chosen colour falls back to the dark default', () => {
    const colors = layoutColors({ darkMode: 'light', headerBg: 'blue', sidebarBg: '#12' });
    expect(colors.header.background).toBe('#151515');
    expect(colors.sidebar.background).toBe('#212121');
  });
});
