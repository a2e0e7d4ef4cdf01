import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';

/*
 * An element's own `locale` loads that locale's messages as the page's locale would: on an English page,
 * `locale="zh_CN"` draws with the default's screen messages, not only its boot part (which the bundle keeps
 * in memory) — so no raw keys such as `calldata.cdr.title`. The shared setup loads every message; this file
 * takes fresh modules, where only the bundled boot part is in memory, as on a partner's page.
 */
async function freshPage() {
  vi.resetModules();
  const i18n = await import('../../../src/core/i18n');
  const { defineElement } = await import('../../../src/elements/kit/element/defineElement');
  const { setPageKitCore } = await import('../../../src/elements/kit/element/kitCore');
  const harness = await import('./elementTestHarness');
  const { useTranslation } = await import('react-i18next');
  function Title() {
    const { t } = useTranslation();
    return (
      <p>
        <span className="title">{t('calldata.cdr.title')}</span>{' '}
        <span className="export">{t('kit.export.all')}</span>
      </p>
    );
  }
  const kit = harness.createKitHarness();
  // Elements draw for a signed-in session only (docs/architecture.md#session).
  harness.signIn(kit);
  setPageKitCore(kit.core);
  await i18n.setLocale('en');
  return { i18n, harness, defineTitle: (tag: string) => defineElement({ tag, component: Title }).define() };
}

describe('an element pinned to its own locale', () => {
  let removePolyfill: (() => void) | undefined;
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    removePolyfill?.();
    document.body.innerHTML = '';
  });

  it('locale="zh_CN" on an English page shows the Chinese messages once they are loaded', async () => {
    const { i18n, harness, defineTitle } = await freshPage();
    removePolyfill = harness.installAdoptedStyleSheetsPolyfill();
    expect(i18n.hasAllMessages('zh_CN')).toBe(false);
    const tag = harness.uniqueTag('locale-pinned');
    defineTitle(tag);
    const element = document.createElement(tag);
    element.setAttribute('locale', 'zh_CN');
    await harness.connect(element);
    const text = (selector: string) => element.shadowRoot!.querySelector(selector)?.textContent;
    await act(async () => {
      await vi.waitFor(() => expect(text('.title')).toBe('通话记录'));
    });
    expect(text('.export')).toBe('导出');
    expect(i18n.hasAllMessages('zh_CN')).toBe(true);
  });

  it('an element without the attribute follows the page (English)', async () => {
    const { harness, defineTitle } = await freshPage();
    removePolyfill = harness.installAdoptedStyleSheetsPolyfill();
    const tag = harness.uniqueTag('locale-page');
    defineTitle(tag);
    const element = await harness.connect(document.createElement(tag));
    await act(async () => {
      await vi.waitFor(() =>
        expect(element.shadowRoot!.querySelector('.title')?.textContent).toBe(en.calldata.cdr.title),
      );
    });
  });
});
