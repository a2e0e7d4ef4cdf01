import type { Locator, Page } from '@playwright/test';
import { screen } from './support/alarms';
import { expect, test } from './support/session';

/*
 * Popovers are Blueprint's PopoverNext (floating-ui), opened in Chromium under the served strict
 * Content-Security-Policy: the kit's department picker, export menu and date picker portal into their
 * element's own portal container (inside its shadow root) and sit just under their target, start-aligned;
 * a shell tooltip sits under its button. No policy violation, console warning or error on the way.
 */

declare global {
  interface Window {
    __popoverViolations?: string[];
  }
}

/** Collects policy violations and console warnings/errors from the next load on. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') noise.push(message.text());
  });
  page.on('pageerror', (error) => noise.push(error.message));
  await page.addInitScript(() => {
    window.__popoverViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__popoverViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
      true,
    );
  });
  await page.reload();
  return async () => [...noise, ...(await page.evaluate(() => window.__popoverViolations ?? []))];
}

/**
 * Expects `popover` (open) just under `target` and across its middle (a `bottom-start` menu near the right
 * edge is shifted left to stay on screen, its arrow still on the target), and, given the element `host`,
 * inside that element's portal container.
 */
async function expectUnder(target: Locator, popover: Locator, host?: Locator): Promise<void> {
  await expect(popover).toBeVisible();
  if (host) {
    const inPortal = await popover.evaluate((node) => {
      const root = node.getRootNode();
      return root instanceof ShadowRoot && Boolean(node.closest('.dc-portal-host'));
    });
    expect(inPortal, 'in the element’s portal container, inside its shadow root').toBe(true);
    expect(
      await host.evaluate(
        (element, node) => element.shadowRoot?.contains(node),
        await popover.elementHandle(),
      ),
    ).toBe(true);
  }
  // floating-ui settles the position a frame after opening: poll until it is right.
  await expect
    .poll(async () => {
      const [from, box] = [await target.boundingBox(), await popover.boundingBox()];
      if (!from || !box) return 'not laid out';
      const gap = box.y - (from.y + from.height);
      const middle = from.x + from.width / 2;
      const across = box.x <= middle && middle <= box.x + box.width;
      return gap >= 0 && gap <= 20 && across
        ? 'under'
        : `gap ${gap}, x ${box.x}–${box.x + box.width} vs ${middle}`;
    })
    .toBe('under');
}

test('acme: the department picker, export menu and date picker open under their targets, inside their element', async ({
  signInAs,
}) => {
  const page = await signInAs('acme', { path: '/app-mgr/attendance' });
  const problems = await watch(page);
  const attendance = await screen(page, 'attendance-list');
  await attendance.getByRole('tab', { name: '打卡记录' }).click();
  const dept = attendance.locator('#dc-att-records-dept');
  await dept.click();
  await expectUnder(
    dept,
    attendance.locator('.bp6-popover').filter({ has: page.locator('.dc-dept-picker') }),
    attendance,
  );
  await page.keyboard.press('Escape');
  await expect(attendance.locator('.dc-dept-picker')).toBeHidden();

  await page.goto('/#/data-mgr/cdr');
  const cdr = await screen(page, 'cdr-list');
  const exportButton = cdr.getByRole('button', { name: '导出', exact: true });
  await exportButton.click();
  await expectUnder(
    exportButton,
    cdr.locator('.bp6-popover').filter({ has: page.getByRole('menuitem', { name: '导出为 CSV' }) }),
    cdr,
  );
  await page.keyboard.press('Escape');

  const from = cdr.getByLabel('开始', { exact: true });
  await from.click();
  await expectUnder(from, cdr.locator('.bp6-popover').filter({ has: page.locator('.bp6-datepicker') }), cdr);
  await page.keyboard.press('Escape');

  // A shell tooltip (the console itself, outside any shadow root).
  const lock = page.getByTestId('lock-screen-button');
  await lock.hover();
  await expectUnder(lock, page.locator('.bp6-tooltip'));
  expect(await problems()).toEqual([]);
});
