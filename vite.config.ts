import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { localeParts } from './scripts/vite/localeParts.js';
import { purgeBlueprintCss } from './scripts/vite/purgeBlueprintCss.js';

type VersionList = [name: string, version: string][];

/** Every import specifier's text in the console's sources (src/), to tell its packages from the server's. */
function consoleSourceText(): string {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  return files.map((file) => readFileSync(join('src', file), 'utf8')).join('\n');
}

/** `pkg` or a path inside it, in a static import, a side-effect import or a dynamic import. */
function importsPackage(source: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?:from |import |import\\()'${escaped}(?:/[^']*)?'`).test(source);
}

/** The version npm installed (package.json holds ranges such as `^6.20.0`). */
function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8'));
  return String(manifest.version);
}

/**
 * docs/behaviour.md#screens-and-routes about page: the console's dependencies at their installed versions, read at build time. A runtime
 * dependency counts when the console's sources import it (fastify, pg, ws … serve only the reference
 * server); a development one unless it types a server-only package (`@types/pg`).
 */
function consoleDependencies(): { runtime: VersionList; development: VersionList } {
  const source = consoleSourceText();
  const declared = Object.keys(pkg.dependencies);
  const runtime = declared.filter((name) => importsPackage(source, name));
  const serverOnly = new Set(declared.filter((name) => !runtime.includes(name)));
  const development = Object.keys(pkg.devDependencies).filter(
    (name) => !serverOnly.has(name.replace(/^@types\//, '')),
  );
  const withVersions = (names: string[]): VersionList => names.map((name) => [name, installedVersion(name)]);
  return { runtime: withVersions(runtime), development: withVersions(development) };
}

// The console is one Vite app; elements get their own library entry in the element-kit issue.
export default defineConfig({
  plugins: [react(), localeParts(), purgeBlueprintCss()],
  base: './',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    __CONSOLE_DEPENDENCIES__: JSON.stringify(consoleDependencies()),
  },
  resolve: {
    alias: [
      // date-fns-tz 2 imports date-fns 2 by file (`date-fns/format/index.js`), which resolves to its CommonJS
      // build: a second copy of date-fns beside the ES one Blueprint's date inputs use (37 modules,
      // ~40 kB raw, on the call-data screens). Every deep import goes to the ES build.
      { find: /^date-fns\/(?!esm\/)(.*?)(?:\/index\.js)?$/, replacement: 'date-fns/esm/$1/index.js' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Zod and the module that makes it jitless share a chunk, so the setting is in force
          // before any schema parses (modules of other chunks parse while loading); otherwise zod's
          // `Function('')` probe is an eval the console's strict CSP reports.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]strictCsp\.ts$/, priority: 30 },
            // The bundler's own helpers (CommonJS interop …) and React, claimed before the Blueprint group:
            // a group takes the modules its members import, and would otherwise carry them, and with them
            // the whole group, onto the sign-in page.
            { name: 'rolldown-runtime', test: /rolldown[:/]runtime|vite[\\/]preload-helper/, priority: 40 },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 25,
            },
            // The other libraries every page starts with (state, messages, routing, HTTP, signing), as one
            // named chunk: fewer responses on the sign-in page, and bench/wire-weight.ts can tell the
            // libraries' share of a figure from the console's own code.
            {
              name: 'libs',
              test: /[\\/]node_modules[\\/](mobx|mobx-react-lite|i18next|react-i18next|react-router|react-router-dom|crypto-js|dayjs|nprogress|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
              priority: 24,
            },
            // Blueprint's core components and what they stand on, as one chunk: left to the
            // default, the signed-in frame took them as sixty chunks of 1–2 kB, each with its own headers.
            // Not the icons' generated modules (each icon stays its own chunk, loaded where drawn: the icon
            // picker alone uses all of them).
            {
              name: 'blueprint',
              test: (id: string) =>
                /[\\/]node_modules[\\/](@blueprintjs[\\/](core|icons)|@floating-ui|@popperjs|react-popper|react-transition-group|dom-helpers|react-fast-compare|classnames)[\\/]/.test(
                  id,
                ) &&
                !/[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](generated|allPaths|paths-loaders)/.test(
                  id,
                ),
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
