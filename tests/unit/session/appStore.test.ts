import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOADING_DELAY_MS } from '../../../src/core/config/constants';
import { defaultProjectConfig } from '../../../src/core/config/projectSetting';
import { createHarness } from './fakes';

describe('AppStore settings (docs/behaviour.md#entities, docs/behaviour.md#states, docs/behaviour.md#constants)', () => {
  afterEach(() => vi.useRealTimers());

  it('project config starts from the defaults', () => {
    expect(createHarness().root.app.projectConfig).toEqual(defaultProjectConfig());
  });

  it('a stored project config is merged over the defaults', () => {
    const { root } = createHarness({
      prepare: (cache) =>
        cache.setLocal('PROJECT_CONFIG', { lockTime: 5, menuSetting: { collapsed: true }, stale: 1 }),
    });
    expect(root.app.projectConfig.lockTime).toBe(5);
    expect(root.app.projectConfig.menuSetting.collapsed).toBe(true);
    expect(root.app.projectConfig.menuSetting.menuWidth).toBe(210);
    expect(root.app.projectConfig).not.toHaveProperty('stale');
  });

  it('the setter deep-merges and persists', () => {
    const { root, cache } = createHarness();
    root.app.setProjectConfig({ multiTabsSetting: { cache: true } });
    expect(root.app.projectConfig.multiTabsSetting).toMatchObject({ cache: true, show: true });
    expect(
      cache.getLocal<{ multiTabsSetting: { cache: boolean } }>('PROJECT_CONFIG')?.multiTabsSetting.cache,
    ).toBe(true);
  });

  it('resetProjectConfig restores the defaults', () => {
    const { root } = createHarness();
    root.app.setProjectConfig({ lockTime: 9 });
    root.app.resetProjectConfig();
    expect(root.app.projectConfig).toEqual(defaultProjectConfig());
  });

  it('dark mode defaults to light and is stored', () => {
    const { root, cache } = createHarness();
    expect(root.app.darkMode).toBe('light');
    root.app.setDarkMode('dark');
    expect(cache.getLocal('DARK_MODE')).toBe('dark');
  });

  it('the locale defaults to zh_CN; setLocale switches the i18n module and stores the choice', async () => {
    const { root, cache, setLocale } = createHarness();
    expect(root.app.locale).toBe('zh_CN');
    await root.app.setLocale('en');
    expect(setLocale).toHaveBeenCalledWith('en');
    expect(root.app.locale).toBe('en');
    expect(cache.getLocal('LOCALE')).toMatchObject({
      locale: 'en',
      fallback: 'zh_CN',
      availableLocales: ['zh_CN', 'en'],
    });
  });

  it('a locale that fails to load leaves the current one', async () => {
    const { root, setLocale } = createHarness();
    setLocale.mockRejectedValue(new Error('no messages'));
    await expect(root.app.setLocale('xx')).rejects.toThrow();
    expect(root.app.locale).toBe('zh_CN');
  });

  it('page loading turns on after a 50 ms delay and off immediately', () => {
    vi.useFakeTimers();
    const { root } = createHarness();
    root.app.setPageLoading(true);
    vi.advanceTimersByTime(PAGE_LOADING_DELAY_MS - 1);
    expect(root.app.pageLoading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.app.pageLoading).toBe(true);
    root.app.setPageLoading(false);
    expect(root.app.pageLoading).toBe(false);
  });

  it('page loading that ends within the delay never shows', () => {
    vi.useFakeTimers();
    const { root } = createHarness();
    root.app.setPageLoading(true);
    root.app.setPageLoading(false);
    vi.advanceTimersByTime(PAGE_LOADING_DELAY_MS * 2);
    expect(root.app.pageLoading).toBe(false);
  });

  it('the menu collapsed toggle flips and persists', () => {
    const { root } = createHarness();
    root.app.toggleMenuCollapsed();
    expect(root.app.menuCollapsed).toBe(true);
    root.app.toggleMenuCollapsed();
    expect(root.app.menuCollapsed).toBe(false);
  });
});

describe('AppStore mobile layout (docs/behaviour.md#screens-and-routes)', () => {
  it('below 992 px the sidebar menu is inline with split off; previous menu settings are restored when widening', () => {
    const { root } = createHarness();
    root.app.setProjectConfig({ menuSetting: { split: true } });
    root.app.setViewportWidth(991);
    expect(root.app.isMobile).toBe(true);
    expect(root.app.menuSetting).toMatchObject({ mode: 'inline', split: false, type: 'sidebar' });
    root.app.setViewportWidth(992);
    expect(root.app.isMobile).toBe(false);
    expect(root.app.menuSetting.split).toBe(true);
  });
});

describe('AppStore reset (docs/behaviour.md#states)', () => {
  it('app reset removes dynamically added routes and clears all persistent storage', () => {
    const { root, cache, routeRegistry } = createHarness();
    cache.setLocal('TOKEN', 't');
    cache.setSession('PERMISSION', {});
    root.app.resetAllState();
    expect(routeRegistry.resetRoutes).toHaveBeenCalledOnce();
    expect(cache.clearAllCalls).toBe(1);
    expect(cache.getLocal('TOKEN')).toBeNull();
    expect(cache.getSession('PERMISSION')).toBeNull();
  });

  it('the settings cleared from storage are cleared on the page too, as a reload would show them', () => {
    const { root, cache } = createHarness();
    root.app.setProjectConfig({ multiTabsSetting: { show: false }, headerSetting: { bgColor: '#009688' } });
    root.app.resetAllState();
    expect(root.app.projectConfig).toEqual(defaultProjectConfig());
    expect(cache.getLocal('PROJECT_CONFIG')).toBeNull();
  });

  it("the reader's locale and theme survive the reset", async () => {
    const { root, cache } = createHarness();
    await root.app.setLocale('en');
    root.app.setDarkMode('dark');
    root.app.resetAllState();
    expect(cache.getLocal('LOCALE')).toMatchObject({ locale: 'en' });
    expect(cache.getLocal('DARK_MODE')).toBe('dark');
  });
});
