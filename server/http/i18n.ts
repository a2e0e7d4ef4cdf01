import fs from 'node:fs';
import { projectFile } from '../projectFolder';

/**
 * Server messages come from the console's own catalogues (`locales/*.json`, keys `api.*` and `validation.*`)
 * so both sides speak with one voice. The `lang` header picks the catalogue (docs/protocol.md#the-calls): zh_CN is the
 * default; en_US (or en) picks English; anything else falls back to zh_CN.
 */
export type Locale = 'zh_CN' | 'en';
export type Translate = (key: string, params?: Record<string, string | number>) => string;

type Catalogue = Record<string, unknown>;

function loadCatalogue(file: string): Catalogue {
  return JSON.parse(fs.readFileSync(projectFile('locales', file), 'utf8')) as Catalogue;
}

const CATALOGUES: Record<Locale, Catalogue> = {
  zh_CN: loadCatalogue('zh_CN.json'),
  en: loadCatalogue('en.json'),
};

export function localeOf(langHeader: string | string[] | undefined): Locale {
  const value = Array.isArray(langHeader) ? langHeader[0] : langHeader;
  return value && /^en([_-]|$)/i.test(value) ? 'en' : 'zh_CN';
}

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return lookUp(CATALOGUES.zh_CN, key) !== undefined;
}

/** Whether `key` names a group of messages (`calldata.cdr.values.status`), not one message. */
export function hasMessageGroup(key: string): boolean {
  let node: unknown = CATALOGUES.zh_CN;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return !!node && typeof node === 'object';
}

export function translator(locale: Locale): Translate {
  return (key, params = {}) => {
    const template = lookUp(CATALOGUES[locale], key) ?? lookUp(CATALOGUES.zh_CN, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  };
}
