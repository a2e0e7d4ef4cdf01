#!/usr/bin/env node
// Fails the build when the committed Blueprint class list (scripts/vite/blueprint-classes.json),
// which the CSS purge keeps, no longer covers what the built code uses: those classes' rules may have been purged.
// Run in `npm run build` after both Vite builds. Classes the list has and the code no longer uses only warn.
//   node scripts/check-blueprint-classes.mjs [dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blueprintNamespace, scanBuild } from './blueprint-class-scan.mjs';

const LIST = 'scripts/vite/blueprint-classes.json';
const NAMESPACE = blueprintNamespace();
const root = process.argv[2] ?? 'dist';

const list = JSON.parse(readFileSync(LIST, 'utf8'));
const used = scanBuild([join(root, 'assets'), join(root, 'elements')], NAMESPACE);
for (const where of used.bare) console.warn(`a bare "${NAMESPACE}" string keeps every class: ${where}`);
const listed = new Set(list.classes);
const covered = (name) => listed.has(name) || list.prefixes.some((prefix) => name.startsWith(prefix));
const missing = [
  ...used.classes.filter((name) => !covered(name)),
  ...used.prefixes.filter((prefix) => !list.prefixes.some((listedPrefix) => prefix.startsWith(listedPrefix))),
];
const unused = [
  ...list.classes.filter((name) => !used.classes.includes(name)),
  ...list.prefixes.filter((prefix) => !used.prefixes.includes(prefix)),
];
if (unused.length > 0) {
  console.warn(`${LIST} lists ${unused.length} Blueprint classes or prefixes the code no longer uses:`);
  console.warn(
    `  ${unused.join(' ')} (their rules are kept for nothing; \`npm run css:classes\` drops them)`,
  );
}
if (missing.length > 0) {
  console.error(`${LIST} lacks ${missing.length} Blueprint classes or prefixes the built code uses,`);
  console.error(`so the CSS purge may have removed their rules: ${missing.join(' ')}`);
  console.error(
    'Fix: npm run css:classes (rewrites the list from a fresh build), then npm run build; commit the list.',
  );
  process.exit(1);
}
console.log(
  `Blueprint classes: the built code's ${used.classes.length} classes and ${used.prefixes.length} prefixes are in ${LIST}`,
);
