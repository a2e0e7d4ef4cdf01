import { afterEach, describe, expect, it } from 'vitest';
import { installErrorCapture } from '../../../src/core/session';
import { createHarness } from './fakes';

const at = (iso: string) => ({
  now: () => new Date(iso).getTime(),
  setTimeout: () => 0,
  clearTimeout: () => {},
});

describe('ErrorLogStore (spec §3, §4)', () => {
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
      name: 'Ajax Error!',
      file: '-',
      stack: '-',
      detail: { params: { pageNum: 1 }, method: 'POST', headers: { lang: 'en_US' } },
    });
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

describe('installErrorCapture (spec §8)', () => {
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
      detail: 'lineno3colno7',
    });
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
    expect(root.errorLog.entries[0]).toMatchObject({ type: 'promise', message: 'rejected' });
  });

  it('records resource-load errors, which do not bubble, in the capture phase', () => {
    const { root } = createHarness();
    dispose = installErrorCapture(window, root.errorLog);
    const image = document.createElement('img');
    image.setAttribute('src', '/missing.png');
    document.body.append(image);
    image.dispatchEvent(new Event('error', { bubbles: false }));
    expect(root.errorLog.entries[0]).toMatchObject({
      type: 'resource',
      file: '/missing.png',
      message: 'img is load error',
    });
  });

  it('the dispose function removes the listeners', () => {
    const { root } = createHarness();
    installErrorCapture(window, root.errorLog)();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after', filename: 'a.js' }));
    expect(root.errorLog.entries).toEqual([]);
  });
});
