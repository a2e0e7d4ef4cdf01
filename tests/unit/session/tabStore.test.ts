import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/core/i18n';
import type { TabEntry, TabMeta } from '../../../src/core/session';
import { createHarness } from './fakes';

function tab(
  fullPath: string,
  meta: Partial<TabMeta> = {},
  name = fullPath.split('/').pop() || 'x',
): TabEntry {
  return {
    fullPath,
    path: fullPath.split('?')[0],
    name,
    params: {},
    query: {},
    meta: { title: name, ...meta },
  };
}

/** A harness with tabs a, b, c, d open (b affixed) and the user on `current`. */
function withTabs(current = '/c') {
  const harness = createHarness();
  for (const entry of [tab('/a'), tab('/b', { affix: true }), tab('/c'), tab('/d')])
    harness.root.tabs.add(entry);
  harness.navigator.path = current;
  return harness;
}

const paths = (harness: ReturnType<typeof createHarness>) => harness.root.tabs.tabs.map((t) => t.fullPath);

describe('TabStore add (docs/behaviour.md#screens-and-routes multi-tab)', () => {
  it('tabs cannot be created for error, login, not-found or redirect routes', () => {
    const { root } = createHarness();
    root.tabs.add(tab('/exception', {}, 'Exception'));
    root.tabs.add(tab('/login', {}, 'Login'));
    root.tabs.add(tab('/no/such/page', {}, 'PageNotFound'));
    root.tabs.add(tab('/redirect/system/path', {}, 'Redirect'));
    expect(root.tabs.tabs).toEqual([]);
  });

  it('an existing path is updated, otherwise appended', () => {
    const { root } = createHarness();
    root.tabs.add(tab('/a'));
    root.tabs.add(tab('/b'));
    root.tabs.add({ ...tab('/a'), query: { q: '1' } });
    expect(root.tabs.tabs.map((t) => t.fullPath)).toEqual(['/a', '/b']);
    expect(root.tabs.tabs[0].query).toEqual({ q: '1' });
  });

  it('for a route with dynamicLevel the oldest tab with the same realPath is dropped at the limit', () => {
    const { root } = createHarness();
    const detail = (id: number) =>
      tab(`/account/enterpriseDetail/${id}`, { dynamicLevel: 2, realPath: '/account/enterpriseDetail' });
    root.tabs.add(tab('/a'));
    root.tabs.add(detail(1));
    root.tabs.add(detail(2));
    root.tabs.add(detail(3));
    expect(root.tabs.tabs.map((t) => t.fullPath)).toEqual([
      '/a',
      '/account/enterpriseDetail/2',
      '/account/enterpriseDetail/3',
    ]);
  });

  it('a detail tab is named by what its page shows, and keeps the name when its route is added again', () => {
    const { root } = createHarness();
    const id = '3f0c2a9e-0000-4000-8000-000000000001';
    root.tabs.add(tab(`/account/enterpriseDetail/${id}`, { dynamicLevel: 3 }));
    root.tabs.setSubject(`/account/enterpriseDetail/${id}`, 'Acme Logistics');
    root.tabs.setSubject('/not/open', 'Nobody');
    root.tabs.add(tab(`/account/enterpriseDetail/${id}`, { dynamicLevel: 3 }));
    expect(root.tabs.tabs.map((t) => [t.fullPath, t.subject])).toEqual([
      [`/account/enterpriseDetail/${id}`, 'Acme Logistics'],
    ]);
  });
});

describe('TabStore close (docs/behaviour.md#screens-and-routes)', () => {
  it('closing another tab does not navigate', () => {
    const harness = withTabs('/c');
    harness.root.tabs.close(tab('/d'));
    expect(paths(harness)).toEqual(['/a', '/b', '/c']);
    expect(harness.navigator.visits).toEqual([]);
  });

  it('closing the current tab moves to its neighbour', () => {
    const harness = withTabs('/c');
    harness.root.tabs.close(tab('/c'));
    expect(paths(harness)).toEqual(['/a', '/b', '/d']);
    expect(harness.navigator.path).toBe('/b');
  });

  it('closing the current first tab moves to the right', () => {
    const harness = withTabs('/a');
    harness.root.tabs.close(tab('/a'));
    expect(harness.navigator.path).toBe('/b');
  });

  it("closing the last tab goes to the user's home path or the default home", () => {
    const harness = createHarness();
    harness.root.tabs.add(tab('/a'));
    harness.navigator.path = '/a';
    harness.root.tabs.close(tab('/a'));
    expect(harness.root.tabs.tabs).toEqual([]);
    expect(harness.navigator.path).toBe('/dashboard');
  });

  it('an affixed tab is never closed', () => {
    const harness = withTabs('/b');
    harness.root.tabs.close(tab('/b', { affix: true }));
    expect(paths(harness)).toContain('/b');
  });

  it('close left keeps affixed tabs', () => {
    const harness = withTabs('/c');
    harness.root.tabs.closeLeft(tab('/c'));
    expect(paths(harness)).toEqual(['/b', '/c', '/d']);
  });

  it('close right', () => {
    const harness = withTabs('/c');
    harness.root.tabs.closeRight(tab('/b'));
    expect(paths(harness)).toEqual(['/a', '/b']);
    expect(harness.navigator.path).toBe('/b');
  });

  it('close others keeps the tab and the affixed ones', () => {
    const harness = withTabs('/c');
    harness.root.tabs.closeOthers(tab('/d'));
    expect(paths(harness)).toEqual(['/b', '/d']);
    expect(harness.navigator.path).toBe('/d');
  });

  it('close all: affixed tabs are never closed', () => {
    const harness = withTabs('/c');
    harness.root.tabs.closeAll();
    expect(paths(harness)).toEqual(['/b']);
    expect(harness.navigator.path).toBe('/b');
  });
});

