import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type TOptions } from 'i18next';
import zhCN from '../../../locales/zh_CN.json';
import { DEFAULT_LOCALE } from '../config/constants';
import { dayjsLocaleFor, FALLBACK_LOCALE } from './locales';

/** A locale's messages, the shape of `locales/<code>.json`. */
export type LocaleResources = Record<string, unknown>;
export type LocaleLoader = () => Promise<LocaleResources>;

/**
 * The console's one i18next instance (no React here: the shell wraps it with react-i18next). The default
 * zh_CN is bundled; every other locale, en included, loads on demand (spec §1; issue 16: a page carries
 * one language, 28 kB compressed each). The locale files already use `{{name}}`.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  resources: { zh_CN: { translation: zhCN } },
  // Codes such as zh_CN are used as written, not split into language and region.
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  // The bundled resources are in memory: initialise synchronously so `t` works on import.
  initAsync: false,
});
// spec §9: dates use the Chinese locale by default.
dayjs.locale(dayjsLocaleFor(DEFAULT_LOCALE));

const loaders = new Map<string, LocaleLoader>();

/** Registers a loader for a locale that is not bundled; `setLocale` calls it the first time. */
export function registerLocaleLoader(code: string, loader: LocaleLoader): void {
  loaders.set(code, loader);
}

// English: its own chunk, fetched the first time a page or an element asks for it.
registerLocaleLoader('en', () => import('../../../locales/en.json').then((module) => module.default));

export function isLocaleLoaded(code: string): boolean {
  return i18n.hasResourceBundle(code, 'translation');
}

/** Loads a locale's messages if they are not in memory yet (without switching to it). */
export async function loadLocale(code: string): Promise<void> {
  if (isLocaleLoaded(code)) return;
  const loader = loaders.get(code);
  if (!loader) throw new Error(`No messages for locale "${code}": register a loader first`);
  i18n.addResourceBundle(code, 'translation', await loader(), true, true);
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
