import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { chunkContents } from './scripts/vite/chunkContents.js';
import { localeParts } from './scripts/vite/localeParts.js';
import { purgeBlueprintCss } from './scripts/vite/purgeBlueprintCss.js';
import { slimLibraries } from './scripts/vite/slimLibraries.js';
import { zodWithoutJsonSchema } from './scripts/vite/zodWithoutJsonSchema.js';

/** Module ids with forward slashes, whatever the platform. */
const normalized = (id: string) => id.replaceAll('\\', '/');

const CORE_PACKAGES = /\/node_modules\/(mobx|i18next|crypto-js|dayjs|zod)\//;

/** Kit modules the entry itself uses: page-wide plumbing without React. */
const ENTRY_KIT_MODULES = /\/src\/elements\/kit\/(element\/shadowRootDiscovery|session\/)/;

/**
 * The session core, loaded with the entry (`configure`, `session.useToken` need it at once), plus the
 * kit's React-free plumbing the entry shares with the elements (a group takes its modules' imports too,
 * so these must be claimed here, before the kit group reaches them through `defineElement`).
 */
function isCoreModule(id: string): boolean {
  const path = normalized(id);
  return (
    // The session core and the contract modules it stands on (the group takes what its members import);
    // each screen's own endpoints go with that screen (the whole contract was 110 kB raw here).
    /\/src\/core\/|\/src\/contract\/index\.ts$/.test(path) ||
    // The bundled default language's boot part only: its rest and the other languages are chunks of their
    // own, loaded on demand.
    /virtual:dc-locale\/zh_CN\/boot$/.test(path) ||
    CORE_PACKAGES.test(path) ||
    ENTRY_KIT_MODULES.test(path)
  );
}

/**
 * The date-time input of the call-data screens and what only it uses: one chunk, loaded when a person
 * reaches for a time field (src/elements/kit/record/LazyRecordTimeInput.tsx), not with the list's rows.
 */
const CALENDAR_MODULES =
  /\/(node_modules\/(@blueprintjs\/(datetime|select)|date-fns|date-fns-tz|react-day-picker|react-innertext)\/|src\/elements\/kit\/record\/RecordTimeInput\.tsx$)/;

function isCalendarModule(id: string): boolean {
  return CALENDAR_MODULES.test(normalized(id));
}

/**
 * The code editor of the signalling files (CodeMirror 6 with its parser, and the XML checker): several
 * hundred kB that one screen uses. Left to the default chunking, they load with that screen only, not with
 * the kit every portal element needs (a `<cdr-list>` page carried the editor).
 */
const EDITOR_PACKAGES =
  /\/node_modules\/(@codemirror\/[^/]+|@lezer\/[^/]+|style-mod|w3c-keyname|crelt|@marijn\/[^/]+|fast-xml-parser|strnum)\//;

/**
 * The charts: uPlot and the kit's wrapper around it, loaded with the chart screens only
 * (dashboard, analysis, resource monitor), not with the kit every element needs.
 */
const CHART_MODULES = /\/(node_modules\/uplot|src\/elements\/kit\/charts)\//;

/** The import preview's CSV parser (papaparse): loaded when a CSV file is chosen, not with the kit. */
const CSV_PREVIEW_MODULES = /\/(node_modules\/papaparse\/|src\/elements\/kit\/import\/csvRows\.ts$)/;

/**
 * What a rendered element needs — React, Blueprint, r2wc and the kit — loaded when the first element
 * connects. Kept out: the kit modules the entry uses, and Blueprint's icon path tables, which only
 * its default (lazy) icon loader requests; the kit installs the few icons it uses statically.
 */
function isKitModule(id: string): boolean {
  const path = normalized(id);
  if (ENTRY_KIT_MODULES.test(path)) return false;
  if (CHART_MODULES.test(path)) return false;
  if (CSV_PREVIEW_MODULES.test(path)) return false;
  if (CALENDAR_MODULES.test(path)) return false;
  if (/\/src\/elements\/kit\//.test(path)) return true;
  if (!path.includes('/node_modules/')) return false;
  if (EDITOR_PACKAGES.test(path)) return false;
  return !/\/@blueprintjs\/icons\/lib\/esm\/(allPaths|generated\/\d+px\/)/.test(path);
}

/**
 * The element library (docs/architecture.md#elements): `src/elements/index.ts` as ES modules in `dist/elements/`.
 * The entry is the registry, the host API and the session core; the registry's `import.meta.glob` makes
 * one small chunk per element; the `kit` chunk (React, Blueprint, the kit, its CSS) loads on the first
 * element's connection. Every chunk imports the one core chunk, so every element shares one session.
 *
 *   npx vite build -c vite.elements.config.ts
 */
export default defineConfig({
  plugins: [
    react(),
    localeParts(),
    purgeBlueprintCss(),
    slimLibraries(),
    zodWithoutJsonSchema(),
    chunkContents(),
  ],
  define: {
    // A library build does not replace it by itself; React and MobX read it (docs/architecture.md#toolchain).
    'process.env.NODE_ENV': '"production"',
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
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
    outDir: 'dist/elements',
    emptyOutDir: true,
    sourcemap: false,
    // Blueprint's CSS travels as text for the constructable stylesheets: one large chunk is expected.
    chunkSizeWarningLimit: 1500,
    lib: {
      entry: 'src/elements/index.ts',
      formats: ['es'],
      fileName: 'index',
    },
    rolldownOptions: {
      output: {
        // One module per element, named by its tag: `elements/member-list-<hash>.js`.
        // One module per part of a locale's messages: `locales/en-calldata-<hash>.js`.
        chunkFileNames: (chunk) => {
          const facade = normalized(chunk.facadeModuleId ?? '');
          const tag = /\/src\/elements\/([a-z0-9-]+)\/define\.ts$/.exec(facade);
          if (tag) return `elements/${tag[1]}-[hash].js`;
          const part = /virtual:dc-locale\/([a-zA-Z_]+)\/(?:ns\/)?([a-zA-Z]+)$/.exec(facade);
          return part ? `locales/${part[1]}-${part[2]}-[hash].js` : 'chunks/[name]-[hash].js';
        },
        // Portal pages load these files as they are: minify fully (Vite keeps an ES library's whitespace).
        minify: true,
        codeSplitting: {
          groups: [
            { name: 'core', test: isCoreModule, priority: 20 },
            // Below the kit: the kit takes the modules the calendar shares with it, the calendar only its own.
            { name: 'calendar', test: isCalendarModule, priority: 5 },
            { name: 'kit', test: isKitModule, priority: 10 },
          ],
        },
      },
    },
  },
});
