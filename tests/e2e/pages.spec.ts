import type { Locator } from '@playwright/test';
import { expect, test } from './support/session';

/** The picker's icons that draw no SVG path (an icon whose paths never loaded draws an empty <svg>). */
function undrawnIcons(picker: Locator): Promise<string[]> {
  return picker
    .locator('.dc-icon-picker__item')
    .evaluateAll((items) =>
      items
        .filter((item) => ![...item.querySelectorAll('svg path')].some((path) => path.getAttribute('d')))
        .map((item) => item.getAttribute('data-icon') ?? ''),
    );
}

test.describe('system pages', () => {
  test('about: version 2.10.1, build time, platform and dependencies with versions', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/about/index' });
    await expect(page.getByTestId('about-version')).toHaveText('2.10.1');
    await expect(page.getByTestId('about-platform')).toContainText('调度管理平台');
    // docs/behaviour.md#constants: YYYY-MM-DD HH:mm:ss
    await expect(page.getByTestId('about-build-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const dependencies = page.getByTestId('about-dependency');
    // The installed version, an exact semver, never package.json's range (^6.20.0).
    await expect(dependencies.filter({ hasText: '@blueprintjs/core' }).locator('td').nth(1)).toHaveText(
      /^\d+\.\d+\.\d+$/,
    );
    await expect(dependencies.filter({ hasText: 'react-router-dom' })).toHaveCount(1);
    await expect(page.getByTestId('about-page')).not.toContainText('^');
    // Server-only packages are no part of the console.
    for (const serverOnly of ['fastify', 'better-sqlite3', 'kysely', 'exceljs']) {
      await expect(
        dependencies.filter({ has: page.getByRole('cell', { name: serverOnly, exact: true }) }),
      ).toHaveCount(0);
    }
  });

  test('error log: a script error is recorded, counted in the header and listed', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/error-log/list' });
    await expect(page.getByTestId('error-log-page')).toContainText('暂无数据');
    await page.getByTestId('fire-script-error').click();
    await expect(page.getByTestId('error-log-row')).toHaveCount(1);
    await expect(page.getByTestId('error-log-row')).toContainText('Simulated script error');
    await expect(page.getByTestId('error-log-row')).toContainText('脚本');
    await expect(page.getByTestId('error-log-count')).toHaveText('1');
  });

  test('error log: a resource-load error is listed in the person’s language', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/error-log/list' });
    await page.getByRole('button', { name: '模拟资源加载错误' }).click();
    const row = page.getByTestId('error-log-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('<img> 加载失败');
    await row.getByRole('button', { name: '详情' }).click();
    await expect(page.getByTestId('error-log-detail-name')).toHaveText('资源加载错误');
    await expect(page.getByTestId('error-log-detail-stack')).toHaveText('资源未找到');
  });

  test('error log: an element that fails to render is recorded as a render error', async ({ signInAs }) => {
    const page = await signInAs('acme', { path: '/error-log/list' });
    await expect(page.getByTestId('error-log-page')).toContainText('暂无数据');
    // A host page gives an element an attribute it cannot parse: its frame's boundary catches the throw.
    await page.evaluate(() => {
      const list = document.createElement('cdr-list');
      list.setAttribute('page-size', 'lots');
      document.body.appendChild(list);
    });
    await expect(page.locator('cdr-list [role="alert"]')).toContainText('page-size');
    const row = page.getByTestId('error-log-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('渲染');
    await expect(row).toContainText('page-size');
    await expect(page.getByTestId('error-log-count')).toHaveText('1');
  });

  test('icon picker: 140 per page, search, copy the name', async ({ signInAs }) => {
    const page = await signInAs('acme');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '图标选择' }).click();
    const picker = page.getByTestId('icon-picker');
    await expect(picker.locator('.dc-icon-picker__item')).toHaveCount(140);
    await picker.getByTestId('icon-picker-search').fill('cog');
    await expect(picker.locator('.dc-icon-picker__item')).toHaveCount(1);
    await expect(picker.getByTestId('icon-picker-page')).toHaveText('第 1 / 1 页（共 1 个图标）');
    await picker.getByRole('button', { name: 'cog' }).click();
    await expect(page.getByTestId('icon-picker-chosen')).toHaveText('已选择：cog');
  });

  test('icon picker: icons still draw after an element screen loaded, and a click copies the name', async ({
    signInAs,
  }) => {
    // An element screen installs the kit's static icon loader for the whole page.
    const page = await signInAs('acme', { path: '/dashboard/index' });
    await expect(page.locator('dashboard-monitor [data-figure]').first()).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '图标选择' }).click();
    const picker = page.getByTestId('icon-picker');
    await expect(picker.locator('.dc-icon-picker__item')).toHaveCount(140);
    // Blueprint's `blank` icon is empty by design; every other icon on the first page has paths.
    await expect.poll(() => undrawnIcons(picker)).toEqual(['blank']);

    await picker.getByTestId('icon-picker-search').fill('cog');
    await expect(picker.locator('.dc-icon-picker__item')).toHaveCount(1);
    await expect.poll(() => undrawnIcons(picker)).toEqual([]);
    await picker.getByRole('button', { name: 'cog' }).click();
    await expect(page.getByTestId('icon-picker-chosen')).toHaveText('已选择：cog');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('cog');
  });
});
