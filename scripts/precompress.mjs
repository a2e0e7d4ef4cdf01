#!/usr/bin/env node
// Writes precompressed Brotli (.br) and gzip (.gz) copies beside every compressible file of dist/,
// at maximum quality, so the server (server/static.ts, `preCompressed`) sends them without compressing on
// each request. Run last in `npm run build`. Usage: node scripts/precompress.mjs [folder, default dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|d\.ts)$/;
const root = process.argv[2] ?? 'dist';
// The console's index.html is served rewritten (the dc-config meta tag), compressed as it is sent.
const consoleIndex = join(root, 'index.html');

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && full !== consoleIndex) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(root)) {
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
  count += 1;
  before += data.length;
  after += br.length;
}
const kb = (bytes) => `${Math.round(bytes / 1024)} kB`;
console.log(`precompressed ${count} files in ${root}/ (${kb(before)} → ${kb(after)} with Brotli)`);
