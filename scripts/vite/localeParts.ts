import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_LOCALE } from '../../src/core/config/constants.js';
import { type LocalePart, partNamespaces, pickLocalePart } from '../../src/core/i18n/localeParts.js';
import { elementNamespaces } from './elementMessages.js';

const PREFIX = 'virtual:dc-locale/';
/** Every locale's part loaders: `{ [code]: { boot, rest, [namespace]: () => import(…) } }`. */
const LOADERS = 'virtual:dc-locale-loaders';
/** Each element's namespaces outside the boot part: `{ [tag]: string[] }`. */
const ELEMENT_MESSAGES = 'virtual:dc-element-messages';

const LOCALES_DIR = resolve('locales');

function readLocale(code: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(LOCALES_DIR, `${code}.json`), 'utf8')) as Record<string, unknown>;
}

function localeCodes(): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((file) => /^[a-zA-Z_]+\.json$/.test(file))
    .map((file) => file.slice(0, -'.json'.length));
}

/** `virtual:dc-locale/<code>/<part>` → code and part, or an error naming the id. */
function parsePartId(id: string): { code: string; part: LocalePart } {
  const [code, part, namespace] = id.slice(PREFIX.length).split('/');
  const valid =
    !!code &&
    /^[a-zA-Z_]+$/.test(code) &&
    (((part === 'boot' || part === 'rest') && namespace === undefined) ||
      (part === 'ns' && !!namespace && /^[a-zA-Z]+$/.test(namespace)));
  if (!valid) throw new Error(`unknown locale part ${id}`);
  return { code: code as string, part: (part === 'ns' ? namespace : part) as LocalePart };
}

function loadersModule(): string {
  const entries = localeCodes().map((code) => {
    // The default's boot part is bundled (src/core/i18n/i18n.ts imports it): no loader to fetch it again.
    const boot = code === DEFAULT_LOCALE ? [] : ['boot'];
    const parts = [...boot, 'rest', ...partNamespaces(readLocale(code))].map((part) => {
      const id =
        part === 'boot' || part === 'rest' ? `${PREFIX}${code}/${part}` : `${PREFIX}${code}/ns/${part}`;
      return `${JSON.stringify(part)}: () => import(${JSON.stringify(id)}).then((m) => m.default)`;
    });
    return `${JSON.stringify(code)}: {${parts.join(',')}}`;
  });
  return `export const localeLoaders = {${entries.join(',')}};`;
}

/**
 * `import messages from 'virtual:dc-locale/<code>/<boot|rest|ns/<namespace>>'`: one part of
 * `locales/<code>.json` as a module (src/core/i18n/localeParts.ts); `virtual:dc-locale-loaders`, a loader
 * per part of every locale; `virtual:dc-element-messages`, the namespaces each element names. The locale
 * files stay whole (one file per language for translators and the key checks); the bundle carries the
 * parts a page needs. Vite's JSON named exports would not do: a module belongs to one chunk, so every
 * part would land with the entry.
 */
export function localeParts(): Plugin {
  return {
    name: 'dc-locale-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) || id === LOADERS || id === ELEMENT_MESSAGES ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        for (const code of localeCodes()) this.addWatchFile(resolve(LOCALES_DIR, `${code}.json`));
        return loadersModule();
      }
      if (id === `\0${ELEMENT_MESSAGES}`) {
        return `export const elementNamespaces = ${JSON.stringify(elementNamespaces(readLocale('zh_CN')))};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const { code, part } = parsePartId(id.slice(1));
      this.addWatchFile(resolve(LOCALES_DIR, `${code}.json`));
      return `export default ${JSON.stringify(pickLocalePart(readLocale(code), part))};`;
    },
  };
}
