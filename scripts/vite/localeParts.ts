import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type LocalePart, pickLocalePart } from '../../src/core/i18n/localeParts.js';

const PREFIX = 'virtual:dc-locale/';

/**
 * `import messages from 'virtual:dc-locale/<code>/<boot|rest>'`: one part of `locales/<code>.json` as a
 * module. The locale files stay whole (one file per language for translators and the key
 * checks); the bundle carries the part a page needs. Vite's JSON named exports would not do: a module
 * belongs to one chunk, so both parts would land with the entry.
 */
export function localeParts(): Plugin {
  return {
    name: 'dc-locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [code, part] = id.slice(PREFIX.length + 1).split('/');
      if (!code || !/^[a-zA-Z_]+$/.test(code) || (part !== 'boot' && part !== 'rest'))
        throw new Error(`unknown locale part ${id.slice(1)}`);
      const file = resolve('locales', `${code}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickLocalePart(messages, part as LocalePart))};`;
    },
  };
}
