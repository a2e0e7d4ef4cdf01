import { defineConfig } from '@playwright/test';
import { SERVER_NODE_ARGS } from './scripts/serverBundle.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium';
import {
  E2E_DATA_DIR as DATA_DIR,
  E2E_PORT as PORT,
  E2E_WS_PORT as WS_PORT,
} from './tests/e2e/support/serverDatabase';

// End-to-end tests run the production build served by the reference server's bundle (what `npm start` runs,
// scripts/serverBundle.mjs; `npm run build` makes both) on a fresh database, in
// Debian's Chromium (no browser download). Ports are fixed below the machine's ephemeral range (32768–60999),
// where outgoing connections never take them, and apart from `npm start`'s.

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/results-e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    trace: 'off',
    // A failure keeps a picture of the page (test-results/), for flakes seen once on a busy machine.
    screenshot: 'only-on-failure',
    // The console honours the system's reduced-motion setting: overlays appear at once instead of growing,
    // so a click aimed at a menu item cannot land while the menu still moves (a lost click was seen on a
    // busy machine). accessibility.spec.ts checks both settings.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    // Each account signs in once for the run (tests/e2e/accounts.setup.ts); the tests start from its storage.
    { name: 'sign-in', testMatch: /accounts\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['sign-in'] },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ${SERVER_NODE_ARGS.join(' ')}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      WS_PORT: String(WS_PORT),
      // HTTPS once the e2e installs a certificate (tests/e2e/maintenance.spec.ts).
      HTTPS_PORT: String(PORT + 30),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The whole suite signs in from one address, more often than a person would.
      SIGN_IN_PER_MINUTE: '100000',
      APP_REQUESTS_PER_MINUTE: '100000',
    },
  },
});
