// Prints, never asserts (ARCHITECTURE §6): the time to switch between two open tabs and the time from
// opening the members screen to its first rows, in Debian's Chromium against the reference server (the
// pages' weights are bench/wire-weight.ts's).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from '../server/app';
import { loadConfig } from '../server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-bench-shell-'));
const server = await createServer(
  loadConfig(
    {},
    {
      host: '127.0.0.1',
      port: 0,
      wsPort: 0,
      dataDir,
      databaseUrl: path.join(dataDir, 'console.db'),
      logLevel: 'silent',
      staticDir: path.resolve('dist'),
    },
  ),
);
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
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
