import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../../src/core/i18n';
import { type ErrorLogField, installErrorCapture, isErrorLogText } from '../../../src/core/session';
import { createHarness } from './fakes';

/** What the log page shows for a field, in the shared i18n instance's language (zh_CN in tests). */
const shown = (field: ErrorLogField | undefined) =>
  field === undefined || !isErrorLogText(field) ? field : t(field.textKey, field.params);

const at = (iso: string) => ({
  now: () => new Date(iso).getTime(),
  setTimeout: () => 0,
  clearTimeout: () => {},
});

describe('ErrorLogStore (docs/behaviour.md#entities, docs/behaviour.md#states)', () => {
  it('entries carry message, type and a YYYY-MM-DD HH:mm:ss time, newest first', () => {
    const { root } = createHarness({ deps: { clock: at('2026-03-04T05:06:07') } });
    root.errorLog.add({ type: 'script', message: 'first' });
    root.errorLog.add({ type: 'promise', message: 'second' });
    expect(root.errorLog.entries.map((e) => e.message)).toEqual(['second', 'first']);
    expect(root.errorLog.entries[0].time).toBe('2026-03-04 05:06:07');
    expect(root.errorLog.count).toBe(2);
  });

  it('ajax errors also carry url, name, file, stack and detail (params, method, headers)', () => {
    const { root } = createHarness();
    root.errorLog.addAjaxError({
      url: '/api/cdr/page',
      message: 'timeout',
      method: 'POST',
      params: { pageNum: 1 },
      headers: { lang: 'en_US' },
    });
    expect(root.errorLog.entries[0]).toMatchObject({
      type: 'ajax',
      url: '/api/cdr/page',
      file: '-',
      stack: '-',
      detail: { params: { pageNum: 1 }, method: 'POST', headers: { lang: 'en_US' } },
    });
    expect(shown(root.errorLog.entries[0].name)).toBe('请求错误');
  });

  it('an ajax entry keeps the stack it is given', () => {
    const { root } = createHarness();
    const stack = 'HttpError: timeout\n    at run (client.ts:160:21)';
    root.errorLog.addAjaxError({ url: '/api/cdr/page', message: 'timeout', stack });
    expect(root.errorLog.entries[0].stack).toBe(stack);
  });

  it('component errors are recorded with type react', () => {
    const { root } = createHarness();
    root.errorLog.addComponentError(new TypeError('boom'), '\n  at CdrList');
    expect(root.errorLog.entries[0]).toMatchObject({ type: 'react', name: 'TypeError', message: 'boom' });
  });

  it('client error capture is enabled by a setting', () => {
    const { root } = createHarness();
    root.app.setProjectConfig({ useErrorHandle: false });
    root.errorLog.add({ type: 'script', message: 'ignored' });
    expect(root.errorLog.entries).toEqual([]);
  });

  it('clear empties the log', () => {
    const { root } = createHarness();
    root.errorLog.add({ type: 'script', message: 'x' });
    root.errorLog.clear();
    expect(root.errorLog.count).toBe(0);
  });
});

describe('installErrorCapture (docs/behaviour.md#errors)', () => {
  let dispose = () => {};
  afterEach(() => {
    dispose();
    document.body.innerHTML = '';
  });

  it('records script errors', () => {
    const { root } = createHarness();
    dispose = installErrorCapture(window, root.errorLog);
    const error = new RangeError('bad');
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'bad', filename: 'app.js', lineno: 3, colno: 7, error }),
    );
    expect(root.errorLog.entries[0]).toMatchObject({
      type: 'script',
      message: 'bad',
      file: 'app.js',
      name: 'RangeError',
    });
    expect(shown(root.errorLog.entries[0].detail as ErrorLogField)).toBe('第 3 行，第 7 列');
  });

  it('cross-origin script errors with no file are ignored', () => {
    const { root } = createHarness();
    dispose = installErrorCapture(window, root.errorLog);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(root.errorLog.entries).toEqual([]);
  });

  it('records unhandled promise rejections', () => {
    const { root } = createHarness();
    dispose = installErrorCapture(window, root.errorLog);
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    Object.defineProperty(event, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(event);
    const [entry] = root.errorLog.entries;
    expect(entry).toMatchObject({ type: 'promise', message: 'rejected' });
    expect(entry.stack).toContain('rejected');
    expect(shown(entry.name)).toBe('Promise 错误');
  });

  it('records resource-load errors, which do not bubble, in the capture phase', () => {
    const { root } = createHarness();
    dispose = installErrorCapture(window, root.errorLog);
    const image = document.createElement('img');
    image.setAttribute('src', '/missing.png');
    document.body.append(image);
    image.dispatchEvent(new Event('error', { bubbles: false }));
    const [entry] = root.errorLog.entries;
    expect(entry).toMatchObject({ type: 'resource', file: '/missing.png' });
    expect(shown(entry.message)).toBe('<img> 加载失败');
    expect(shown(entry.name)).toBe('资源加载错误');
    expect(shown(entry.stack)).toBe('资源未找到');
  });

  it('its fixed texts are kept as keys, so the page shows them in the language chosen later', async () => {
    const { root } = createHarness();
    dispose = installErrorCapture(window, root.errorLog);
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error', { bubbles: false }));
    const [entry] = root.errorLog.entries;
    await setLocale('en');
    try {
      expect(shown(entry.message)).toBe('<img> failed to load');
      expect(shown(entry.name)).toBe('Resource loading error');
    } finally {
      await setLocale('zh_CN');
    }
  });

  it('the dispose function removes the listeners', () => {
    const { root } = createHarness();
    installErrorCapture(window, root.errorLog)();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after', filename: 'a.js' }));
    expect(root.errorLog.entries).toEqual([]);
  });
});
