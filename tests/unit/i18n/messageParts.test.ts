import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createMessageParts } from '../../../src/core/i18n/messageParts';

/*
 * The parts of a locale in memory (src/core/i18n/messageParts.ts): an element's namespaces without the
 * rest, the rest once for the signed-in frame, what is wanted of a locale switched to later, each part
 * fetched once, and a key of a namespace not loaded yet that loads it.
 */

function fixture() {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh_CN', fallbackLng: 'zh_CN', resources: {}, initAsync: false });
  const loaders = {
    zh_CN: {
      boot: vi.fn(async () => ({ common: { ok: '好' } })),
      rest: vi.fn(async () => ({ calldata: { title: '通话' }, dashboard: { title: '仪表盘' } })),
      calldata: vi.fn(async () => ({ calldata: { title: '通话' } })),
      dashboard: vi.fn(async () => ({ dashboard: { title: '仪表盘' } })),
    },
    en: {
      boot: vi.fn(async () => ({ common: { ok: 'OK' } })),
      rest: vi.fn(async () => ({ calldata: { title: 'Calls' }, dashboard: { title: 'Dashboard' } })),
      calldata: vi.fn(async () => ({ calldata: { title: 'Calls' } })),
      dashboard: vi.fn(async () => ({ dashboard: { title: 'Dashboard' } })),
    },
  };
  const parts = createMessageParts(i18n, loaders);
  return { i18n, loaders, parts };
}

describe('message parts', () => {
  it('an element’s namespaces load without the rest or other namespaces', async () => {
    const { i18n, loaders, parts } = fixture();
    await parts.wantNamespaces('zh_CN', ['calldata']);
    expect(i18n.t('calldata.title')).toBe('通话');
    expect(i18n.exists('dashboard.title')).toBe(false);
    expect(loaders.zh_CN.rest).not.toHaveBeenCalled();
    expect(loaders.zh_CN.dashboard).not.toHaveBeenCalled();
    expect(parts.hasNamespaces('zh_CN', ['calldata'])).toBe(true);
    expect(parts.hasNamespaces('zh_CN', ['dashboard'])).toBe(false);
    expect(parts.isComplete('zh_CN')).toBe(false);
  });

  it('a locale switched to later loads its boot part and the namespaces wanted so far, nothing else', async () => {
    const { loaders, parts } = fixture();
    await parts.wantNamespaces('zh_CN', ['calldata']);
    await parts.loadLocale('en');
    expect(loaders.en.boot).toHaveBeenCalledOnce();
    expect(loaders.en.calldata).toHaveBeenCalledOnce();
    expect(loaders.en.dashboard).not.toHaveBeenCalled();
    expect(loaders.en.rest).not.toHaveBeenCalled();
  });

  it('once every message is wanted, a locale loads whole and single namespaces are not fetched again', async () => {
    const { loaders, parts } = fixture();
    await parts.wantAll('zh_CN');
    await parts.wantNamespaces('zh_CN', ['dashboard']);
    expect(loaders.zh_CN.rest).toHaveBeenCalledOnce();
    expect(loaders.zh_CN.dashboard).not.toHaveBeenCalled();
    expect(parts.isComplete('zh_CN')).toBe(true);
    await parts.loadLocale('en');
    expect(loaders.en.rest).toHaveBeenCalledOnce();
  });

  it('a part asked for twice at once is fetched once', async () => {
    const { loaders, parts } = fixture();
    await Promise.all([
      parts.wantNamespaces('zh_CN', ['calldata']),
      parts.loadNamespacesOf('zh_CN', ['calldata']),
    ]);
    expect(loaders.zh_CN.boot).toHaveBeenCalledOnce();
    expect(loaders.zh_CN.calldata).toHaveBeenCalledOnce();
  });

  it('a key of a namespace not in memory loads that namespace and announces it', async () => {
    const { i18n, loaders, parts } = fixture();
    await parts.loadLocale('zh_CN');
    const added = vi.fn();
    i18n.store.on('added', added);
    parts.missing('zh_CN', 'dashboard.title');
    parts.missing('zh_CN', 'dashboard.other');
    parts.missing('zh_CN', 'image/png');
    await vi.waitFor(() => expect(i18n.t('dashboard.title')).toBe('仪表盘'));
    expect(loaders.zh_CN.dashboard).toHaveBeenCalledOnce();
    expect(added).toHaveBeenCalled();
  });

  it('a locale nobody can load is refused', async () => {
    const { parts } = fixture();
    await expect(parts.loadLocale('xx')).rejects.toThrow('No messages for locale "xx"');
  });
});
