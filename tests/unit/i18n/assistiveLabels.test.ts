import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../../src/core/config/constants';
import { setLocale, translateAssistiveLabels } from '../../../src/core/i18n';

/*
 * Blueprint's English assistive labels that no prop replaces (src/core/i18n/assistiveLabels.ts): given
 * the reader's words where they are drawn, when drawn later, when Blueprint writes them again, and again
 * when the language changes; nothing else is touched.
 */

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function labelled(label: string): HTMLElement {
  const element = document.createElement('span');
  element.setAttribute('aria-label', label);
  document.body.append(element);
  return element;
}

describe('Blueprint’s English assistive labels', () => {
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    document.body.innerHTML = '';
    await setLocale(DEFAULT_LOCALE);
  });

  it('are translated where they are, as they appear, and when written again', async () => {
    const spinner = labelled('loading');
    const ours = labelled('加载');
    stop = translateAssistiveLabels(document);
    expect(spinner.getAttribute('aria-label')).toBe('加载中');
    const arrow = labelled('Increase minutes');
    const input = labelled('decrement');
    await flush();
    expect(arrow.getAttribute('aria-label')).toBe('增加分钟');
    expect(input.getAttribute('aria-label')).toBe('减少');
    spinner.setAttribute('aria-label', 'loading');
    await flush();
    expect(spinner.getAttribute('aria-label')).toBe('加载中');
    expect(ours.getAttribute('aria-label')).toBe('加载');
  });

  it('follow the language, and stop when no longer watched', async () => {
    const spinner = labelled('loading');
    stop = translateAssistiveLabels(document);
    await setLocale('en');
    expect(spinner.getAttribute('aria-label')).toBe('Loading');
    stop();
    stop = undefined;
    const later = labelled('loading');
    await flush();
    expect(later.getAttribute('aria-label')).toBe('loading');
  });
});
