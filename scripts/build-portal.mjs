#!/usr/bin/env node
// Copies the partner-portal demo (demo/portal/) into dist/portal/ after the element build, so the
// reference server, which serves dist/ at /, serves it at /portal/index.html beside /elements/index.js.
// Usage (after `vite build -c vite.elements.config.ts`): node scripts/build-portal.mjs
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'demo', 'portal');
const to = join(root, 'dist', 'portal');
if (!existsSync(join(root, 'dist', 'elements', 'index.js'))) {
  console.error(
    'dist/elements/index.js is missing: build the elements first (vite build -c vite.elements.config.ts)',
  );
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
console.log('portal copied to dist/portal/ (served at /portal/index.html)');
