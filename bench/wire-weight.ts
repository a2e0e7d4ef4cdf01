import { existsSync, readFileSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHUNK_CONTENTS_FILE, type ChunkContents } from '../scripts/vite/chunkContents';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startBenchServer } from './support/benchServer';
import { median } from './support/stats';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Counts the encoded bytes of every response a page receives, per URL, and which encodings came back. */
async function meter(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  let received: { url: string; bytes: number }[] = [];
  const encodings = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) => {
    received.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
  });
  cdp.on('Network.responseReceived', (event) => {
    const encoding = String(event.response.headers['content-encoding'] ?? 'identity');
    encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
  });
  return {
    /** What arrived while `action` ran and the network then settled: the total and each response. */
    async during(action: () => Promise<void>): Promise<Phase> {
      received = [];
      await action();
      await page.waitForLoadState('networkidle');
      const responses = [...received].sort((a, b) => b.bytes - a.bytes);
      return { bytes: responses.reduce((sum, response) => sum + response.bytes, 0), responses };
    },
    encodings,
  };
}

interface Phase {
  bytes: number;
  responses: { url: string; bytes: number }[];
}

/** The largest responses of a figure over its target: where the gap lies, measured. */
function largest(phases: Phase[], base: string) {
  const all = phases.flatMap((phase) => phase.responses).sort((a, b) => b.bytes - a.bytes);
  // WIRE_DETAIL=1 lists every response, to see what a figure is made of.
  const shown = all.slice(0, process.env.WIRE_DETAIL === '1' ? all.length : 6).map((response) => {
    const name = response.url
      .replace(base, '')
      .replace(/\?.*$/, '')
      .replace(/-[\w-]{8}\.js$/, '.js');
    return `${name} ${kb(response.bytes)}`;
  });
  console.log(`      largest: ${shown.join(', ')}; ${all.length} responses in all`);
}

/**
 * The part of a figure that is the libraries the architecture prescribes (React DOM; Blueprint with its stylesheet; MobX, i18next, the
 * router, crypto-js, dayjs in the `libs` chunk; zod), named chunks of the console build:
 * where that alone passes a target, the gap is the stack's floor, not the console's code.
 */
function libraryShare(phases: Phase[], target: number) {
  const libraries = phases
    .flatMap((phase) => phase.responses)
    .filter((response) => /\/assets\/(react|libs|zod|blueprint)-[\w-]{8}\.js/.test(response.url));
  const bytes = libraries.reduce((sum, response) => sum + response.bytes, 0);
  const verdict =
    bytes > target ? 'above the target before any console code' : `${kb(target - bytes)} left for the page`;
  console.log(
    `      of which the prescribed libraries (React DOM, Blueprint, MobX, i18next, router, zod …): ${kb(bytes)}, ${verdict}`,
  );
}

/**
 * What a portal page's element files on the wire are made of, by kind (React, Blueprint's CSS and JS, icons,
 * locale messages, the kit …): each file's bytes split by the shares the element build measured
 * (scripts/vite/chunkContents.ts), then each chunk with its three largest kinds.
 */
function elementBreakdown(phase: Phase, base: string) {
  const file = `dist/elements/${CHUNK_CONTENTS_FILE}`;
  if (!existsSync(file)) return;
  const contents = JSON.parse(readFileSync(file, 'utf8')) as ChunkContents;
  const kinds = new Map<string, number>();
  const chunks: string[] = [];
  for (const response of phase.responses) {
    const name = response.url.replace(`${base}/elements/`, '').replace(/\?.*$/, '');
    const shares = contents[name];
    if (!shares) continue;
    for (const [kind, share] of Object.entries(shares))
      kinds.set(kind, (kinds.get(kind) ?? 0) + share * response.bytes);
    const top = Object.entries(shares)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([kind, share]) => `${kind} ${Math.round(share * 100)}%`);
    if (response.bytes >= 5_000)
      chunks.push(`${name.replace(/-[\w-]{8}\.js$/, '.js')} ${kb(response.bytes)} (${top.join(', ')})`);
  }
  const total = [...kinds.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(`      the element files: ${kb(total)}, of which`);
  for (const [kind, bytes] of [...kinds].sort((a, b) => b[1] - a[1]))
    console.log(`        ${kind.padEnd(50)} ${kb(bytes).padStart(9)}`);
  console.log("        (no fonts: the elements use the page's own; icons are inline SVG paths in the JS)");
  for (const chunk of chunks) console.log(`      ${chunk}`);
}

