// "done when", measured rather than asserted (docs/architecture.md#tests-and-budgets): on a database holding 1,000,000
// call records (SQLite, the default engine), every call-data screen opens as acme in both languages and as
// <cdr-list> on the partner page, in Debian's Chromium. Prints the time from navigation to the first rows
// and what the pager says; a screen that shows no rows is printed as FAILED and fails the run.
//
//   npx tsx bench/calldata-ui.ts          # BENCH_CDR=200000 for a quicker run
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { createServer } from '../server/app';
import { loadConfig } from '../server/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const CDR = Number(process.env.BENCH_CDR ?? 1_000_000);

/** The five record screens of: route path and element tag. */
const SCREENS = [
  { path: '/data-mgr/cdr', tag: 'cdr-list' },
  { path: '/data-mgr/claptrans', tag: 'media-record-list' },
  { path: '/data-mgr/pttrecord', tag: 'ptt-record-list' },
  { path: '/data-mgr/sos', tag: 'sos-list' },
  { path: '/data-mgr/login-history', tag: 'login-history' },
] as const;

interface Row {
  label: string;
  ms: number | null;
  pager: string;
}

/** Waits for the first table cell (or the empty state: no alarm today) and the pager; answers the pager. */
async function firstRows(page: Page, tag: string): Promise<string> {
  await page
    .locator(`${tag} .bp6-table-cell`)
    .first()
    .or(page.locator(`${tag} .bp6-non-ideal-state`).first())
    .waitFor({ timeout: 30_000 });
  const pager = page.locator(`${tag} [data-testid="grid-total"]`);
  await pager.waitFor({ timeout: 30_000 });
  return ((await pager.textContent()) ?? '').trim();
}

async function timed(label: string, action: () => Promise<string>): Promise<Row> {
  const started = performance.now();
  try {
    const pager = await action();
    return { label, ms: performance.now() - started, pager };
  } catch (error) {
    return { label, ms: null, pager: `FAILED: ${(error as Error).message.split('\n')[0]}` };
  }
}

async function consoleScreens(browser: Browser, baseURL: string, locale: 'zh_CN' | 'en'): Promise<Row[]> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill('acme');
  await page.getByTestId('login-password').fill('Acme@1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('current-user').waitFor({ timeout: 30_000 });
  if (locale === 'en') {
    await page.getByTestId('locale-picker').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  }
  const rows: Row[] = [];
  for (const screen of SCREENS) {
    rows.push(
      await timed(`${locale} ${screen.tag}`, async () => {
        await page.goto(`/#${screen.path}`);
        return firstRows(page, screen.tag);
      }),
    );
  }
  // The widest query a person runs: every call of the last 30 days, then its last page.
  rows.push(
    await timed(`${locale} cdr-list, last 30 days`, async () => {
      await page.goto('/#/data-mgr/cdr');
      const cdr = page.locator('cdr-list');
      await firstRows(page, 'cdr-list');
      await cdr.locator('#dc-record-range').selectOption('last30Days');
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/cdr/page'));
      await cdr.locator('form[part="filter-bar"] button[type="submit"]').click();
      await answered;
      return firstRows(page, 'cdr-list');
    }),
  );
  await context.close();
  return rows;
}

async function portalScreen(browser: Browser, baseURL: string): Promise<Row> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const row = await timed('portal calls.html <cdr-list>', async () => {
    await page.goto('/portal/calls.html?lang=en');
    await page.locator('console-login input[name=username]').fill('acme');
    await page.locator('console-login input[name=password]').fill('Acme@1234');
    await page.locator('console-login button[type=submit]').click();
    return firstRows(page, 'cdr-list');
  });
  await context.close();
  return row;
}

async function main() {
  if (!fs.existsSync('dist/portal/calls.html')) throw new Error('build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dc-bench-calldata-ui-'));
  try {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const seedStarted = performance.now();
    const seeded = spawnSync(
      'node',
      ['--import', 'tsx', 'server/calldata/seedCommand.ts', '--cdr', String(CDR)],
      {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (seeded.status !== 0) throw new Error('seed failed');
    const seedSeconds = (performance.now() - seedStarted) / 1000;

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
    let rows: Row[] = [];
    try {
      rows = [
        ...(await consoleScreens(browser, server.url, 'zh_CN')),
        ...(await consoleScreens(browser, server.url, 'en')),
        await portalScreen(browser, server.url),
      ];
    } finally {
      await browser.close();
      await server.close();
    }

    console.log(
      `call-data screens at ${CDR.toLocaleString('en')} call records (SQLite; seed ${seedSeconds.toFixed(1)} s): navigation → first rows in Chromium`,
    );
    const width = Math.max(...rows.map((row) => row.label.length));
    for (const row of rows)
      console.log(
        `  ${row.label.padEnd(width)}  ${row.ms === null ? '      -' : `${row.ms.toFixed(0).padStart(5)} ms`}  ${row.pager}`,
      );
    if (rows.some((row) => row.ms === null)) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
