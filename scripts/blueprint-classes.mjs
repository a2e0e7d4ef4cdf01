#!/usr/bin/env node
// Writes scripts/vite/blueprint-classes.json, the Blueprint classes the console's and the
// elements' built code can put on an element, which the CSS purge (scripts/vite/purgeBlueprintCss.ts) keeps.
// Builds both into a scratch folder (dist/ is left alone), scans them (scripts/blueprint-class-scan.mjs)
// and rewrites the list; commit it with the change that made it stale. The purge reads only the committed
// list, never the build it runs in, so the same sources give the same bytes under the same hashed names.
//   npm run css:classes
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { blueprintNamespace, scanBuild } from './blueprint-class-scan.mjs';

const LIST = 'scripts/vite/blueprint-classes.json';
const NAMESPACE = blueprintNamespace();

const scratch = mkdtempSync(join(tmpdir(), 'blueprint-classes-'));
try {
  // The code does not depend on the list (only the stylesheets' text does): any list builds the same code.
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    build: { outDir: scratch, emptyOutDir: true },
  });
  await build({
    configFile: 'vite.elements.config.ts',
    logLevel: 'warn',
    build: { outDir: join(scratch, 'elements'), emptyOutDir: true },
  });
  const { classes, prefixes, bare } = scanBuild(
    [join(scratch, 'assets'), join(scratch, 'elements')],
    NAMESPACE,
  );
  for (const where of bare) console.warn(`bare "${NAMESPACE}" (every class kept): ${where}`);
  writeFileSync(LIST, `${JSON.stringify({ classes, prefixes }, null, 2)}\n`);
  console.log(`${LIST}: ${classes.length} classes, ${prefixes.length} prefixes`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
