// Prints the gzip weight of what the sign-in page loads: the entry script, its preloaded chunks and
// the stylesheets that dist/index.html names. Budgets are read by people, never asserted in tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/index.html is missing: run `npm run build` first');
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const unique = [...new Set(assets)];

let jsRaw = 0;
let jsGzip = 0;
let cssRaw = 0;
let cssGzip = 0;
const rows = [];
for (const asset of unique) {
  const content = readFileSync(join(dist, asset));
  const gz = gzipSync(content, { level: 9 }).length;
  rows.push({ asset, raw: content.length, gzip: gz });
  if (asset.endsWith('.js')) {
    jsRaw += content.length;
    jsGzip += gz;
  } else {
    cssRaw += content.length;
    cssGzip += gz;
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log('Sign-in page initial load (from dist/index.html):');
for (const row of rows)
  console.log(`  ${row.asset.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  JS  total: ${kb(jsRaw)} raw, ${kb(jsGzip)} gzip`);
console.log(`  CSS total: ${kb(cssRaw)} raw, ${kb(cssGzip)} gzip`);
console.log(`  JS+CSS gzip: ${kb(jsGzip + cssGzip)}`);

// Each element's own module, and the chunks every element shares (docs/architecture.md#tests-and-budgets budgets).
const elementsDir = join(dist, 'elements', 'elements');
if (existsSync(elementsDir)) {
  const { readdirSync } = await import('node:fs');
  console.log('\nElement library (dist/elements), gzip:');
  const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  // The .js modules only: precompress.mjs writes a .br and a .gz beside each.
  for (const name of readdirSync(elementsDir)
    .filter((file) => file.endsWith('.js'))
    .sort()) {
    const tag = name.replace(/-[\w-]{8}\.js$/, '');
    console.log(`${`  <${tag}>`.padEnd(28)}${kb(gz(join(elementsDir, name))).padStart(10)} own module`);
  }
  const chunksDir = join(dist, 'elements', 'chunks');
  for (const name of readdirSync(chunksDir)
    .filter((file) => file.endsWith('.js'))
    .sort()) {
    if (/^(core|kit)-/.test(name)) {
      console.log(
        `${`  shared ${name.split('-')[0]} chunk`.padEnd(28)}${kb(gz(join(chunksDir, name))).padStart(10)}`,
      );
    }
  }
  console.log(`${'  entry (index.js)'.padEnd(28)}${kb(gz(join(dist, 'elements', 'index.js'))).padStart(10)}`);
}
