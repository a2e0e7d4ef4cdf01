import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { partNamespaces } from '../../src/core/i18n/localeParts.js';

const ELEMENTS_DIR = resolve('src/elements');

/** Relative specifiers a module loads, statically or by `import()`; type-only imports load nothing. */
function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s)?[^'";]*?\bfrom\s+'(\.[^']+)'/gm))
    if (!match[2]) found.push(match[3] as string);
  for (const match of source.matchAll(/^import\s+'(\.[^']+)'/gm)) found.push(match[1] as string);
  for (const match of source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) found.push(match[1] as string);
  return found;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/**
 * The namespaces outside the boot part that the modules reachable from `entry` name in a string (`'calldata.…'`,
 * `'roles.' + role`, `` `kit.${…}` ``): the messages that element can show. Names built from a variable escape this; the
 * element walk in tests/unit/elements/elementMessages.test.tsx records every key each element really asks
 * for and fails on one outside its namespaces.
 */
function namespacesFrom(entry: string, candidates: readonly string[]): string[] {
  const prefix = new RegExp(`['"\`](${candidates.join('|')})\\.(?=[\\w$'"\`])`, 'g');
  const named = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(prefix)) named.add(match[1] as string);
    for (const specifier of relativeImports(source)) {
      const local = resolveLocal(file, specifier);
      if (local && /\.tsx?$/.test(local)) queue.push(local);
    }
  }
  return candidates.filter((name) => named.has(name));
}

/**
 * Each element's namespaces outside the boot part, read from its code (docs/architecture.md#elements): what
 * the registry loads with the element. `messages` is the default locale's file, whose namespaces every
 * locale shares (a unit test holds the files to the same keys).
 */
export function elementNamespaces(messages: Record<string, unknown>): Record<string, string[]> {
  const candidates = partNamespaces(messages);
  const table: Record<string, string[]> = {};
  for (const folder of readdirSync(ELEMENTS_DIR).sort()) {
    const entry = join(ELEMENTS_DIR, folder, 'define.ts');
    if (existsSync(entry)) table[folder] = namespacesFrom(entry, candidates);
  }
  return table;
}
