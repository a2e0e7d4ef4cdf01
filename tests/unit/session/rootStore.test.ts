import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS } from '../../../src/core/config/constants';
import { sessionHttpHooks } from '../../../src/core/session';
import { createHarness } from './fakes';

describe('NoticeStore (docs/behaviour.md#errors)', () => {
  afterEach(() => vi.useRealTimers());

  it('message notices are queued and leave after 3 seconds', () => {
    vi.useFakeTimers();
    const { root } = createHarness();
    root.notices.message('success', 'Saved');
    expect(root.notices.notices).toMatchObject([{ kind: 'success', text: 'Saved', modal: false }]);
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    expect(root.notices.notices).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(root.notices.notices).toEqual([]);
  });

  it('modal notices carry a title and stay until dismissed', () => {
    vi.useFakeTimers();
    const { root } = createHarness();
    const id = root.notices.modal('error', 'Error', 'The request failed');
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS * 10);
    expect(root.notices.notices).toMatchObject([{ id, title: 'Error', modal: true }]);
    root.notices.dismiss(id);
    expect(root.notices.notices).toEqual([]);
  });
});

describe('RootStore', () => {
  it('reaching /login resets app, permission, tab and user state', async () => {
    const { root, cache, routeRegistry } = createHarness();
    await root.user.login({ username: 'a', password: 'b' });
    root.tabs.add({ fullPath: '/x', path: '/x', name: 'x', params: {}, query: {}, meta: { title: 'x' } });
    root.resetAll();
    expect(routeRegistry.resetRoutes).toHaveBeenCalledOnce();
    expect(cache.getLocal('TOKEN')).toBeNull();
    expect(root.permission.isDynamicAddedRoute).toBe(false);
    expect(root.permission.menus).toEqual([]);
    expect(root.tabs.tabs).toEqual([]);
    expect(root.user.token).toBeUndefined();
    expect(root.user.userInfo).toBeNull();
  });

  it('serves the HTTP client hooks: token, locale, notifier and session expiry', async () => {
    const { root, navigator } = createHarness();
    const hooks = sessionHttpHooks(root);
    root.user.useToken('abc');
    expect(hooks.getToken()).toBe('abc');
    expect(hooks.getLocale()).toBe('zh_CN');
    expect(hooks.notifier).toBe(root.notices);
    hooks.onUnauthorized('401');
    await vi.waitFor(() => expect(navigator.path).toBe('/login'));
    expect(root.user.token).toBeUndefined();
  });

  it('a request that failed for good lands in the client error log as an ajax entry', () => {
    const { root } = createHarness();
    const hooks = sessionHttpHooks(root);
    hooks.onRequestFailure?.({
      url: '/cdr/page',
      method: 'POST',
      message: 'Server error',
      status: 500,
      params: '{"pageNum":1}',
      headers: { lang: 'zh_CN' },
    });
    expect(root.errorLog.entries).toMatchObject([
      { type: 'ajax', url: '/cdr/page', message: '500 Server error', detail: { method: 'POST' } },
    ]);
  });

  it('an ajax entry records the failed call’s stack, with the session token masked', () => {
    const { root } = createHarness();
    root.user.useToken('secret-token-42');
    sessionHttpHooks(root).onRequestFailure?.({
      url: '/cdr/page',
      method: 'POST',
      message: 'Server error',
      headers: { lang: 'zh_CN' },
      stack: 'HttpError: Server error secret-token-42\n    at run (client.ts:160:21)',
    });
    expect(root.errorLog.entries[0].stack).toBe('HttpError: Server error ***\n    at run (client.ts:160:21)');
  });
});
