import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import zhCNBoot from 'virtual:dc-locale/zh_CN/boot';
import { localeLoaders } from 'virtual:dc-locale-loaders';
import i18next, { type TOptions } from 'i18next';
import { DEFAULT_LOCALE } from '../config/constants';
import { dayjsLocaleFor, FALLBACK_LOCALE } from './locales';
import { createMessageParts, type LocaleLoader } from './messageParts';

export type { LocaleLoader } from './messageParts';

/**
 * The console's one i18next instance (no React here: the shell wraps it with react-i18next). The default
 * zh_CN's boot part is bundled; every other part of every locale loads on demand (localeParts.ts): the
 * signed-in frame loads all of a locale's messages, an element the namespaces it names. A key of a
 * namespace not loaded yet loads it and redraws (`saveMissing` here only reports the key to that loader:
 * nothing is saved). The locale files already use `{{name}}`.
 */
export const i18n = i18next.createInstance();
const parts = createMessageParts(i18n, localeLoaders);
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  resources: { zh_CN: { translation: zhCNBoot } },
  // Codes such as zh_CN are used as written, not split into language and region.
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  saveMissingTo: 'current',
  missingKeyHandler: (languages, _namespace, key) => {
    for (const code of languages) parts.missing(code, key);
  },
  // react-i18next redraws when a part arrives (the bindings read these options; nothing else does).
  react: { bindI18nStore: 'added' },
  // The bundled resources are in memory: initialise synchronously so `t` works on import.
  initAsync: false,
});
parts.markLoaded(DEFAULT_LOCALE, 'boot');
// docs/behaviour.md#constants: dates use the Chinese locale by default.
dayjs.locale(dayjsLocaleFor(DEFAULT_LOCALE));

/** Registers a whole-locale loader for a locale the build does not carry; `setLocale` calls it the first time. */
export function registerLocaleLoader(code: string, loader: LocaleLoader): void {
  parts.register(code, loader);
}

export function isLocaleLoaded(code: string): boolean {
  return parts.isLoaded(code);
}

/** Loads a locale's messages (its boot part and what the page wants of it) without switching to it. */
export function loadLocale(code: string): Promise<void> {
  return parts.loadLocale(code);
}

/**
 * Every message of the current locale, and of each locale switched to from now on: the signed-in frame
 * waits for it before it draws (the sign-in pages need the boot part only).
 */
export function loadAllMessages(): Promise<void> {
  return parts.wantAll(i18n.language);
}

/** The namespaces an element names, for the current locale and each one switched to (registry.ts). */
export function loadNamespaces(names: readonly string[]): Promise<void> {
  return parts.wantNamespaces(i18n.language, names);
}

/** Whether a locale's boot part and these namespaces are in memory. */
export function hasNamespaces(code: string, names: readonly string[]): boolean {
  return parts.hasNamespaces(code, names);
}

/**
 * Namespaces of one locale without switching to it: an element pinned to its own `locale` draws with them,
 * whatever the page's language.
 */
export function loadNamespacesOf(code: string, names: readonly string[]): Promise<void> {
  return parts.loadNamespacesOf(code, names);
}

/** Whether every message of a locale is in memory (a bundled locale's boot part alone is not). */
export function hasAllMessages(code: string): boolean {
  return parts.isComplete(code);
}

/** Every message of one locale without switching to it (an element the namespace table does not know). */
export function loadAllMessagesOf(code: string): Promise<void> {
  return parts.loadNamespacesOf(code, ['rest']);
}

/** Loads the locale if needed, switches i18next and dayjs to it. */
export async function setLocale(code: string): Promise<void> {
  await loadLocale(code);
  await i18n.changeLanguage(code);
  dayjs.locale(dayjsLocaleFor(code));
}

export function getLocale(): string {
  return i18n.language;
}

/** Translates a key; interpolation uses `{{name}}`. */
export function t(key: string, options?: TOptions): string {
  return i18n.t(key, options ?? {});
}
