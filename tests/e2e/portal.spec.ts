import { expect, type Page, test } from '@playwright/test';
import { openPortalPage, type Problems } from './support/portal';

/*
 * The embedding proof (docs/architecture.md#elements): demo/portal, a plain partner page with a strict
 * Content-Security-Policy, loads the built elements, signs in with <console-login>, and filters
 * <member-list> by the department chosen in <dept-tree> through the documented dc-dept-select event.
 * The build copies the page to dist/portal (scripts/build-portal.mjs).
 */

async function openPortal(page: Page, lang: 'zh_CN' | 'en'): Promise<Problems> {
  const problems = await openPortalPage(page, 'index.html', lang);
  await expect(page.locator('dept-tree').getByRole('treeitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('member-list').locator('.dc-grid-footer')).toBeVisible();
  return problems;
}

test('the portal page works under its strict CSP: sign-in, tree and members, no violation, no console error', async ({
  page,
}) => {
  const problems = await openPortal(page, 'zh_CN');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.locator('member-list').getByText(/共 \d+ 条/)).toBeVisible();
  // Open a popover and the form drawer too: portals, toasts and the table all live under the policy.
  await page.locator('member-list').getByRole('button', { name: '新增' }).click();
  await expect(page.locator('member-list').locator('.bp6-drawer')).toBeVisible();
  await page.locator('member-list').locator('.bp6-drawer').getByRole('button', { name: '取消' }).click();
  expect(problems.violations).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('choosing a department in <dept-tree> filters <member-list> through dc-dept-select', async ({
  page,
}) => {
  const problems = await openPortal(page, 'en');
  const tree = page.locator('dept-tree');
  const members = page.locator('member-list');
  // The total once the first page has arrived (the pager shows 0 before).
  await expect(members.locator('.dc-grid-body')).toHaveAttribute('aria-busy', 'false');
  await expect(members.getByText(/\d+ in total/)).toBeVisible();
  const all = Number(
    /(\d+) in total/.exec((await members.locator('.dc-grid-footer').textContent()) ?? '')![1],
  );

  const item = tree.getByRole('treeitem').nth(1);
  const name = (await item.locator('.bp6-tree-node-label').textContent()) ?? '';
  const count = Number(await item.locator('.bp6-tree-node-secondary-label').textContent());
  await item.click();
  await expect(members).toHaveAttribute('dept-id', /.+/);
  await expect(page.locator('#portal-filter')).toHaveText(name);
  await expect(members.getByText(`${count} in total`)).toBeVisible();
  expect(count).toBeLessThan(all);

  await tree.getByRole('button', { name: /All departments/ }).click();
  await expect(members).not.toHaveAttribute('dept-id', /.*/);
  await expect(members.getByText(`${all} in total`)).toBeVisible();
  expect(problems.violations).toEqual([]);
});

test('the page’s CSS does not change the elements, and theirs does not change the page', async ({ page }) => {
  await openPortal(page, 'en');
  // The page: only its own stylesheet, and its Blueprint-named button keeps the page's look.
  const pageSheets = await page.evaluate(() => ({
    sheets: [...document.styleSheets].map((sheet) => sheet.href?.split('/').pop() ?? 'inline'),
    styleElements: document.querySelectorAll('style').length,
  }));
  expect(pageSheets).toEqual({ sheets: ['portal.css'], styleElements: 0 });
  const probe = await page.locator('#portal-probe').evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: style.borderTopStyle, font: style.fontFamily };
  });
  expect(probe).toEqual({
    background: 'rgb(255, 192, 203)',
    border: 'dashed',
    font: '"Courier New", monospace',
  });

  // The elements: the page's `button`, `.bp6-button`, `input` and `div[role=tree]` rules stay outside.
  const inside = await page.evaluate(() => {
    const members = document.querySelector('member-list')!.shadowRoot!;
    const tree = document.querySelector('dept-tree')!.shadowRoot!;
    const button = getComputedStyle(members.querySelector('.dc-filter-bar button')!);
    const input = getComputedStyle(members.querySelector('.dc-filter-bar input')!);
    const treeBox = getComputedStyle(tree.querySelector('[role=tree]')!);
    return {
      buttonBackground: button.backgroundColor,
      buttonBorder: button.borderTopStyle,
      buttonFont: button.fontFamily,
      inputBorder: `${input.borderTopWidth} ${input.borderTopStyle} ${input.borderTopColor}`,
      treeBorder: treeBox.borderTopStyle,
    };
  });
  expect(inside.buttonBackground).not.toBe('rgb(255, 192, 203)');
  expect(inside.buttonBorder).not.toBe('dashed');
  expect(inside.buttonFont).not.toContain('Courier');
  expect(inside.inputBorder).not.toBe('2px solid rgb(255, 0, 0)');
  expect(inside.treeBorder).toBe('none');
});

test('the server’s messages show on the partner page too: in the first visible element', async ({ page }) => {
  await openPortal(page, 'en');
  // The platform refuses the next member query (as it would a stale filter or an overload).
  await page.route(
    (url) => url.pathname.endsWith('/api/localuser/page'),
    (route) =>
      route.fulfill({ json: { code: '-1', message: 'The directory is busy, try again', data: null } }),
  );
  const members = page.locator('member-list');
  await members.getByRole('button', { name: 'Refresh', exact: true }).click();
  // <console-login> came first but is hidden now; <dept-tree> is the first visible element.
  await expect(page.locator('dept-tree').locator('.bp6-toast')).toContainText(
    'The directory is busy, try again',
  );
  await expect(page.locator('console-login').locator('.bp6-toast')).toHaveCount(0);
  await expect(members.locator('.bp6-toast')).toHaveCount(0);
});
