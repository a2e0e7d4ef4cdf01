import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../../src/core/config/constants';
import {
  getLocale,
  i18n,
  isLocaleLoaded,
  LOCALE_OPTIONS,
  loadLocale,
  registerLocaleLoader,
  setLocale,
  t,
} from '../../../src/core/i18n';

describe('i18n (docs/behaviour.md#the-product, docs/behaviour.md#constants)', () => {
  afterEach(async () => {
    await setLocale(DEFAULT_LOCALE);
  });

  it('the default language is zh_CN', () => {
    expect(DEFAULT_LOCALE).toBe('zh_CN');
    expect(getLocale()).toBe('zh_CN');
    expect(t('sys.app.multiTabsNotOpen')).not.toBe('sys.app.multiTabsNotOpen');
  });

  it('zh_CN is bundled, en loads on demand, and both are listed with their display names', async () => {
    expect(isLocaleLoaded('zh_CN')).toBe(true);
    await loadLocale('en');
    expect(isLocaleLoaded('en')).toBe(true);
    await expect(loadLocale('xx')).rejects.toThrow('No messages for locale "xx"');
    expect(LOCALE_OPTIONS.map((o) => [o.code, o.label])).toEqual([
      ['zh_CN', '简体中文'],
      ['en', 'English'],
    ]);
  });

  it('setLocale changes the language', async () => {
    await setLocale('en');
    expect(getLocale()).toBe('en');
    expect(t('sys.app.multiTabsNotOpen')).toBe(
      'The multi-tab page is currently not open, please open it in the settings！',
    );
  });

  it('interpolation uses {{name}}', async () => {
    await setLocale('en');
    expect(t('sys.login.welcome', { name: 'Ada' })).toBe('Welcome, Ada');
  });

  it('dates use the Chinese locale by default and switch with the UI locale', async () => {
    expect(dayjs.locale()).toBe('zh-cn');
    await setLocale('en');
    expect(dayjs.locale()).toBe('en');
  });

  it('other locales are loaded on demand, once', async () => {
    const loader = vi.fn(async () => ({ common: { okText: 'D’accord' } }));
    registerLocaleLoader('fr', loader);
    expect(isLocaleLoaded('fr')).toBe(false);
    await setLocale('fr');
    await setLocale('zh_CN');
    await setLocale('fr');
    expect(loader).toHaveBeenCalledOnce();
    expect(t('common.okText')).toBe('D’accord');
  });

  it('a key missing in a loaded locale falls back to zh_CN', async () => {
    registerLocaleLoader('de', async () => ({ common: {} }));
    await setLocale('de');
    expect(t('common.okText')).toBe(i18n.getFixedT('zh_CN')('common.okText'));
  });

  it('a locale with no messages and no loader is refused', async () => {
    await expect(setLocale('xx')).rejects.toThrow(/xx/);
    expect(getLocale()).toBe('zh_CN');
  });
});