describe('TabStore refresh, drag and persistence (docs/behaviour.md#screens-and-routes)', () => {
  it('refresh bumps the page key so the shell re-mounts it', () => {
    const harness = withTabs('/c');
    expect(harness.root.tabs.refreshKey('/c')).toBe(0);
    harness.root.tabs.refresh();
    harness.root.tabs.refresh(tab('/c'));
    expect(harness.root.tabs.refreshKey('/c')).toBe(2);
    expect(harness.root.tabs.refreshKey('/a')).toBe(0);
  });

  it('drag reordering moves a tab from one index to another', () => {
    const harness = withTabs();
    harness.root.tabs.move(0, 3);
    expect(paths(harness)).toEqual(['/b', '/c', '/d', '/a']);
    harness.root.tabs.move(0, 9);
    expect(paths(harness)).toEqual(['/b', '/c', '/d', '/a']);
  });

  it('the tab list is persisted locally when the cache setting is on', () => {
    const harness = createHarness();
    harness.root.tabs.add(tab('/a'));
    expect(harness.cache.getLocal('MULTIPLE_TABS')).toBeNull();
    harness.root.app.setProjectConfig({ multiTabsSetting: { cache: true } });
    harness.root.tabs.add(tab('/b'));
    expect(harness.cache.getLocal<TabEntry[]>('MULTIPLE_TABS')?.map((t) => t.fullPath)).toEqual(['/a', '/b']);
    const reloaded = createHarness({
      prepare: (cache) => {
        cache.setLocal('PROJECT_CONFIG', { multiTabsSetting: { cache: true } });
        cache.setLocal('MULTIPLE_TABS', harness.cache.getLocal('MULTIPLE_TABS'));
      },
    });
    expect(reloaded.root.tabs.tabs.map((t) => t.fullPath)).toEqual(['/a', '/b']);
  });

  it('turning the cache on stores the tabs already open; turning it off forgets them', () => {
    const harness = createHarness();
    harness.root.tabs.add(tab('/a'));
    harness.root.tabs.add(tab('/b'));
    harness.root.app.setProjectConfig({ multiTabsSetting: { cache: true } });
    expect(harness.cache.getLocal<TabEntry[]>('MULTIPLE_TABS')?.map((t) => t.fullPath)).toEqual(['/a', '/b']);
    harness.root.app.setProjectConfig({ multiTabsSetting: { cache: false } });
    expect(harness.cache.getLocal('MULTIPLE_TABS')).toBeNull();
  });

  it('with the cache setting off a stored list is not restored', () => {
    const { root } = createHarness({ prepare: (cache) => cache.setLocal('MULTIPLE_TABS', [tab('/a')]) });
    expect(root.tabs.tabs).toEqual([]);
  });

  it("tab-list actions while tabs are off fail with 'The multi-tab page is currently not open, please open it in the settings！'", () => {
    const harness = createHarness({ deps: { translate: i18n.getFixedT('en') } });
    harness.root.tabs.add(tab('/a'));
    harness.root.tabs.add(tab('/b'));
    harness.root.app.setProjectConfig({ multiTabsSetting: { show: false } });
    const message = 'The multi-tab page is currently not open, please open it in the settings！';
    expect(() => harness.root.tabs.closeAll()).toThrow(message);
    expect(() => harness.root.tabs.close(tab('/a'))).toThrow(message);
    expect(() => harness.root.tabs.closeLeft(tab('/b'))).toThrow(message);
    expect(() => harness.root.tabs.closeRight(tab('/a'))).toThrow(message);
    expect(() => harness.root.tabs.closeOthers(tab('/a'))).toThrow(message);
    expect(() => harness.root.tabs.move(0, 1)).toThrow(message);
    expect(harness.root.tabs.tabs.map((entry) => entry.fullPath)).toEqual(['/a', '/b']);
  });

  it('refresh still re-mounts the page while tabs are off: it needs no tab bar', () => {
    const harness = createHarness();
    harness.root.app.setProjectConfig({ multiTabsSetting: { show: false } });
    harness.root.tabs.refresh(tab('/a'));
    expect(harness.root.tabs.refreshKey('/a')).toBe(1);
  });

  it('pages that ignore keep-alive are left out of the kept-alive names', () => {
    const { root } = createHarness();
    root.tabs.add(tab('/a'));
    root.tabs.add(tab('/b', { ignoreKeepAlive: true }));
    expect(root.tabs.keepAliveNames).toEqual(['a']);
  });
});
