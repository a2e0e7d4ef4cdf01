// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { Classes } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh_CN.json';
import { BOOT_NAMESPACES, pickLocalePart } from '../../../src/core/i18n/localeParts';
import { DARK_THEME_CLASS } from '../../../src/shell/styles/themeClasses';

/*
 * The sign-in page is drawn without Blueprint, so Blueprint's components and stylesheet (130 kB of
 * the page on the wire) load only with the signed-in frame. These tests follow the static imports (not the
 * `import()`s, which load later) from the console's entry and fail when a change brings Blueprint back
 * onto the sign-in path.
 */
const SRC = path.resolve('src');

/** Static import specifiers of a module (`import … from 'x'`, `import 'x'`, `export … from 'x'`). */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s(?:[^'"]*?\sfrom\s)?'([^']+)';/gms)) {
    const statement = match[0];
    if (/^import\s+type\s/.test(statement) || /^export\s+type\s/.test(statement)) continue;
    found.push(match[1] as string);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Every package a module pulls in statically, through the console's own modules (and those modules). */
function staticGraph(entry: string): { packages: Map<string, string>; files: Set<string> } {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(SRC, entry)];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local && /\.(ts|tsx)$/.test(local)) queue.push(local);
      } else if (!packages.has(specifier)) packages.set(specifier, path.relative(SRC, file));
    }
  }
  return { packages, files: seen };
}

const staticPackages = (entry: string) => staticGraph(entry).packages;

/** Blueprint's component layer or stylesheet; its icons' bare path tables are data and allowed. */
const isBlueprint = (specifier: string) =>
  specifier.startsWith('@blueprintjs/') && !/\/generated\/16px\/paths\//.test(specifier);

describe('the sign-in page goes without Blueprint', () => {
  it('the console entry imports no Blueprint module statically', () => {
    const offenders = [...staticPackages('shell/main.tsx')].filter(([specifier]) => isBlueprint(specifier));
    expect(offenders).toEqual([]);
  });

  it('nor does the sign-in page (loaded for /login)', () => {
    const offenders = [...staticPackages('shell/login/LoginPage.tsx')].filter(([specifier]) =>
      isBlueprint(specifier),
    );
    expect(offenders).toEqual([]);
  });

  it('each lazily loaded part of the shell drawn with Blueprint adopts Blueprint’s stylesheet itself', () => {
    const lazyTargets = ['shell/app/App.tsx', 'shell/app/lazyHosts.tsx'].flatMap((file) => {
      const source = fs.readFileSync(path.join(SRC, file), 'utf8');
      return [...source.matchAll(/import\('(\.[^']+)'\)/g)].map(
        (match) => resolveLocal(path.join(SRC, file), match[1] as string) as string,
      );
    });
    expect(lazyTargets.map((file) => path.relative(SRC, file))).toContain('shell/layout/ConsoleLayout.tsx');
    const withoutSheet = lazyTargets
      .filter((file) => [...staticPackages(path.relative(SRC, file)).keys()].some(isBlueprint))
      .filter((file) => !staticImports(file).includes('../styles/blueprintStyles'))
      .map((file) => path.relative(SRC, file));
    expect(withoutSheet).toEqual([]);
  });

  it('the dark-theme class written out for the sign-in page is Blueprint’s', () => {
    expect(DARK_THEME_CLASS).toBe(Classes.DARK);
  });
});

/** The pages drawn before `loadAllMessages` (the signed-in frame and the elements call it). */
const BEFORE_ALL_MESSAGES = [
  'shell/main.tsx',
  'shell/login/LoginPage.tsx',
  'shell/login/LoginVariantPage.tsx',
  'shell/login/QrConfirmPage.tsx',
  'shell/pages/MainOutPage.tsx',
  'shell/lock/LockScreen.tsx',
  'shell/lock/SessionTimeoutCover.tsx',
  'shell/app/NoticeHost.tsx',
];

describe('the sign-in pages carry the boot part of the messages only', () => {
  it('every message key those pages use literally is in a boot namespace', () => {
    const files = new Set(BEFORE_ALL_MESSAGES.flatMap((entry) => [...staticGraph(entry).files]));
    const outside: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*['`]([a-zA-Z]+)\.[\w.${}]+/g)) {
        if (!BOOT_NAMESPACES.includes(match[1] as string))
          outside.push(`${path.relative(SRC, file)}: ${match[0]}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('the two parts split the namespaces between them without loss', () => {
    const boot = pickLocalePart(zhCN, 'boot');
    const rest = pickLocalePart(zhCN, 'rest');
    expect(Object.keys(boot).sort()).toEqual([...BOOT_NAMESPACES].sort());
    expect({ ...boot, ...rest }).toEqual(zhCN);
    expect(Object.keys(rest).some((name) => BOOT_NAMESPACES.includes(name))).toBe(false);
  });
});
