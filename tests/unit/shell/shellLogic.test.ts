import type { IconName } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { ASYNC_ROUTES } from '../../../src/contract';
import { filterRoutesForUser, resolveRoutes } from '../../../src/core/routes';
import type { TabEntry } from '../../../src/core/session';
import { filterIconNames } from '../../../src/shell/components/IconPicker';
import { loginMethodEnabled } from '../../../src/shell/login/loginMethods';
import { findPage, pagesOf, SHELL_PAGES } from '../../../src/shell/routing/pageRoutes';
import { buildPageTitle } from '../../../src/shell/routing/pageTitle';
import { wrapIndex } from '../../../src/shell/search/MenuSearchModal';
import { tabActionEnabled } from '../../../src/shell/tabs/tabActions';

const translate = (key: string) => ({ 'routes.enterprise.dept': 'Departments' })[key] ?? key;

describe('page title (docs/behaviour.md#screens-and-routes guard rule 5)', () => {
  it('is the translated route title, a dash, then the web title', () => {
    expect(buildPageTitle('routes.enterprise.dept', 'Dispatch', translate)).toBe('Departments - Dispatch');
  });
  it('is the web title alone when the route has no title', () => {
    expect(buildPageTitle(undefined, 'Dispatch', translate)).toBe('Dispatch');
  });
});

describe('router pages from the resolved routes (docs/behaviour.md#screens-and-routes resolution rules)', () => {
  const routes = resolveRoutes(
    filterRoutesForUser(ASYNC_ROUTES, { roles: ['ADMIN'], permCodes: [], showAdvancedConfig: false }),
  );
  const { pages, redirects } = pagesOf(routes);

  it('each group path redirects to its first screen', () => {
    expect(redirects).toContainEqual({ pattern: '/account', to: '/account/enterprise' });
    expect(redirects).toContainEqual({ pattern: '/dashboard', to: '/dashboard/index' });
  });

  it('a :param route matches a filled path and gives its params', () => {
    const matched = findPage([...pages, ...SHELL_PAGES], '/account/enterpriseDetail/42');
    expect(matched?.page.name).toBe('enterpriseDetail');
    expect(matched?.params).toEqual({ id: '42' });
  });

  it('the system pages are found after the user routes; anything else is not found', () => {
    expect(findPage([...pages, ...SHELL_PAGES], '/error-log/list')?.page.name).toBe('ErrorLogList');
    expect(findPage([...pages, ...SHELL_PAGES], '/nowhere')).toBeNull();
  });

  it('routes the role may not see are absent (enterprise screens for an admin)', () => {
    expect(findPage(pages, '/org/dept')).toBeNull();
  });
});

describe('menu search keys (docs/behaviour.md#screens-and-routes)', () => {
  it('Up and Down wrap around', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
});

describe('tab actions (docs/behaviour.md#screens-and-routes multi-tab)', () => {
  const tab = (path: string, affix = false): TabEntry => ({
    fullPath: path,
    path,
    name: path,
    params: {},
    query: {},
    meta: { title: path, affix },
  });
  const tabs = [tab('/a', true), tab('/b'), tab('/c')];

  it('an affixed tab cannot be closed, and close-left skips affixed tabs', () => {
    expect(tabActionEnabled('close', tabs, 0)).toBe(false);
    expect(tabActionEnabled('closeLeft', tabs, 1)).toBe(false);
    expect(tabActionEnabled('closeLeft', tabs, 2)).toBe(true);
  });
  it('close right needs a closable tab on the right; close all needs any closable tab', () => {
    expect(tabActionEnabled('closeRight', tabs, 2)).toBe(false);
    expect(tabActionEnabled('closeRight', tabs, 0)).toBe(true);
    expect(tabActionEnabled('closeAll', [tab('/a', true)], 0)).toBe(false);
  });
});

describe('icon picker search', () => {
  it('keeps the names that contain the query, case-insensitive', () => {
    const names = ['add', 'add-row-top', 'search', 'cog'] as IconName[];
    expect(filterIconNames(names, 'ADD')).toEqual(['add', 'add-row-top']);
    expect(filterIconNames(names, '  ')).toEqual(names);
  });
});

describe('sign-in variants', () => {
  it('are enabled only when the platform says so', () => {
    const info = {
      webTitle: 'x',
      version: '1',
      wsport: 1,
      loginMethods: { register: true, forgotPassword: false, mobile: false, qrCode: false },
    };
    expect(loginMethodEnabled(info, 'register')).toBe(true);
    expect(loginMethodEnabled(info, 'qr-code')).toBe(false);
    expect(loginMethodEnabled(null, 'register')).toBe(false);
  });
});
