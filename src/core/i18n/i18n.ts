import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import zhCNBoot from 'virtual:dc-locale/zh_CN/boot';
import i18next, { type TOptions } from 'i18next';
import { DEFAULT_LOCALE } from '../config/constants';
import { dayjsLocaleFor, FALLBACK_LOCALE } from './locales';

/** A locale's messages, the shape of `locales/<code>.json`. */
type LocaleResources = Record<string, unknown>;
export type LocaleLoader = () => Promise<LocaleResources>;

/**
 * The console's one i18next instance (no React here: the shell wraps it with react-i18next). The default
 * zh_CN's boot part is bundled and its rest loads with the signed-in frame or the first element
 * (`loadAllMessages`, see localeParts.ts); every other locale, en included, loads whole on demand (docs/behaviour.md#the-product;
 * A page carries one language, 28 kB compressed each). The locale files already use `{{name}}`.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  resources: { zh_CN: { translation: zhCNBoot } },
  // Codes such as zh_CN are used as written, not split into language and region.
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  // The bundled resources are in memory: initialise synchronously so `t` works on import.
  initAsync: false,
});
// docs/behaviour.md#constants: dates use the Chinese locale by default.
dayjs.locale(dayjsLocaleFor(DEFAULT_LOCALE));

const loaders = new Map<string, LocaleLoader>();
/** The parts of a bundled locale that were left out of the bundle: loaded by `loadAllMessages`. */
const restLoaders = new Map<string, LocaleLoader>([
  ['zh_CN', () => import('virtual:dc-locale/zh_CN/rest').then((module) => module.default)],
]);
/** Locales whose messages are all in memory. */
const complete = new Set<string>();
/** Set once the signed-in frame or an element needs every message: later locale switches load them all. */
let allMessagesWanted = false;

/** Registers a loader for a locale that is not bundled; `setLocale` calls it the first time. */
export function registerLocaleLoader(code: string, loader: LocaleLoader): void {
  loaders.set(code, loader);
}

// English: its own chunk, fetched the first time a page or an element asks for it.
registerLocaleLoader('en', () => import('../../../locales/en.json').then((module) => module.default));

export function isLocaleLoaded(code: string): boolean {
  return i18n.hasResourceBundle(code, 'translation');
}

async function loadRest(code: string): Promise<void> {
  if (complete.has(code)) return;
  const rest = restLoaders.get(code);
  if (rest) i18n.addResourceBundle(code, 'translation', await rest(), true, true);
  complete.add(code);
}

/**
 * Loads a locale's messages if they are not in memory yet (without switching to it): whole for a locale
 * loaded on demand; a bundled one's boot part is there already, its rest follows once all are wanted.
 */
export async function loadLocale(code: string): Promise<void> {
  if (!isLocaleLoaded(code)) {
    const loader = loaders.get(code);
    if (!loader) throw new Error(`No messages for locale "${code}": register a loader first`);
    i18n.addResourceBundle(code, 'translation', await loader(), true, true);
    complete.add(code);
  }
  if (allMessagesWanted) await loadRest(code);
}

/**
 * Every message of the current locale, and of each locale switched to from now on: the signed-in frame
 * and the elements wait for it before they draw (the sign-in pages need the boot part only).
 */
export async function loadAllMessages(): Promise<void> {
  allMessagesWanted = true;
  await loadRest(i18n.language);
}

/** Whether every message of a locale is in memory (a bundled locale's boot part alone is not). */
export function hasAllMessages(code: string): boolean {
  return complete.has(code);
}

/**
 * Every message of one locale without switching to it: an element pinned to its own `locale` draws with
 * them, whatever the page's language (the default's rest is not loaded on a page in another language).
 */
export async function loadAllMessagesOf(code: string): Promise<void> {
  await loadLocale(code);
  await loadRest(code);
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
