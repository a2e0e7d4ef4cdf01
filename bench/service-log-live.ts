// `<service-log>` live view, measured rather than asserted (docs/architecture.md#tests-and-budgets): the server writes
// 2,000 log lines a second for 15 s while the live view follows them in Debian's Chromium. Prints the page's
// frame rate and longest frame, long tasks, the JS heap before and after, the lines the view holds (its ring
// keeps the last 5,000) and the DOM rows it renders (virtualised).
//
//   npx tsx bench/service-log-live.ts        # BENCH_LINES_PER_SECOND=5000 BENCH_SECONDS=30 to push harder
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { serviceLogOf } from '../server/servicelog/logFollowers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startBenchServer } from './support/benchServer';

const RATE = Number(process.env.BENCH_LINES_PER_SECOND ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

interface FrameFigures {
  frames: number;
  seconds: number;
  longestFrameMs: number;
  framesOver50ms: number;
  longTasks: number;
  longTaskMs: number;
  heapBytes: number;
}

async function main() {
  if (!fs.existsSync('dist/index.html')) throw new Error('build first: npm run build');
  const { server, stop } = await startBenchServer('live-log');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  try {
    // stdout stays silent; the files and the live view take info.
    serviceLogOf(server.db)?.serviceLog.setLevel('info');
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto('/#/login');
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('Admin@123');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('current-user').waitFor({ timeout: 30_000 });
    await page.goto('/#/security-audits/log');
    const log = page.locator('service-log');
    await log.getByRole('tab', { name: '实时' }).click();
    await log.getByTestId('live-log').waitFor();

    // A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
    await page.evaluate(`(() => {
      const state = { frames: [], longTasks: [], stop: false };
      window.__bench = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
      const tick = (time) => {
        state.frames.push(time);
        if (!state.stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const heapBefore = await page.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    );

    // The server writes RATE lines a second in 50 ms batches.
    const perBatch = Math.max(1, Math.round(RATE / 20));
    let written = 0;
    const writer = setInterval(() => {
      for (let index = 0; index < perBatch; index++) {
        written += 1;
        server.app.log.info({ bench: written }, `bench line ${written}`);
      }
    }, 50);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    clearInterval(writer);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const figures = (await page.evaluate(`(() => {
      const state = window.__bench;
      state.stop = true;
      const frames = state.frames;
      let longest = 0;
      let over50 = 0;
      for (let index = 1; index < frames.length; index++) {
        const gap = frames[index] - frames[index - 1];
        longest = Math.max(longest, gap);
        if (gap > 50) over50 += 1;
      }
      const seconds = frames.length > 1 ? (frames[frames.length - 1] - frames[0]) / 1000 : 0;
      return {
        frames: frames.length,
        seconds,
        longestFrameMs: longest,
        framesOver50ms: over50,
        longTasks: state.longTasks.length,
        longTaskMs: state.longTasks.reduce((sum, value) => sum + value, 0),
        heapBytes: performance.memory ? performance.memory.usedJSHeapSize : 0,
      };
    })()`)) as FrameFigures;
    const status = ((await log.getByTestId('live-log').getByRole('status').textContent()) ?? '').trim();
    const domRows = await log.locator('.dc-live-line').count();
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(`  lines written: ${written} in ${SECONDS} s (${Math.round(written / SECONDS)} a second)`);
    console.log(
      `  frames: ${(figures.frames / Math.max(figures.seconds, 0.001)).toFixed(1)} a second over ${figures.seconds.toFixed(1)} s; longest ${figures.longestFrameMs.toFixed(0)} ms; ${figures.framesOver50ms} frames over 50 ms`,
    );
    console.log(`  long tasks: ${figures.longTasks} (${figures.longTaskMs.toFixed(0)} ms in all)`);
    console.log(`  JS heap: ${mb(heapBefore)} before, ${mb(figures.heapBytes)} after`);
    console.log(`  live view: "${status}"; ${domRows} DOM rows rendered`);
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
