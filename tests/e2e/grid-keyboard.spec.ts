import type { Locator, Page } from '@playwright/test';
import { screen } from './support/alarms';
import { seriousViolations } from './support/axe';
import { escapeFrom } from './support/overlays';
import { expect, test } from './support/session';

/*
 * The data grid as an ARIA grid, in Chromium, on <cdr-list> as acme: one Tab stop, arrow keys inside, the
 * filter bar's calendars opening on request only, and axe clean.
 */

interface Focused {
  text: string;
  label: string | null;
  role: string | null;
  inGrid: boolean;
  /** aria-rowindex of the grid row that owns the focused cell. */
  rowIndex: string | null;
  colIndex: string | null;
}

/** The element that has the keyboard, through the element's shadow root. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const cell = active?.closest('[role="gridcell"], [role="columnheader"]');
    const root = active?.getRootNode() as ShadowRoot | Document | undefined;
    const row = cell?.id ? root?.querySelector(`[role="row"][aria-owns~="${cell.id}"]`) : null;
    return {
      text: (active?.textContent ?? '').trim(),
      label: active?.getAttribute('aria-label') ?? null,
      role: active?.getAttribute('role') ?? null,
      inGrid: Boolean(active?.closest('.dc-grid-body')),
      rowIndex: row?.getAttribute('aria-rowindex') ?? null,
      colIndex: cell?.getAttribute('aria-colindex') ?? null,
    };
  });
}

/** The call records of the last 30 days, once the grid shows them. */
async function lastThirtyDays(page: Page): Promise<Locator> {
  const cdr = await screen(page, 'cdr-list');
  await cdr.locator('#dc-record-range').selectOption('last30Days');
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/cdr/page'));
  await cdr.getByRole('button', { name: '查询' }).click();
  await listed;
  await expect(cdr.locator('.dc-grid-body')).toHaveAttribute('aria-busy', 'false');
  await expect(cdr.getByRole('button', { name: '详情' }).first()).toBeVisible();
  return cdr;
}

test('<cdr-list>: the first row’s Details is at most 10 Tab presses from the first control; the arrows move inside the grid', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const cdr = await lastThirtyDays(page);

  // The element's first control: the toolbar's export button.
  await cdr.getByRole('toolbar').getByRole('button').first().focus();
  let presses = 0;
  while (!(await focused(page)).inGrid && presses < 40) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(presses).toBeLessThanOrEqual(10);
  // The grid's one tab stop: the first row's first cell.
  expect(await focused(page)).toMatchObject({ role: 'gridcell', rowIndex: '2', colIndex: '1' });
  // End: the row's last cell, its Details button.
  await page.keyboard.press('End');
  await expect(cdr.getByRole('button', { name: '详情' }).first()).toBeFocused();
  expect(await focused(page)).toMatchObject({ rowIndex: '2', text: '详情' });

  // The arrows, Home, PageDown/PageUp and the header row.
  await page.keyboard.press('ArrowLeft');
  expect(await focused(page)).toMatchObject({ role: 'gridcell', rowIndex: '2' });
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toMatchObject({ role: 'gridcell', rowIndex: '3', colIndex: '1' });
  await page.keyboard.press('PageDown');
  const paged = await focused(page);
  expect(Number(paged.rowIndex)).toBeGreaterThan(3);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // The header's first cell is the start time's sort button.
  expect(await focused(page)).toMatchObject({ rowIndex: '1', colIndex: '1' });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toMatchObject({ rowIndex: '3', colIndex: '1' });

  // Enter on a row's cell opens its details; closing them gives the keyboard back to that cell.
  const detail = cdr.locator('[part="detail"]');
  await page.keyboard.press('Enter');
  await expect(detail).toBeVisible();
  await escapeFrom(page, cdr);
  await expect(detail).toHaveCount(0);
  expect(await focused(page)).toMatchObject({ rowIndex: '3', colIndex: '1' });

  // Tab leaves the grid (to the pager), Shift+Tab comes back to the same cell.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inGrid).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toMatchObject({ rowIndex: '3', colIndex: '1' });

  // The rows are counted across pages: page 2's first row is the 22nd of the grid (header first).
  const grid = cdr.locator('[role="grid"]');
  const total = Number(/共 (\d+) 条/.exec((await cdr.locator('.dc-grid-footer').textContent()) ?? '')?.[1]);
  await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));
  await cdr.getByLabel('下一页').click();
  await expect(grid.locator('[role="row"]').nth(1)).toHaveAttribute('aria-rowindex', '22');
});

test('<cdr-list>: a time field’s calendar opens on Enter, ArrowDown or a click, not when the field takes the focus', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const cdr = await screen(page, 'cdr-list');
  const from = cdr.getByRole('combobox', { name: '开始' });
  const calendar = cdr.locator('.bp6-datepicker');
  await cdr.locator('#dc-record-range').focus();
  await page.keyboard.press('Tab');
  await expect(from).toBeFocused();
  await expect(calendar).toHaveCount(0);
  // Tab goes on to the other bound, past the closed calendar.
  await page.keyboard.press('Tab');
  await expect(cdr.getByRole('combobox', { name: '结束' })).toBeFocused();
  await expect(calendar).toHaveCount(0);

  await from.focus();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await expect(from).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await from.focus();
  await page.keyboard.press('ArrowDown');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await from.click();
  await expect(calendar).toBeVisible();
});

test('<cdr-list> with its grid focused has no serious accessibility violation', async ({ signInAs }) => {
  // axe over a page of 13 columns takes 20 to 40 s on a loaded 2-core machine (the same without the grid's roles).
  test.slow();
  const page = await signInAs('acme', { path: '/data-mgr/cdr' });
  const cdr = await lastThirtyDays(page);
  await cdr.locator('[role="gridcell"]').first().click();
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).inGrid).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});
