import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** The file the element build writes beside its chunks, read by bench/wire-weight.ts. */
export const CHUNK_CONTENTS_FILE = 'chunk-contents.json';

/** What a chunk is made of: category → its share of the chunk's Brotli bytes (0–1). */
export type ChunkContents = Record<string, Record<string, number>>;

const CATEGORIES: readonly [string, RegExp][] = [
  ['Blueprint CSS', /\/@blueprintjs\/[^/]+\/lib\/css\//],
  ['kit and element CSS', /\.css(\?|$)/],
  [
    'calendar (Blueprint datetime, date-fns, day picker)',
    /\/node_modules\/(@blueprintjs\/(datetime|select)|date-fns|date-fns-tz|react-day-picker|react-innertext)\//,
  ],
  ['icons', /\/node_modules\/@blueprintjs\/icons\/|\/node_modules\/change-case\//],
  ['Blueprint table', /\/node_modules\/@blueprintjs\/table\//],
  ['Blueprint JS', /\/node_modules\/@blueprintjs\/core\//],
  [
    'popovers (Popper, Floating UI, transitions)',
    /\/node_modules\/(@popperjs|@floating-ui|react-popper|react-transition-group)\//,
  ],
  ['React', /\/node_modules\/(react|react-dom|scheduler|@r2wc\/[^/]+|use-sync-external-store)\//],
  ['locale messages', /virtual:dc-locale\/|\/locales\/[^/]+\.json$/],
  ['zod', /\/node_modules\/zod\//],
  ['MobX', /\/node_modules\/mobx(-react-lite)?\//],
  ['i18next', /\/node_modules\/(react-)?i18next\//],
  ['crypto-js, dayjs', /\/node_modules\/(crypto-js|dayjs)\//],
  ['contract', /\/src\/contract\//],
  ['session core', /\/src\/core\//],
  ['kit', /\/src\/elements\/kit\//],
  ['elements', /\/src\/elements\//],
];

function categoryOf(id: string): string {
  const path = id.replaceAll('\\', '/');
  return CATEGORIES.find(([, test]) => test.test(path))?.[0] ?? 'other libraries';
}

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;

/**
 * Writes `chunk-contents.json`: for each chunk of the element build, the share of its compressed bytes each
 * kind of code takes (Blueprint CSS, icons, React, the locale, the kit …), each kind compressed on its own and
 * the shares scaled to one. `bench/wire-weight.ts` multiplies them by the bytes a page received, so a figure
 * over its budget says where the bytes are. Names of kinds only: no source paths leave the build.
 */
export function chunkContents(): Plugin {
  return {
    name: 'dc:chunk-contents',
    apply: 'build',
    generateBundle(_options, bundle) {
      const contents: ChunkContents = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const code = new Map<string, string>();
        for (const [id, module] of Object.entries(output.modules)) {
          const category = categoryOf(id);
          code.set(category, (code.get(category) ?? '') + (module.code ?? ''));
        }
        const sizes = [...code].map(([category, text]) => [category, brotli(text)] as const);
        const total = sizes.reduce((sum, [, size]) => sum + size, 0) || 1;
        contents[fileName] = Object.fromEntries(sizes.map(([category, size]) => [category, size / total]));
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_CONTENTS_FILE, source: JSON.stringify(contents) });
    },
  };
}
