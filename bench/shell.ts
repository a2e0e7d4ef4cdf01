import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startBenchServer } from './support/benchServer';
import { median } from './support/stats';

const { server, stop } = await startBenchServer('shell');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
try {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();

  // The weights of these pages are bench/wire-weight.ts's (bytes on the wire); this one times them.
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill('acme');
  await page.getByTestId('login-password').fill('Acme@1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('current-user').waitFor();
  await page.locator('dashboard-monitor').waitFor();
  console.log('Shell timings:');

  // Members screen: from navigation to the first rows painted inside its shadow root.
  const started = Date.now();
  await page.goto('/#/org/localuser');
  await page.locator('member-list').locator('.bp6-table-cell').first().waitFor({ timeout: 30_000 });
  console.log(`  /org/localuser navigation to first member rows: ${Date.now() - started} ms`);

  // Tab switching between two kept screens.
  await page.goto('/#/org/dept');
  await page.locator('[data-testid="current-page"][data-page="/org/dept"]').waitFor();
  const tabs = page.getByTestId('tab-bar').getByTestId('tab');
  const samples: number[] = [];
  for (let round = 0; round < 10; round++) {
    for (const target of ['/org/localuser', '/org/dept']) {
      const t0 = Date.now();
      await tabs
        .filter({ has: page.locator(`xpath=self::*[@data-path="${target}"]`) })
        .locator('[role="tab"]')
        .click();
      await page.locator(`[data-testid="current-page"][data-page="${target}"]`).waitFor({ state: 'visible' });
      samples.push(Date.now() - t0);
    }
  }
  console.log(
    `  tab switch between two open screens: median ${median(samples)} ms, max ${Math.max(...samples)} ms (${samples.length} switches)`,
  );
} finally {
  await browser.close();
  await stop();
}