function line(label: string, bytes: number, target: number, anchor?: string) {
  const verdict = bytes <= target ? 'met' : `OVER by ${kb(bytes - target)}`;
  console.log(
    `  ${label.padEnd(34)} ${kb(bytes).padStart(9)}  target ≤ ${kb(target)}: ${verdict}${anchor ? `  (anchor: ${anchor})` : ''}`,
  );
}

const { server, stop } = await startBenchServer('wire');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  // The console: sign-in page, then acme's first screen, then further screens one by one.
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const page = await context.newPage();
  const consoleMeter = await meter(context, page);
  const signIn = await consoleMeter.during(async () => {
    await page.goto('/#/login');
    await page.getByTestId('login-submit').waitFor();
  });
  const firstScreen = await consoleMeter.during(async () => {
    await page.getByTestId('login-username').fill('acme');
    await page.getByTestId('login-password').fill('Acme@1234');
    await page.getByTestId('login-submit').click();
    await page.locator('dashboard-monitor').waitFor();
    // The screen is there when its charts are drawn (otherwise the figure depends on when the network
    // first went quiet: 431–454 kB over three runs).
    await page.locator('dashboard-monitor canvas').first().waitFor();
  });
  const further: { path: string; phase: Phase }[] = [];
  for (const [route, tag] of [
    ['/org/localuser', 'member-list'],
    ['/org/dept', 'dept-tree'],
    ['/org/extension', 'extension-list'],
    ['/data-mgr/cdr', 'cdr-list'],
    ['/data-mgr/pttrecord', 'ptt-record-list'],
    ['/app-mgr/attendance', 'attendance-list'],
    ['/app-mgr/task', 'app-task-list'],
  ] as const) {
    const phase = await consoleMeter.during(async () => {
      await page.goto(`/#${route}`);
      await page.locator(tag).waitFor();
    });
    further.push({ path: route, phase });
  }
  await context.close();

  // A partner's page with <cdr-list> alone (demo/portal/calls.html): signed in through <console-login>.
  const portalContext = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const portal = await portalContext.newPage();
  const portalMeter = await meter(portalContext, portal);
  const cdrAlone = await portalMeter.during(async () => {
    await portal.goto('/portal/calls.html?lang=zh_CN');
    const login = portal.locator('console-login');
    await login.getByRole('textbox').first().fill('acme');
    await login.locator('input[type="password"]').fill('Acme@1234');
    await login.getByRole('button', { name: '登录' }).click();
    await portal.locator('cdr-list').locator('.bp6-table-cell').first().waitFor({ timeout: 30_000 });
  });
  await portalContext.close();

  console.log('Bytes on the wire (Chromium, cold cache, encoded bodies and headers of every response):');
  const base = server.url;
  line(
    'sign-in page',
    signIn.bytes,
    150_000,
    'vue-vben-admin v2 1,043.8 kB; this console before its weight work 1,469.8 kB',
  );
  largest([signIn], base);
  libraryShare([signIn], 150_000);
  line(
    'first signed-in screen, cumulative',
    signIn.bytes + firstScreen.bytes,
    250_000,
    'vue-vben-admin v2 1,448.1 kB; before 2,054.7 kB',
  );
  largest([firstScreen], base);
  libraryShare([signIn, firstScreen], 250_000);
  line(
    '<cdr-list> alone in a portal page',
    cdrAlone.bytes,
    250_000,
    'before: 467 kB gzip; the whole console 582 kB',
  );
  largest([cdrAlone], base);
  elementBreakdown(cdrAlone, base);
  // The element build mixes libraries and the kit in its chunks; the console's named chunks measure the same
  // libraries (React DOM, Blueprint with its stylesheet, MobX, i18next, zod; the router besides).
  libraryShare([signIn, firstScreen], 250_000);
  const furtherBytes = further.map((screen) => screen.phase.bytes);
  line('each further screen (median)', median(furtherBytes), 30_000);
  line('each further screen (largest)', Math.max(...furtherBytes), 30_000);
  for (const screen of further)
    console.log(`    ${screen.path.padEnd(22)} ${kb(screen.phase.bytes).padStart(9)}`);
  const heaviest = further.reduce((a, b) => (b.phase.bytes > a.phase.bytes ? b : a));
  largest([heaviest.phase], base);
  console.log(
    `  response encodings seen: ${[...consoleMeter.encodings, ...portalMeter.encodings]
      .map(([encoding, count]) => `${encoding} ×${count}`)
      .join(', ')}`,
  );
} finally {
  await browser.close();
  await stop();
}
